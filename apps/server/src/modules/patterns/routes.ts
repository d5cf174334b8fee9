import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentPattern } from './presenter.js';
import { patternService } from './service.js';

/**
 * Images never change under a URL: the version query names the bytes and the mark. They are
 * private to the reader's session (a bearer token), so only the browser may keep them.
 */
const IMAGE_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-type': 'image/png',
};

/** The pattern routes as declared in packages/shared (decision 036, decision 062). */
export async function patternRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = patternService(ctx);
  const routes = API.patterns;

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('patterns', await service.list({ actor, filters: query }), (p) => presentPattern(p, actor.workspaceId)),
  );

  handle(app, ctx, routes.public, async ({ actor, query }) =>
    listAnswer('patterns', await service.listPublic({ actor, filters: query }), (p) => presentPattern(p, actor.workspaceId)),
  );

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    pattern: presentPattern(await service.create({ actor, input: body }), actor.workspaceId),
  }));

  handle(app, ctx, routes.get, async ({ actor, params }) => ({
    pattern: presentPattern(await service.get({ actor, id: params.id }), actor.workspaceId),
  }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      pattern: presentPattern(await service.update({ actor, id: params.id, input: body }), actor.workspaceId),
    }),
    { versionOf: tables.patterns },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await service.remove({ actor, id: params.id });
    return {};
  });

  handle(app, ctx, routes.makePublic, async ({ actor, params }) => ({
    pattern: presentPattern(await service.makePublic({ actor, id: params.id }), actor.workspaceId),
  }));

  handle(app, ctx, routes.copy, async ({ actor, params }) => ({
    pattern: presentPattern(await service.copy({ actor, id: params.id }), actor.workspaceId),
  }));

  handle(app, ctx, routes.image, async ({ actor, params, req, reply }) => {
    const image = await service.image({ actor, id: params.id, ifNoneMatch: req.headers['if-none-match'] });
    const etag = image.etag;
    if (!image.data) return reply.code(304).headers({ etag, 'cache-control': IMAGE_HEADERS['cache-control'] }).send();
    return reply
      .headers({ ...IMAGE_HEADERS, etag, 'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(image.fileName)}` })
      .send(image.data);
  });
}
