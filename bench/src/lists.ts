import fs from 'node:fs';
import { measureClientsPage } from './browser';
import { startCheckedFloor } from './floor';
import { combined, measureRounds, ROUND_SECONDS, roundShares } from './floor-rounds';
import { LIST_PAGES, PAGE, TERM } from './floor-pages';
import { LIST_COUNTS, seedListAccount } from './list-account';
import { measure, type Figure } from './measure';
import { notMeasured } from './outcome';
import { startServer, type RunningServer } from './server';

/** What the `lists` section measures on one database (decision 071's goals beside each). */
export type ListsRun = {
  seedMs: number;
  /**
   * A page of 50 and a search per list, 20 connections, and the floor's (decision 168), each the
   * mean of two rounds with each round's share (decision 172); null where the answer was not a page.
   */
  pages: { name: string; figure: Figure | null; floor: Figure | null; shares: number[] }[];
  /** The rest is measured by the `lists` section, not by `floor` alone. */
  whole: WholeLists | null;
};

type WholeLists = {
  wholeClients: Figure;
  /** The first whole invoice list on a server just started: nothing kept, written whole. */
  firstInvoicesMs: number;
  /** Whole 50,000-invoice list, one request at a time: read again (kept, decision 176), and each right after a change. */
  wholeInvoices: { p50: number; runs: number[] };
  wholeInvoicesChanged: { p50: number; runs: number[] };
  /** The server's RSS while four whole invoice lists are answered at once: kept, and right after a change. */
  memory: Memory;
  memoryChanged: Memory;
  /** Null when the web app is not built (the bench run without `npm run build`). */
  clientsPageMs: number | null;
};

type Memory = { beforeMb: number; peakMb: number; extraMb: number; ms: number };

const CONNECTIONS = 20;

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
 * Each page's answer, kept for the floor's check, and whether it is a page: while a list answers
 * whole, 20 connections reading 50,000 invoices at once would measure memory, not a page, so that
 * list is left out and shown as such.
 */
async function readAnswers(api: string, auth: Record<string, string>): Promise<{ answers: Map<string, string>; measured: boolean[] }> {
  const answers = new Map<string, string>();
  const measured: boolean[] = [];
  for (const page of LIST_PAGES) {
    const { body } = await timedGet(`${api}${page.path}`, auth);
    answers.set(page.name, body);
    measured.push(((JSON.parse(body) as { data: Record<string, unknown[]> }).data[page.key] ?? []).length <= PAGE);
  }
  return { answers, measured };
}

/** Four whole invoice lists at once: the server's RSS sampled every 50 ms, peak minus the RSS before. */
async function invoiceMemory(server: RunningServer, api: string, auth: Record<string, string>): Promise<Memory> {
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

/** The whole lists, the memory under four whole invoice lists and the /clients page in Chromium. */
async function wholeLists(server: RunningServer, kind: string, token: string): Promise<WholeLists> {
  const auth = { authorization: `Bearer ${token}` };
  const api = `${server.url}/api/v1`;
  const me = (await (await fetch(`${api}/auth`, { headers: auth })).json()) as { data: { user: unknown } };
  const wholeClients = await measure(`whole clients (${LIST_COUNTS.clients})`, `${api}/clients`, auth, 1);
  // The first whole list warms the server (written whole: nothing kept yet); then the memory before the four is the resting one.
  const firstInvoices = await timedGet(`${api}/invoices`, auth);
  const wholeInvoices = await fiveRuns(() => timedGet(`${api}/invoices`, auth));
  const memory = await invoiceMemory(server, api, auth);
  // Right after a change only what it named is written again (decision 177): a client renamed, as at the counter.
  const change = await renamer(api, auth);
  const wholeInvoicesChanged = await fiveRuns(async () => {
    await change();
    return timedGet(`${api}/invoices`, auth);
  });
  await change();
  const memoryChanged = await invoiceMemory(server, api, auth);
  const clientsPageMs = await measureClientsPage(server.url, token, me.data.user).catch((err: unknown) => {
    notMeasured(`/clients page in Chromium (${kind})`, err);
    return null;
  });
  return { wholeClients, firstInvoicesMs: firstInvoices.ms, wholeInvoices, wholeInvoicesChanged, memory, memoryChanged, clientsPageMs };
}

/** Five timed runs, one at a time, and their median. */
async function fiveRuns(run: () => Promise<{ ms: number }>): Promise<{ p50: number; runs: number[] }> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) runs.push((await run()).ms);
  return { p50: [...runs].sort((a, b) => a - b)[2] ?? NaN, runs };
}

/** Renames the newest client, each call to a new name; throws unless the API took it. */
async function renamer(api: string, auth: Record<string, string>): Promise<() => Promise<void>> {
  const listed = (await (await fetch(`${api}/clients?limit=1`, { headers: auth })).json()) as {
    data: { clients: { id: string; name: string }[] };
  };
  const client = listed.data.clients[0];
  if (!client) throw new Error('no client to rename');
  let n = 0;
  return async () => {
    n += 1;
    const res = await fetch(`${api}/clients/${client.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${client.name} ${n}` }),
    });
    if (!res.ok) throw new Error(`renaming a client: ${res.status}`);
  };
}

/**
 * The `lists` section on one database: seeds one account with every list at a busy studio's size
 * (LIST_COUNTS), then measures a page of 50 of every list and a search per searchable list, 20
 * connections, in two rounds beside the floor of each (decisions 168, 172). With `whole`, also the
 * whole client list (one connection), the whole invoice list (median of 5, one at a time), the
 * server's extra memory while four whole invoice lists are answered at once, and the /clients page.
 */
export async function benchLists(kind: 'pglite' | 'postgres', port: number, databaseUrl?: string, whole = true): Promise<ListsRun> {
  const account = await seedListAccount(kind, port, databaseUrl);
  try {
    const auth = { authorization: `Bearer ${account.token}` };
    // The first start reads each page's answer, for the floor's check and to know which lists are pages.
    const seen: { read?: Awaited<ReturnType<typeof readAnswers>>; server?: RunningServer } = {};
    const startApp = async () => {
      const server = await startServer({ port, dataDir: account.dataDir, env: account.env });
      const api = `${server.url}/api/v1`;
      seen.server = server;
      seen.read ??= await readAnswers(api, auth);
      return { url: server.url, api, stop: server.stop };
    };
    // The floor on its own port: on PostgreSQL it runs beside the app.
    const rounds = await measureRounds({
      together: kind === 'postgres',
      startApp,
      startFloor: () => startCheckedFloor(account, port + 20, seen.read?.answers ?? new Map()),
      auth,
      isPage: (i) => seen.read?.measured[i] ?? false,
      connections: CONNECTIONS,
    });
    let rest: WholeLists | null = null;
    try {
      if (whole && seen.server) rest = await wholeLists(seen.server, kind, account.token);
    } finally {
      await rounds.app.stop();
    }
    const pages = rounds.pages.map((p) => ({
      name: p.name,
      figure: combined(p.name, p.app),
      floor: combined(`${p.name} floor`, p.floor),
      shares: roundShares(p),
    }));
    return { seedMs: account.seedMs, pages, whole: rest };
  } finally {
    account.remove();
  }
}

const cell = (f: Figure | null, what: 'p50' | 'p99') => (f ? `${f[what]}${f.errors ? ` (${f.errors} errors)` : ''}` : 'answers whole');

/** The share of its floor's rate a page reached, against the goal (decision 168). */
export const FLOOR_GOAL = 0.6;
const ratio = (page: ListsRun['pages'][number] | undefined) => {
  if (!page?.figure || !page.floor?.rps) return '-';
  const r = page.figure.rps / page.floor.rps;
  return `${r.toFixed(2)}${r >= FLOOR_GOAL ? '' : ' (NOT met)'}`;
};

/** Each page beside its floor on both databases, with each round's share (decisions 168, 172). */
export function printPages(pg: ListsRun | null, lite: ListsRun) {
  console.log(
    `\nA page of ${PAGE} and a search (\`search=${TERM}\`) beside its floor (the same statements and JSON in a bare Fastify ` +
      `process, decision 168), ${CONNECTIONS} connections, two rounds of ${ROUND_SECONDS} s a side in the order app, floor, ` +
      `floor, app (decision 172); goal: at least ${FLOOR_GOAL} of the floor's req/s on both databases`,
  );
  const head = (db: string) => `${db} req/s | ${db} floor req/s | ${db} share (rounds) | ${db} p99 ms | ${db} floor p99 ms`;
  console.log(`| request | ${head('PostgreSQL')} | ${head('PGlite')} |`);
  console.log(`|---|${'---:|'.repeat(10)}`);
  const cells = (page: ListsRun['pages'][number] | undefined) => {
    const p99s = `${page ? cell(page.figure, 'p99') : '-'} | ${page?.floor ? cell(page.floor, 'p99') : '-'}`;
    const rounds = page?.shares.length ? ` (${page.shares.map((r) => r.toFixed(2)).join(', ')})` : '';
    return `${page?.figure?.rps ?? '-'} | ${page?.floor?.rps ?? '-'} | ${ratio(page)}${rounds} | ${p99s}`;
  };
  lite.pages.forEach((litePage, i) => console.log(`| ${litePage.name} | ${cells(pg?.pages[i])} | ${cells(litePage)} |`));
}

/** Whether every page reached its share of the floor on every database measured. */
export function pagesMeetFloor(runs: (ListsRun | null)[]): boolean {
  return runs.every((run) => !run || run.pages.every((p) => p.figure && p.floor && p.figure.rps >= FLOOR_GOAL * p.floor.rps));
}

/** PostgreSQL's figures with PGlite's beside them, against the goals. */
export function printLists(pg: ListsRun | null, lite: ListsRun) {
  const seeded =
    `${LIST_COUNTS.clients} clients, ${LIST_COUNTS.measurements} measurements, ${LIST_COUNTS.projects} ` +
    `projects, ${LIST_COUNTS.invoices} invoices, ${LIST_COUNTS.patterns} patterns`;
  console.log(`\nLists, one account with ${seeded} (seeded in ${pg ? `${pg.seedMs} ms on PostgreSQL, ` : ''}${lite.seedMs} ms on PGlite)`);
  printPages(pg, lite);
  const [pgWhole, liteWhole] = [pg?.whole ?? null, lite.whole];
  if (!liteWhole) return;
  console.log('\n| whole list | goal | PostgreSQL | PGlite |');
  console.log('|---|---|---:|---:|');
  const row = (what: string, goal: string, cell: (w: WholeLists) => string | number | null) =>
    console.log(`| ${what} | ${goal} | ${pgWhole ? (cell(pgWhole) ?? '-') : '-'} | ${cell(liteWhole) ?? '-'} |`);
  const invoices = `${LIST_COUNTS.invoices} invoices`;
  const invoicesGoal = 'under 1,000 on PostgreSQL, 2,000 on PGlite';
  row(`${LIST_COUNTS.clients} clients, p50 ms (1 connection)`, 'under 50 on PostgreSQL', (w) => w.wholeClients.p50);
  row(`${invoices} read again, p50 ms (median of 5, kept: decision 176)`, invoicesGoal, (w) => w.wholeInvoices.p50);
  row(
    `${invoices} right after a client is renamed, p50 ms (median of 5, made again where it changed: decision 177)`,
    invoicesGoal,
    (w) => w.wholeInvoicesChanged.p50,
  );
  row(`${invoices}, first read on a server just started (once, written whole)`, '-', (w) => w.firstInvoicesMs);
  const mem = (m: Memory) => `${m.extraMb} (${m.beforeMb} → ${m.peakMb}, ${m.ms} ms)`;
  row(`4 × ${invoices} at once, kept, extra server RSS MB`, 'under 150', (w) => mem(w.memory));
  row(`4 × ${invoices} at once after a change, extra server RSS MB`, 'under 150', (w) => mem(w.memoryChanged));
  row('/clients page in Chromium, navigation to first cards, ms (median of 5)', '-', (w) => w.clientsPageMs);
}
