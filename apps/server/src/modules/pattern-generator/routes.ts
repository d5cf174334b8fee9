import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { presentPattern } from '../patterns/presenter.js';
import { patternDownloads } from './downloads.js';
import { generatorService } from './service.js';
import { patternVersionService } from './versions.js';

/** The pattern generator's routes as declared in packages/shared (decision 062). */
export async function patternGeneratorRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = generatorService(ctx);
  const downloads = patternDownloads(ctx);
  const versions = patternVersionService(ctx);
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
    const pdf = await downloads.pdf({ actor, id: params.id, paper: query.paper, compare: query.compare });
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
    const svg = await downloads.svg({ actor, id: params.id });
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

  handle(app, ctx, routes.redraft, async ({ actor, params, body }) => ({
    pattern: presentPattern(await versions.redraft({ actor, id: params.id, fittingId: body.fittingId }), actor.workspaceId),
  }));

  handle(app, ctx, routes.versions, async ({ actor, params }) => ({ versions: await versions.versions({ actor, id: params.id }) }));

  handle(app, ctx, routes.compare, async ({ actor, params, query, reply }) => {
    const svg = await downloads.compare({ actor, id: params.id, with: query.with });
    // Shown in the page as an image: inline, and nothing in it can run.
    return reply
      .headers({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(svg.fileName)}`,
      })
      .send(svg.data);
  });
}
