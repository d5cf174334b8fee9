import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';

const notYet = (): never => {
  throw new AppError('NOT_FOUND', 'Not built yet');
};

/** Scaffold: the client's side of the portal, public (the token is the key). */
export async function portalRoutes(app: FastifyInstance, ctx: AppContext) {
  // The measurement submission is registered by modules/measurement-requests (decision 084).
  for (const route of Object.values(API.portal)) if (route !== API.portal.submitMeasurements) handle(app, ctx, route, notYet);
}

/** Scaffold: the studio's side of a client's portal link, signed in. */
export async function portalLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const route of Object.values(API.portalLinks)) handle(app, ctx, route, notYet);
}
