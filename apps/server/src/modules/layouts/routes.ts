import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentLayout } from './presenter.js';
import { layoutService } from './service.js';

/** A generated pattern's cutting layouts, as declared in packages/shared (decisions 062, 143). */
export async function layoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const layouts = layoutService(ctx);
  const routes = API.layouts;

  handle(app, ctx, routes.create, async ({ actor, params, body }) => ({
    layout: presentLayout(await layouts.create({ actor, patternId: params.id, body })),
  }));

  handle(app, ctx, routes.list, async ({ actor, params, query }) =>
    listAnswer('layouts', await layouts.list({ actor, patternId: params.id, query }), presentLayout),
  );

  handle(app, ctx, routes.get, async ({ actor, params }) => ({
    layout: presentLayout(await layouts.get({ actor, patternId: params.id, id: params.layoutId })),
  }));

  handle(app, ctx, routes.svg, async ({ actor, params, reply }) => {
    const layout = await layouts.get({ actor, patternId: params.id, id: params.layoutId });
    // Shown in the page as an image: inline, and nothing in it can run.
    return reply
      .headers({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(`cutting-layout-${layout.widthMm / 10}cm.svg`)}`,
      })
      .send(layout.svg);
  });
}
