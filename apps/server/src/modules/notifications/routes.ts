import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';

const notYet = (): never => {
  throw new AppError('NOT_FOUND', 'Not built yet');
};

/** Scaffold: the studio's notifications. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const route of Object.values(API.notifications)) handle(app, ctx, route, notYet);
}
