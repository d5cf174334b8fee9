import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pgCode } from '../../lib/db-errors.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { checkReadiness } from '../../lib/readiness.js';

/** GET /health, as declared in packages/shared: answers only once the database does. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, API.health.check, async () => {
    try {
      await ctx.database.ping();
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', said('health.databaseDown'));
    }
    return { status: 'ok' as const, database: ctx.database.kind };
  });

  // Readiness (decision 093): the database and every check registered on the context, each within 2 s.
  handle(app, ctx, API.health.ready, async ({ req }) => {
    const checks = await checkReadiness([{ name: 'database', check: () => ctx.database.ping() }, ...ctx.readiness], (name, err) =>
      // The driver's code only: a message can carry the database's host or user name.
      req.log.warn({ dependency: name, code: pgCode(err) }, 'not ready'),
    );
    return { status: 'ready' as const, checks };
  });
}
