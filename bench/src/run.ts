import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAnalytics, printAnalytics } from './analytics';
import { freshPostgresDatabase } from './business';
import { seedListAccount, LIST_COUNTS } from './list-account';
import { printListProfile, profileLists } from './list-profile';
import { benchLists, printLists } from './lists';
import { CALENDAR_COUNTS, benchCalendar, type CalendarRun } from './calendar';
import { measure, printTable, type Figure } from './measure';
import { INVOICE_COUNTS, benchInvoices } from './invoices';
import { benchPatterns, printPatterns } from './patterns';
import { benchSearch, printSearch } from './search';
import { benchInvoicePdf } from './pdf';
import { benchGenerator, printGenerator } from './generator';
import { benchLayouts, printLayouts } from './layouts';
import { benchRedraft, printRedraft } from './redraft';
import { benchLighthouse, printLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { startServer } from './server';
import { createBenchUser } from './user';
import { failIfStalled, finish, section } from './outcome';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 4290);
/** `BENCH_ONLY=analytics,calendar npm run bench` runs just those sections (all when unset). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wants = (section: string) => !ONLY || ONLY.includes(section);
/** Sections run only when named (diagnostics, not figures the README records). */
const named = (section: string) => ONLY?.includes(section) ?? false;

async function foundation(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  const server = await startServer({ port: BASE_PORT, dataDir });
  try {
    const user = await createBenchUser(server.url, dataDir);
    return [
      await measure('GET /api/v1/health', `${server.url}/api/v1/health`),
      await measure('GET /api/v1/auth (authenticated)', `${server.url}/api/v1/auth`, { authorization: `Bearer ${user.token}` }),
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench`: starts the built server on temporary data dirs and measures with autocannon
 * (5 s per endpoint; 10 connections for the foundation calls, 1 for whole-list reads) and Chromium. Figures are recorded in the README.
 */
async function main() {
  failIfStalled();
  console.log(`machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
  const sections: [name: string, run: () => Promise<void>, when: boolean][] = [
    ['foundation', async () => printTable('Foundation (PGlite, embedded default)', await foundation()), wants('foundation')],
    ['pdf', async () => printTable('Invoice PDF', [await benchInvoicePdf()]), wants('pdf')],
    ['generator', async () => printGenerator(await benchGenerator()), wants('generator')],
    ['redraft', async () => printRedraft(await benchRedraft()), wants('redraft')],
    ['layouts', async () => printLayouts(await benchLayouts()), wants('layouts')],
    ['patterns', async () => printPatterns(await benchPatterns(BASE_PORT + 7)), wants('patterns')],
    ['list-profile', listProfile, named('list-profile')],
    ['lists', () => lists(true), wants('lists')],
    // Pages and their floors without the whole lists (decision 168); the lists section measures both.
    ['floor', () => lists(false), named('floor') && !named('lists')],
    ['invoices', invoiceLists, wants('invoices')],
    ['search', async () => printSearch(await benchSearch(BASE_PORT + 14)), wants('search')],
    ['calendar', calendar, wants('calendar')],
    ['analytics', analytics, wants('analytics')],
    ['lighthouse', async () => printLighthouse(await benchLighthouse(BASE_PORT + 10)), wants('lighthouse')],
    ['load', () => benchLoad(BASE_PORT + 13), wants('load')],
  ];
  for (const [name, run, when] of sections) if (when) await section(name, run);
  process.exitCode = finish();
}

/** The dashboard and every analytics period over five years of a busy studio. */
async function analytics() {
  const lite = await benchAnalytics('pglite', BASE_PORT + 8);
  const pgDatabase = await freshPostgresDatabase('analytics');
  let pg = null;
  if (pgDatabase) {
    try {
      pg = await benchAnalytics('postgres', BASE_PORT + 9, pgDatabase.url);
    } finally {
      await pgDatabase.drop();
    }
  }
  printAnalytics(lite, pg);
}

/** `BENCH_ONLY=list-profile`: where a whole list's time goes, stage by stage, on both databases (decision 071). */
async function listProfile() {
  const seeded = `${LIST_COUNTS.clients} clients, ${LIST_COUNTS.measurements} measurements, ${LIST_COUNTS.projects} projects, ${LIST_COUNTS.invoices} invoices`;
  const lite = await seedListAccount('pglite', BASE_PORT + 11);
  try {
    printListProfile(
      `Whole lists by stage, one account with ${seeded} (PGlite; seeded in ${lite.seedMs} ms; best of 3)`,
      await profileLists(lite),
    );
  } finally {
    lite.remove();
  }
  const pgDatabase = await freshPostgresDatabase('list-profile');
  if (!pgDatabase) return;
  try {
    const pg = await seedListAccount('postgres', BASE_PORT + 12, pgDatabase.url);
    try {
      printListProfile(`Whole lists by stage (PostgreSQL; seeded in ${pg.seedMs} ms; best of 3)`, await profileLists(pg));
    } finally {
      pg.remove();
    }
  } finally {
    await pgDatabase.drop();
  }
}

/** Pages and searches beside their floors, and with `whole` the whole lists, on PostgreSQL and PGlite (decisions 069, 071, 168). */
async function lists(whole: boolean) {
  const lite = await benchLists('pglite', BASE_PORT + 1, undefined, whole);
  const pgDatabase = await freshPostgresDatabase(whole ? 'lists' : 'floor');
  let pg = null;
  if (pgDatabase) {
    try {
      pg = await benchLists('postgres', BASE_PORT + 2, pgDatabase.url, whole);
    } finally {
      await pgDatabase.drop();
    }
  }
  printLists(pg, lite);
}

/** The invoice list, a search and one PDF. */
async function invoiceLists() {
  const invoicesSeeded = `${INVOICE_COUNTS.invoices} invoices over ${INVOICE_COUNTS.clients} clients`;
  const liteInvoices = await benchInvoices('pglite', BASE_PORT + 3);
  printTable(`Invoices, one account with ${invoicesSeeded} (PGlite; seeded in ${liteInvoices.seedMs} ms)`, liteInvoices.figures);
  const pgInvoices = await freshPostgresDatabase('invoices');
  if (pgInvoices) {
    try {
      const run = await benchInvoices('postgres', BASE_PORT + 4, pgInvoices.url);
      printTable(`Invoices, one account with ${invoicesSeeded} (PostgreSQL; seeded in ${run.seedMs} ms)`, run.figures);
    } finally {
      await pgInvoices.drop();
    }
  }
}

/** A month of the calendar. */
async function calendar() {
  const calendarSeeded =
    `${CALENDAR_COUNTS.events.toLocaleString('en')} events over ${CALENDAR_COUNTS.years} ` +
    `years, ${CALENDAR_COUNTS.clients} clients, ${CALENDAR_COUNTS.projects} projects with ` +
    `due dates`;
  const printCalendar = (database: string, run: CalendarRun) => {
    printTable(`Calendar, one account with ${calendarSeeded} (${database}, 1 connection; seeded in ${run.seedMs} ms)`, run.figures);
    console.log(`${run.month}: ${run.entries} entries (${run.deadlines} project deadlines), ${run.bytes} bytes of JSON`);
  };
  printCalendar('PGlite', await benchCalendar('pglite', BASE_PORT + 5));
  const pgCalendar = await freshPostgresDatabase('calendar');
  if (pgCalendar) {
    try {
      printCalendar('PostgreSQL', await benchCalendar('postgres', BASE_PORT + 6, pgCalendar.url));
    } finally {
      await pgCalendar.drop();
    }
  }
}

// A promise rejected where nobody awaits it is a figure silently lost: it fails the run too.
process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exitCode = 1;
});
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
