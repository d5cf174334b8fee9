import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';

/** GET /health, as declared in packages/shared: answers only once the database does. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, API.health.check, async () => {
    try {
      await ctx.database.ping();
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
    }
    return { status: 'ok' as const, database: ctx.database.kind };
  });
}
