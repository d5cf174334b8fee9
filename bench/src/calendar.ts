import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SETTINGS } from '@atelier/shared';
import { openDatabase, type DatabaseOptions } from '../../apps/server/src/db/client.js';
import { seedCalendar } from '../../apps/server/src/test/seed-calendar.js';
import { seedBusinessData } from '../../apps/server/src/test/seed.js';
import { measure, type Figure } from './measure';
import { startServer } from './server';
import { createBenchUser } from './user';

/** The calendar data set: one account with 30,000 events over 5 years, 500 clients and 500 projects with due dates. */
export const CALENDAR_COUNTS = { clients: 500, events: 30_000, projects: 500, years: 5 };

export type CalendarRun = { figures: Figure[]; seedMs: number; month: string; entries: number; deadlines: number; bytes: number };

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The 5 years run from the first of the month 54 months ago to 6 months ahead (history and the
 * bookings already made); the month measured is the 31st of the 60, in the middle.
 */
export function calendarWindow(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 54, 1));
  const monthStart = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 30, 1));
  const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
  return { from: day(from), startDate: day(monthStart), endDate: day(monthEnd) };
}

/**
 * One month of the calendar (events overlapping it and the projects due in it, in the account's
 * zone) with one connection: what the month grid loads. Seeded straight into the database
 * between two server runs, as the other data sets are.
 */
export async function benchCalendar(kind: 'pglite' | 'postgres', port: number, databaseUrl?: string): Promise<CalendarRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-calendar-${kind}-`));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  let server = await startServer({ port, dataDir, env });
  try {
    // A Premium trial: the calendar is locked on Free (403 PLAN_UPGRADE_REQUIRED).
    const account = await createBenchUser(server.url, dataDir, 'premium');
    await server.stop();
    const window = calendarWindow();
    const options: DatabaseOptions = databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    const database = await openDatabase(options);
    const started = performance.now();
    const { clientIds } = await seedBusinessData(database.db, account.userId, {
      clients: CALENDAR_COUNTS.clients,
      measurements: 0,
      projects: 0,
    });
    await seedCalendar(database.db, account.userId, clientIds, CALENDAR_COUNTS, {
      from: window.from,
      years: CALENDAR_COUNTS.years,
      zone: DEFAULT_SETTINGS.timezone,
    });
    const seedMs = Math.round(performance.now() - started);
    await database.close();

    server = await startServer({ port, dataDir, env });
    const auth = { authorization: `Bearer ${account.token}` };
    const url = `${server.url}/api/v1/calendar?startDate=${window.startDate}&endDate=${window.endDate}`;
    const res = await fetch(url, { headers: auth });
    const body = await res.text();
    if (!res.ok) throw new Error(`GET /calendar: ${res.status} ${body}`);
    const { events } = (JSON.parse(body) as { data: { events: { source: string }[] } }).data;
    const month = window.startDate.slice(0, 7);
    const figures = [await measure(`GET /api/v1/calendar?startDate=${window.startDate}&endDate=${window.endDate} (${kind})`, url, auth, 1)];
    return {
      figures,
      seedMs,
      month,
      entries: events.length,
      deadlines: events.filter((e) => e.source === 'project').length,
      bytes: Buffer.byteLength(body),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
