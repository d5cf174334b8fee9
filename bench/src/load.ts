import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { roundRobinProxy } from '../../apps/server/src/test/http-proxy.js';
import { freshPostgresDatabase } from './business';
import { startServer, type RunningServer } from './server';
import { createBenchUser } from './user';

/** 200 users for 60 s by default (decision 168); LOAD_USERS and LOAD_SECONDS shorten a trial run (decision 097). */
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/**
 * A person reads a page or fills a form before the next click: 2–8 s between one user's requests
 * (decision 169; it was 100–500 ms, three clicks a second each, which measured queueing, not people).
 */
const thinkMs = () => 2000 + Math.random() * 6000;
/** The capacity run: the same mix with no pause, so the table says how far the people are from the machine's limit. */
const CAPACITY_USERS = 20;
const CAPACITY_SECONDS = Number(process.env.LOAD_CAPACITY_SECONDS ?? 20);
/**
 * Before the clock, the same mix with no pause for a few seconds: a server that has run for a day has
 * compiled its code and started its PDF workers; a run of fresh processes measured that start as its p99.
 */
const WARM_SECONDS = 5;
const P99_GOAL_MS = 300;
const PASSWORD = 'bench-password-123';

type User = { email: string; token: string; clientId: string; invoiceId: string; n: number };
/** `status`: the HTTP status, 0 when no answer came (the connection failed). */
type Sample = { kind: string; ms: number; status: number };
const okStatus = (status: number) => status >= 200 && status < 300;

async function call(
  base: string,
  user: User,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const type = res.headers.get('content-type') ?? '';
  const json = type.includes('json') ? ((await res.json()) as { data: Record<string, unknown> }) : (await res.arrayBuffer(), { data: {} });
  return { status: res.status, data: json.data ?? {} };
}

const month = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return `startDate=${first.toISOString().slice(0, 10)}&endDate=${last.toISOString().slice(0, 10)}`;
};

/** The mix of one user's clicks, by weight: mostly reading lists and pages, some writing, a few PDFs and sign-ins. */
const ACTIONS: { kind: string; weight: number; run: (base: string, u: User) => Promise<number> }[] = [
  { kind: 'GET /dashboard/stats', weight: 3, run: async (b, u) => (await call(b, u, 'GET', '/dashboard/stats')).status },
  { kind: 'GET /clients', weight: 4, run: async (b, u) => (await call(b, u, 'GET', '/clients')).status },
  { kind: 'GET /clients/:id', weight: 3, run: async (b, u) => (await call(b, u, 'GET', `/clients/${u.clientId}`)).status },
  { kind: 'GET /projects', weight: 3, run: async (b, u) => (await call(b, u, 'GET', '/projects')).status },
  { kind: 'GET /invoices', weight: 3, run: async (b, u) => (await call(b, u, 'GET', '/invoices')).status },
  { kind: 'GET /calendar (month)', weight: 3, run: async (b, u) => (await call(b, u, 'GET', `/calendar?${month()}`)).status },
  {
    kind: 'POST /clients',
    weight: 2,
    run: async (b, u) => (await call(b, u, 'POST', '/clients', { name: `Client ${u.n++}`, email: `c${u.n}@example.com` })).status,
  },
  {
    kind: 'PATCH /clients/:id',
    weight: 2,
    run: async (b, u) => (await call(b, u, 'PATCH', `/clients/${u.clientId}`, { notes: `Visit ${u.n++}` })).status,
  },
  {
    kind: 'POST /invoices',
    weight: 1,
    run: async (b, u) =>
      (
        await call(b, u, 'POST', '/invoices', {
          clientId: u.clientId,
          invoiceNumber: `L-${u.n++}`,
          dueDate: '2030-01-01',
          items: [{ description: 'Alteration', quantity: 1, rate: 4500 }],
        })
      ).status,
  },
  { kind: 'GET /invoices/:id/pdf', weight: 1, run: async (b, u) => (await call(b, u, 'GET', `/invoices/${u.invoiceId}/pdf`)).status },
  {
    kind: 'POST /auth/signin',
    weight: 1,
    run: async (b, u) => {
      const res = await fetch(`${b}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: u.email, password: PASSWORD }),
      });
      await res.arrayBuffer();
      return res.status;
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((n, a) => n + a.weight, 0);

function pick() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const a of ACTIONS) if ((r -= a.weight) < 0) return a;
  return ACTIONS[0]!;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each simulated user clicks, waits, clicks again until the time is up. People do not all click in
 * the same millisecond: each starts somewhere within one pause. `think` 0 is the capacity run.
 */
async function drive(base: string, users: User[], seconds: number, think: () => number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    users.map(async (u) => {
      await pause(Math.random() * think());
      while (Date.now() < end) {
        const action = pick();
        const started = performance.now();
        const status = await action.run(base, u).catch(() => 0);
        samples.push({ kind: action.kind, ms: performance.now() - started, status });
        const wait = think();
        if (wait > 0) await pause(wait);
      }
    }),
  );
  return samples;
}

const rssMiB = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};

/** The users and the records they click on, made through the API before the clock starts. */
async function seedUsers(base: string, dataDir: string): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < USERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, USERS - i) }, async (_, j) => {
      const made = await createBenchUser(base, dataDir, 'premium', `load-${i + j}-${Date.now().toString(36)}@example.com`);
      const u: User = { email: made.email, token: made.token, clientId: '', invoiceId: '', n: 1 };
      u.clientId = ((await call(base, u, 'POST', '/clients', { name: 'Grace Hopper' })).data.client as { id: string }).id;
      const invoice = await call(base, u, 'POST', '/invoices', {
        clientId: u.clientId,
        invoiceNumber: 'L-0',
        dueDate: '2030-01-01',
        items: [{ description: 'Wedding gown', quantity: 1, rate: 120000 }],
      });
      u.invoiceId = (invoice.data.invoice as { id: string }).id;
      return u;
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** How many failed, and with which statuses: `2 (429 ×1, 0 ×1)`; 0 for a connection that failed. */
function failures(samples: Sample[]): string {
  const failed = samples.filter((s) => !okStatus(s.status));
  if (failed.length === 0) return '0';
  const by = new Map<number, number>();
  for (const f of failed) by.set(f.status, (by.get(f.status) ?? 0) + 1);
  return `${failed.length} (${[...by].map(([status, n]) => `${status} ×${n}`).join(', ')})`;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

function printLoad(title: string, samples: Sample[], rss: { before: number[]; after: number[] }) {
  console.log(`${title}: ${USERS} users, ${SECONDS} s, ${samples.length} requests (${(samples.length / SECONDS).toFixed(1)} a second)`);
  console.log('| request | count | errors | p50 ms | p99 ms | max ms | goal |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const { kind } of ACTIONS) {
    const mine = samples.filter((s) => s.kind === kind);
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    const errors = failures(mine);
    const p99 = percentile(ms, 99);
    const pdf = kind.endsWith('/pdf');
    const met = errors === '0' && (pdf || p99 < P99_GOAL_MS);
    const goal = pdf ? (errors === '0' ? 'met (0 errors; no time goal)' : 'NOT met') : met ? 'met' : 'NOT met';
    console.log(
      `| ${kind} | ${mine.length} | ${errors} | ${Math.round(percentile(ms, 50))} | ${Math.round(p99)} | ${Math.round(ms.at(-1) ?? 0)} | ${goal} |`,
    );
  }
  console.log(
    `load average after ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`server RSS before → after: ${rss.before.map((b, i) => `${b} → ${rss.after[i]} MiB`).join(', ')}`);
}

async function measureRun(title: string, base: string, servers: RunningServer[], users: User[]) {
  const before = servers.map((s) => rssMiB(s.pid));
  // The machine may be shared: its load says how much of the cores the server had.
  console.log(
    `\n${title}: load average before ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await drive(base, users.slice(0, CAPACITY_USERS), WARM_SECONDS, () => 0);
  const samples = await drive(base, users, SECONDS, thinkMs);
  printLoad(title, samples, { before, after: servers.map((s) => rssMiB(s.pid)) });
  const capacity = await drive(base, users.slice(0, CAPACITY_USERS), CAPACITY_SECONDS, () => 0);
  const errors = failures(capacity);
  const rate = (capacity.length / CAPACITY_SECONDS).toFixed(1);
  console.log(
    `capacity (the same mix, ${CAPACITY_USERS} users with no pause, ${CAPACITY_SECONDS} s): ${rate} requests a second, ${errors} errors`,
  );
}

/**
 * `BENCH_ONLY=load`: simulated users on PostgreSQL against one process, then against two behind
 * the proxy sharing the database and Redis (decision 097). Goals are printed, never enforced.
 */
export async function benchLoad(port: number) {
  // Load is PostgreSQL's alone: without a server it says it skipped, or fails the run when one was named.
  const database = await freshPostgresDatabase('load');
  if (!database) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-load-'));
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'load-bench-secret-load-bench-secret-0123456789' };
  const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  try {
    const one = await startServer({ port, dataDir, env });
    let users: User[];
    try {
      users = await seedUsers(one.url, dataDir);
      await measureRun('Load, one process (PostgreSQL)', one.url, [one], users);
    } finally {
      await one.stop();
    }
    // Two processes on one database and one Redis, behind the proxy; started one after the other so one runs the migrations.
    const a = await startServer({ port: port + 1, dataDir, env: { ...env, REDIS_URL: redis } });
    const b = await startServer({ port: port + 2, dataDir, env: { ...env, REDIS_URL: redis } }).catch(async (err: unknown) => {
      await a.stop();
      throw err;
    });
    // The cluster test's round-robin proxy (decision 096), as nginx in compose.yaml.
    const proxy = await roundRobinProxy([a.url, b.url]);
    try {
      await measureRun('Load, two processes behind the proxy (PostgreSQL, Redis)', proxy.url, [a, b], users);
    } finally {
      await proxy.close();
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
