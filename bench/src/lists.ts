import fs from 'node:fs';
import { PAGE_LIMITS } from '@atelier/shared';
import { measureClientsPage } from './browser';
import { LIST_COUNTS, seedListAccount } from './list-account';
import { measure, type Figure } from './measure';
import { notMeasured } from './outcome';
import { startServer, type RunningServer } from './server';

/** What the `lists` section measures on one database (decision 071's goals beside each). */
export type ListsRun = {
  seedMs: number;
  /** A page of 50 and a search per list, 20 connections; null where the answer was not a page. */
  pages: { name: string; figure: Figure | null }[];
  wholeClients: Figure;
  /** Whole 50,000-invoice list, one request at a time. */
  wholeInvoices: { p50: number; runs: number[] };
  /** The server's RSS while four whole invoice lists are answered at once. */
  memory: { beforeMb: number; peakMb: number; extraMb: number; ms: number };
  /** Null when the web app is not built (the bench run without `npm run build`). */
  clientsPageMs: number | null;
};

const PAGE = PAGE_LIMITS.screen;
const CONNECTIONS = 20;
/** A client's last name the seed gives about one client in fourteen: a search that finds some of every list. */
const TERM = 'okafor';

/** Each list's page and its search, with the key its records come under. */
const PAGE_URLS: { name: string; path: string; key: string }[] = [
  { name: 'clients', path: `/clients?limit=${PAGE}`, key: 'clients' },
  { name: 'measurements', path: `/measurements?limit=${PAGE}`, key: 'measurements' },
  { name: 'projects', path: `/projects?limit=${PAGE}`, key: 'projects' },
  { name: 'invoices', path: `/invoices?limit=${PAGE}`, key: 'invoices' },
  { name: 'patterns', path: `/patterns?limit=${PAGE}`, key: 'patterns' },
  { name: 'public patterns', path: `/patterns/public?limit=${PAGE}`, key: 'patterns' },
  { name: 'clients search', path: `/clients?limit=${PAGE}&search=${TERM}`, key: 'clients' },
  { name: 'measurements search', path: `/measurements?limit=${PAGE}&search=${TERM}`, key: 'measurements' },
  { name: 'projects search', path: `/projects?limit=${PAGE}&search=${TERM}`, key: 'projects' },
  { name: 'invoices search', path: `/invoices?limit=${PAGE}&search=${TERM}`, key: 'invoices' },
];

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/** One uncompressed request, as autocannon sends them; throws unless it answers 200. */
async function timedGet(url: string, auth: Record<string, string>): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(120_000) });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { ms: Math.round(performance.now() - started), body };
}

/**
 * A page must hold at most the page size: while a list answers whole, 20 connections reading 50,000
 * invoices at once would measure memory, not a page, so that list is left out and shown as such.
 */
async function pageFigures(api: string, auth: Record<string, string>): Promise<ListsRun['pages']> {
  const out: ListsRun['pages'] = [];
  for (const page of PAGE_URLS) {
    const { body } = await timedGet(`${api}${page.path}`, auth);
    const records = (JSON.parse(body) as { data: Record<string, unknown[]> }).data[page.key] ?? [];
    const figure = records.length <= PAGE ? await measure(page.name, `${api}${page.path}`, auth, CONNECTIONS) : null;
    out.push({ name: page.name, figure });
  }
  return out;
}

/** Four whole invoice lists at once: the server's RSS sampled every 50 ms, peak minus the RSS before. */
async function invoiceMemory(server: RunningServer, api: string, auth: Record<string, string>): Promise<ListsRun['memory']> {
  const beforeMb = rssMb(server.pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 50);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: 4 }, () => timedGet(`${api}/invoices`, auth)));
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, rssMb(server.pid));
  return { beforeMb, peakMb, extraMb: peakMb - beforeMb, ms: Math.round(performance.now() - started) };
}

/**
 * The `lists` section on one database: seeds one account with every list at a busy studio's size
 * (LIST_COUNTS), then measures a page of 50 of every list and a search per searchable list (20
 * connections, 5 s each), the whole client list (one connection), the whole invoice list (median
 * of 5, one at a time) and the server's extra memory while four whole invoice lists are answered at once.
 */
export async function benchLists(kind: 'pglite' | 'postgres', port: number, databaseUrl?: string): Promise<ListsRun> {
  const account = await seedListAccount(kind, port, databaseUrl);
  const server = await startServer({ port, dataDir: account.dataDir, env: account.env });
  try {
    const auth = { authorization: `Bearer ${account.token}` };
    const api = `${server.url}/api/v1`;
    const me = (await (await fetch(`${api}/auth`, { headers: auth })).json()) as { data: { user: unknown } };
    const pages = await pageFigures(api, auth);
    const wholeClients = await measure(`whole clients (${LIST_COUNTS.clients})`, `${api}/clients`, auth, 1);
    // The first whole list warms the server; then the memory before the four is the resting one.
    await timedGet(`${api}/invoices`, auth);
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) runs.push((await timedGet(`${api}/invoices`, auth)).ms);
    const sorted = [...runs].sort((a, b) => a - b);
    const memory = await invoiceMemory(server, api, auth);
    const clientsPageMs = await measureClientsPage(server.url, account.token, me.data.user).catch((err: unknown) => {
      notMeasured(`/clients page in Chromium (${kind})`, err);
      return null;
    });
    return { seedMs: account.seedMs, pages, wholeClients, wholeInvoices: { p50: sorted[2] ?? NaN, runs }, memory, clientsPageMs };
  } finally {
    await server.stop();
    account.remove();
  }
}

const cell = (f: Figure | null, what: 'p50' | 'p99') => (f ? `${f[what]}${f.errors ? ` (${f.errors} errors)` : ''}` : 'answers whole');

/** PostgreSQL's figures with PGlite's beside them, against the goals. */
export function printLists(pg: ListsRun | null, lite: ListsRun) {
  const seeded =
    `${LIST_COUNTS.clients} clients, ${LIST_COUNTS.measurements} measurements, ${LIST_COUNTS.projects} ` +
    `projects, ${LIST_COUNTS.invoices} invoices, ${LIST_COUNTS.patterns} patterns`;
  console.log(`\nLists, one account with ${seeded} (seeded in ${pg ? `${pg.seedMs} ms on PostgreSQL, ` : ''}${lite.seedMs} ms on PGlite)`);
  console.log(
    `A page of ${PAGE} and a search (\`search=${TERM}\`) with ${CONNECTIONS} connections, 5 s each; goal p99 under 50 ms on PostgreSQL:`,
  );
  console.log('| request | PostgreSQL req/s | PostgreSQL p99 ms | PGlite req/s | PGlite p99 ms |');
  console.log('|---|---:|---:|---:|---:|');
  lite.pages.forEach((litePage, i) => {
    const pgPage = pg?.pages[i]?.figure ?? null;
    console.log(
      `| ${litePage.name} | ${pgPage?.rps ?? '-'} | ${cell(pgPage, 'p99')} | ${litePage.figure?.rps ?? '-'} | ${cell(litePage.figure, 'p99')} |`,
    );
  });
  console.log('\n| whole list | goal (PostgreSQL) | PostgreSQL | PGlite |');
  console.log('|---|---|---:|---:|');
  console.log(
    `| ${LIST_COUNTS.clients} clients, p50 ms (1 connection) | under 50 | ${pg?.wholeClients.p50 ?? '-'} | ${lite.wholeClients.p50} |`,
  );
  console.log(
    `| ${LIST_COUNTS.invoices} invoices, p50 ms (median of 5) | under 1,000 | ${pg?.wholeInvoices.p50 ?? '-'} | ${lite.wholeInvoices.p50} |`,
  );
  const mem = (m: ListsRun['memory']) => `${m.extraMb} (${m.beforeMb} → ${m.peakMb}, ${m.ms} ms)`;
  console.log(
    `| 4 × ${LIST_COUNTS.invoices} invoices at once, extra server RSS MB | under 150 | ${pg ? mem(pg.memory) : '-'} | ${mem(lite.memory)} |`,
  );
  console.log(
    `| /clients page in Chromium, navigation to first cards, ms (median of 5) | - | ${pg?.clientsPageMs ?? '-'} | ${lite.clientsPageMs} |`,
  );
}
