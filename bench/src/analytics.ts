import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANALYTICS_PERIODS, DEFAULT_SETTINGS } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../../apps/server/src/db/client.js';
import { seedBusyStudio, type StudioCounts } from '../../apps/server/src/test/seed-studio.js';
import { measure, type Figure } from './measure';
import { startServer } from './server';
import { createBenchUser } from './user';

/** The analytics data set: five years of a busy studio. */
export const STUDIO_COUNTS: StudioCounts = {
  clients: 5000,
  projects: 20_000,
  invoices: 50_000,
  payments: 60_000,
  events: 30_000,
  activity: 200_000,
  patterns: 1000,
};
export const STUDIO_YEARS = 5;

export type AnalyticsRun = { figures: Figure[]; seedMs: number };

/** The dashboard and analytics screens' calls: what a studio owner waits for when opening them. */
export function figureRoutes(): { name: string; path: string }[] {
  return [
    { name: 'GET /api/v1/dashboard/stats', path: '/api/v1/dashboard/stats' },
    ...ANALYTICS_PERIODS.map((p) => ({
      name: `GET /api/v1/analytics/stats?timePeriod=${p}`,
      path: `/api/v1/analytics/stats?timePeriod=${p}`,
    })),
  ];
}

/**
 * Seeds the studio straight into the database between two server runs (as the other data sets
 * are), then times each figure call with one connection for 3 s: one person opening the screens.
 * The account is on a Premium trial: analytics are not on Free.
 */
export async function benchAnalytics(kind: 'pglite' | 'postgres', port: number, databaseUrl?: string): Promise<AnalyticsRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-analytics-${kind}-`));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  let server = await startServer({ port, dataDir, env });
  try {
    const account = await createBenchUser(server.url, dataDir, 'premium');
    await server.stop();
    const options: DatabaseOptions = databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    const database = await openDatabase(options);
    const started = performance.now();
    await seedBusyStudio(database.db, account.userId, STUDIO_COUNTS, {
      years: STUDIO_YEARS,
      zone: DEFAULT_SETTINGS.timezone,
      currency: DEFAULT_SETTINGS.currency,
    });
    // Years of rows arrive at once here: PostgreSQL's autovacuum would analyze them within its next
    // minute; done now so the figures do not depend on when it wakes. (The server analyzes PGlite
    // itself at start, decision 046.)
    if (kind === 'postgres') await database.db.execute(sql`analyze`);
    const seedMs = Math.round(performance.now() - started);
    await database.close();

    server = await startServer({ port, dataDir, env });
    const auth = { authorization: `Bearer ${account.token}` };
    const figures: Figure[] = [];
    for (const route of figureRoutes()) {
      const res = await fetch(`${server.url}${route.path}`, { headers: auth });
      if (!res.ok) throw new Error(`${route.path}: ${res.status} ${await res.text()}`);
      figures.push(await measure(`${route.name} (${kind})`, `${server.url}${route.path}`, auth, 1, 3));
    }
    return { figures, seedMs };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One table: each call's p50 and p99 on both databases, and PGlite's p50 over PostgreSQL's. */
export function printAnalytics(lite: AnalyticsRun, pg: AnalyticsRun | null) {
  const c = STUDIO_COUNTS;
  console.log(
    `\nDashboard and analytics, one account with ${STUDIO_YEARS} years: ${c.clients} clients, ${c.projects} projects, ${c.invoices} invoices, ` +
      `${c.payments} payments, ${c.events} events, ${c.activity} activity entries, ${c.patterns} patterns ` +
      `(1 connection, 3 s each; seeded in ${lite.seedMs} ms on PGlite${pg ? `, ${pg.seedMs} ms on PostgreSQL` : ''})`,
  );
  console.log(
    '| endpoint | PGlite p50 ms | PGlite p99 ms | PostgreSQL p50 ms | PostgreSQL p99 ms | PGlite / PostgreSQL (p50) | non-2xx/errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  figureRoutes().forEach((route, i) => {
    const l = lite.figures[i]!;
    const p = pg?.figures[i];
    const ratio = p && p.p50 > 0 ? (l.p50 / p.p50).toFixed(1) : '—';
    console.log(
      `| ${route.name} | ${l.p50} | ${l.p99} | ${p?.p50 ?? '—'} | ${p?.p99 ?? '—'} | ${ratio} | ${l.errors + (p?.errors ?? 0)} |`,
    );
  });
}
