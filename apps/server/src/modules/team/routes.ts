import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';

// SCAFFOLD (removed before merge): the team routes answer 500 until the team module is built.
const unbuilt = () => {
  throw new AppError('INTERNAL_ERROR', 'Not built yet.');
};

export async function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const route of Object.values(API.team)) handle(app, ctx, route, unbuilt);
}
