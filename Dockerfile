# syntax=docker/dockerfile:1
# Atelier's image (decision 096): built from the lockfile, run by a non-root user with production
# dependencies only. Debian slim, not Alpine: sharp's and argon2's prebuilt binaries need glibc.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json beside the lockfile: what `npm ci` needs, cached until one changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund

# The shared contract, the server (apps/server/dist) and the web app (apps/web/dist), as `npm start` builds them.
FROM deps AS build
COPY . .
RUN npm run build

# Only what the server needs at run time: no compilers, test tools or web build chain.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@atelier/server --workspace=@atelier/shared \
  && mkdir -p apps/server/node_modules packages/shared/node_modules \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/packages/shared/node_modules packages/shared/node_modules
COPY --from=prod-deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
# Read at run time: the migrations (applied at start, under a lock) and the PDF fonts.
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (without DATABASE_URL), the mail and SMS outboxes and the generated secret.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# Liveness: the process answers. Readiness (database, Redis) is /api/v1/health/ready, for the proxy.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
