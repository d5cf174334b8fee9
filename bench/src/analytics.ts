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

/** `changed`: the p50 of a read right after a change to the studio, when nothing kept counts (decision 169). */
export type AnalyticsRun = { figures: (Figure & { changed: number })[]; seedMs: number };
const CHANGED_READS = 9;

/** The p50 of reads each made right after a client was renamed: the figures computed afresh. */
async function changedP50(url: string, auth: Record<string, string>, clientId: string): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < CHANGED_READS; i++) {
    const renamed = await fetch(url.replace(/\/api\/v1\/.*$/, `/api/v1/clients/${clientId}`), {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench client ${i}` }),
    });
    if (!renamed.ok) throw new Error(`renaming a client: ${renamed.status}`);
    const started = performance.now();
    const res = await fetch(url, { headers: auth });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
  }
  return Math.round(ms.sort((x, y) => x - y)[Math.floor(ms.length / 2)]!);
}

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
    const listed = await fetch(`${server.url}/api/v1/clients?limit=1`, { headers: auth });
    const clientId = ((await listed.json()) as { data: { clients: { id: string }[] } }).data.clients[0]!.id;
    const figures: AnalyticsRun['figures'] = [];
    for (const route of figureRoutes()) {
      const res = await fetch(`${server.url}${route.path}`, { headers: auth });
      if (!res.ok) throw new Error(`${route.path}: ${res.status} ${await res.text()}`);
      const kept = await measure(`${route.name} (${kind})`, `${server.url}${route.path}`, auth, 1, 3);
      figures.push({ ...kept, changed: await changedP50(`${server.url}${route.path}`, auth, clientId) });
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
      `(1 connection, 3 s each; seeded in ${lite.seedMs} ms on PGlite${pg ? `, ${pg.seedMs} ms on PostgreSQL` : ''}). ` +
      `"After a change": the p50 of ${CHANGED_READS} reads each right after a client was renamed, computed afresh (decision 169)`,
  );
  console.log(
    [
      '| endpoint | PGlite p50 ms | PGlite p99 ms | PGlite p50 after a change',
      'PostgreSQL p50 ms | PostgreSQL p99 ms | PostgreSQL p50 after a change',
      'PGlite / PostgreSQL (p50) | non-2xx/errors |',
    ].join(' | '),
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  figureRoutes().forEach((route, i) => {
    const l = lite.figures[i]!;
    const p = pg?.figures[i];
    const ratio = p && p.p50 > 0 ? (l.p50 / p.p50).toFixed(1) : '—';
    const cells = [
      route.name,
      l.p50,
      l.p99,
      l.changed,
      p?.p50 ?? '—',
      p?.p99 ?? '—',
      p?.changed ?? '—',
      ratio,
      l.errors + (p?.errors ?? 0),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  });
}
