import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { notBuilt } from '../../lib/not-built.js';

/** The accountant's FEC and CSV journal (decision 166). */
export async function accountingRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, API.accounting.export, notBuilt);
}
