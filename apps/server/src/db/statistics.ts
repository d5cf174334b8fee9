import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';

/** How often the embedded database's planner statistics are refreshed. */
export const STATISTICS_REFRESH_MS = 3 * 3600_000;

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without this no table
 * ever gets planner statistics, and over years of a studio's rows the planner picks nested loops
 * that made the analytics take seconds (measured by the analytics bench, decision 046). So the server runs
 * ANALYZE itself: once at start (after the migrations) and every few hours. It samples at most
 * 30,000 rows a table, so it stays short on the largest studio. A PostgreSQL server's autovacuum
 * does this on its own, so there it is left alone. The timer never keeps the process alive.
 */
export function startStatisticsRefresh(ctx: AppContext, intervalMs = STATISTICS_REFRESH_MS): () => void {
  if (ctx.database.kind !== 'pglite') return () => {};
  const refresh = () =>
    ctx.background.run('table statistics', async () => {
      await ctx.db.execute(sql`analyze`);
    });
  refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
