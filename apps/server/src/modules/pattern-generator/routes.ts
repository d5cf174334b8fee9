import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { presentPattern } from '../patterns/presenter.js';
import { generatorService } from './service.js';

/** The pattern generator's routes as declared in packages/shared (decision 062). */
export async function patternGeneratorRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = generatorService(ctx);
  const routes = API.patternGenerator;

  handle(app, ctx, routes.info, async ({ actor }) => service.info({ actor }));

  handle(app, ctx, routes.check, async ({ actor, body }) => {
    const check = await service.check({ actor, input: body });
    return withMessage(check, check.missing.length ? 'measurementsMissing' : 'measurementsComplete');
  });

  handle(app, ctx, routes.generate, async ({ actor, body }) => ({
    pattern: presentPattern(await service.generate({ actor, input: body }), actor.workspaceId),
  }));

  handle(app, ctx, routes.pdf, async ({ actor, params, query, reply }) => {
    const pdf = await service.pdf({ actor, id: params.id, paper: query.paper });
    return reply
      .headers({
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
      })
      .send(pdf.data);
  });

  handle(app, ctx, routes.svg, async ({ actor, params, reply }) => {
    const svg = await service.svg({ actor, id: params.id });
    // An SVG opened from our origin must not run anything: no script can be in it, and the CSP says so again.
    return reply
      .headers({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(svg.fileName)}`,
      })
      .send(svg.data);
  });
}
