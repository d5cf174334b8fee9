import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TEAM_LIMITS } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TOKEN_LIMIT } from '../lib/authenticate.js';

/**
 * How to call the API from a script (decision 074): the document is the only manual a developer
 * reads, so it says where a token comes from, what it may do and how to send it. The example's
 * address is APP_URL, never a request's Host header (a forged header must not write the manual).
 */
function apiDescription(appUrl: string): string {
  const origin = appUrl.replace(/\/+$/, '');
  return [
    'The API behind the Atelier web app.',
    '',
    '## Authentication',
    '',
    'Every route marked with a lock takes `Authorization: Bearer <token>`, where the token is either:',
    '',
    '- **a session token**, answered by `POST /api/v1/auth/signin` (what the web app uses), or',
    '- **a personal API token** (`atl_…`), for your own scripts and integrations.',
    '',
    '### Personal API tokens',
    '',
    '- **Who:** owners and managers of a studio on the **Enterprise** plan create them in the app under **Settings → API tokens**.',
    `  A member holds at most ${TEAM_LIMITS.tokensPerMember}.`,
    '- **Secret:** shown once, when the token is created; Atelier keeps only a hash of it. Copy it then, and keep it like a password.',
    "- **Permissions:** a token acts as its member, with the member's current role in the studio.",
    '  A **read-only** token may only read (`GET`): any other method answers 403, and so does ' +
      'reading a client’s portal link, whose address lets its holder write.',
    '  A **read and write** token may also create, change and delete.',
    '  No token may manage API tokens, the team or billing, or the account (profile, password, sessions, two-factor, deletion): those answer 403.',
    '- **Expiry:** optional. A token set to expire works through the end of that day in the studio’s time zone, then answers 401.',
    '- **Revoking:** in Settings → API tokens, by its member or by the studio’s owner, who sees every member’s tokens. It stops working at once (401).',
    '- **Plan:** tokens work only while the studio is on Enterprise; otherwise every call answers 403 `FEATURE_NOT_AVAILABLE`.',
    `- **Rate limit:** ${API_TOKEN_LIMIT.max} requests a minute per token; past it, 429 \`RATE_LIMITED\` with a \`Retry-After\` header in seconds.`,
    '',
    'Example, the first 50 clients:',
    '',
    '```sh',
    `curl -H "Authorization: Bearer atl_…" ${origin}/api/v1/clients?limit=50`,
    '```',
    '',
    'Answers are JSON envelopes: `{ "success": true, "status_code", "message", "data" }`, and ' +
      'on error `{ "success": false, "status_code", "code", "message", "errors"? }`.',
    'Lists page with `limit` and the answer’s `nextCursor` (pass it back as `cursor`).',
    '',
    '## Safe retries and concurrent edits',
    '',
    '- **`Idempotency-Key`** (1–255 printable characters; send a UUID) on a POST, PATCH or PUT ' +
      'of the studio’s records: the request is done at most once per studio for 24 hours.',
    '  Sent again with the same key, method, path and body, it gets the first answer back with `Idempotent-Replayed: true` and nothing is done twice;',
    '  with anything different, 422 `IDEMPOTENCY_KEY_REUSED`; while the first is still running, 409 `IDEMPOTENCY_KEY_IN_PROGRESS` with `Retry-After`.',
    '  Uploads, file answers and the account, API tokens, the team and billing ignore it. Kept ' +
      'answers are encrypted, portal links and feed addresses among them.',
    '- **`ETag`** on a single record’s answer (`W/"<version>"`), and **`If-Match`** on its ' +
      'PATCH (and a project’s PUT of its stages’ order or current stage): a record changed since ' +
      'that version answers 412 `PRECONDITION_FAILED` and is left as it is.',
    '  Send `If-Match: *` or no header to change it whatever its version.',
  ].join('\n');
}

/** OpenAPI document generated from the route schemas: /api/docs (UI) and /api/docs/json. */
export async function registerDocs(app: FastifyInstance, opts: { appUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atelier API', version: '1.0.0', description: apiDescription(opts.appUrl) },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token from `POST /api/v1/auth/signin`, or a personal API token (`atl_…`, ' +
              'Enterprise) created under Settings → API tokens: read-only or read and write, with its ' +
              'member’s permissions, never the tokens, team, billing or account routes.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
