import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';

// SCAFFOLD (removed before merge): the studio routes answer 500 until the studio module is built.
const unbuilt = () => {
  throw new AppError('INTERNAL_ERROR', 'Not built yet.');
};

export async function studioRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const route of Object.values(API.studio)) handle(app, ctx, route, unbuilt);
}
