import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { stageService } from '../stages/service.js';
import { presentGarment } from './presenter.js';
import { garmentService } from './service.js';

/**
 * A garment found by the code on its tag and moved on with one tap (decision 152). The move is
 * the stages' own, with every effect of a stage change (decision 180).
 */
export async function garmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const garments = garmentService(ctx, stageService(ctx));

  handle(app, ctx, API.garments.byCode, async ({ actor, params }) => ({
    garment: presentGarment(await garments.byCode({ actor, code: params.code })),
  }));

  handle(app, ctx, API.garments.advance, async ({ actor, params, body }) => ({
    garment: presentGarment(await garments.advance({ actor, code: params.code, stageId: body.stageId })),
  }));
}
