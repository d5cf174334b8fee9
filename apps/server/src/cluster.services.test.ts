import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type FreshPostgres } from './test/fresh-postgres.js';
import { outboxFor, uniqueEmail } from './test/harness.js';
import { requestFrom, roundRobinProxy } from './test/http-proxy.js';
import { startServer, type ServerProcess } from './test/server-process.js';

/**
 * The deploy's topology without Docker (decision 096): a reverse proxy, two app processes started
 * together on one fresh PostgreSQL database (so they also race to migrate it) and one Redis, each
 * process with its own DATA_DIR and the same JWT_SECRET, as compose.yaml runs them. What a user
 * depends on must not care which process answers.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'correct horse battery';

let database: FreshPostgres;
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cluster-'));

/** A client address of its own (see requestFrom): 127.<random>.<random>.<n>, fresh on every run. */
const run = [randomInt(1, 255), randomInt(0, 255)];
let clients = 0;
const newClient = () => `127.${run[0]}.${run[1]}.${++clients}`;

const viaProxy = (from: string, method: string, url: string, opts?: Parameters<typeof requestFrom>[4]) =>
  requestFrom(from, proxy.url, method, `/api/v1${url}`, opts);
/** Straight to one process, as the proxy would send it: the client's address in X-Forwarded-For. */
const direct = (i: number, from: string, method: string, url: string, opts: Parameters<typeof requestFrom>[4] = {}) =>
  requestFrom('127.0.0.1', servers[i]!.url, method, `/api/v1${url}`, { ...opts, headers: { 'x-forwarded-for': from } });

const mailsTo = (email: string) => dataDirs.flatMap((dir) => outboxFor(dir, email));

async function until<T>(what: string, probe: () => T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs up through the proxy, verifies with the mailed code (in whichever process's outbox) and signs in. */
async function account(plan: 'free' | 'premium' = 'free') {
  const from = newClient();
  const email = uniqueEmail('cluster');
  const body = { firstName: 'Cluster', lastName: 'Test', email, password: PASSWORD, agreeToTerms: true, selectedPlan: plan };
  expect((await viaProxy(from, 'POST', '/auth/signup', { body })).status).toBe(201);
  const otp = await until(
    'the sign-up code',
    () =>
      mailsTo(email)
        .at(-1)
        ?.match(/^\s+(\d{4})\s*$/m)?.[1],
  );
  expect((await viaProxy(from, 'POST', '/auth/verify-otp', { body: { email, otp } })).status).toBe(200);
  const signin = await viaProxy(from, 'POST', '/auth/signin', { body: { email, password: PASSWORD } });
  expect(signin.status).toBe(200);
  return { email, from, token: signin.body.data.token as string };
}

beforeAll(async () => {
  database = await freshPostgres('atelier_cluster');
  const webDir = path.join(root, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Atelier test shell</title>');
  for (const name of ['app1', 'app2']) dataDirs.push(path.join(root, name));
  // The proxy's address is the app's public address; its port is known before the apps start.
  const upstreams: string[] = [];
  proxy = await roundRobinProxy(upstreams);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    JWT_SECRET,
    TRUST_PROXY: '1',
    APP_URL: proxy.url,
    WEB_DIST_DIR: webDir,
    REMINDER_CHECK_SECONDS: '1',
  };
  const started = await Promise.allSettled(dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir })));
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  upstreams.push(...servers.map((s) => s.url));
  // Redis connects after the start; until then sign-in's limits would fail closed (decision 095).
  for (const s of servers) await until('redis ready', () => (/redis ready/.test(s.output()) ? true : undefined));
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.proc.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await proxy?.close();
  await database?.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('two app processes behind a proxy, one PostgreSQL, one Redis', () => {
  it('migrated the fresh database once though both processes started on it together', async () => {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const rows = await sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
    await sql.end();
    const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'db/migrations/meta/_journal.json'), 'utf8'));
    expect(rows).toHaveLength((journal.entries as unknown[]).length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('refuses the eleventh wrong password for one account on either process, the guesses alternating between them', async () => {
    const { email } = await account();
    const guesser = newClient();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await viaProxy(guesser, 'POST', '/auth/signin', { body: { email, password: `wrong password ${i}` } }));
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    expect(answers[10]!.status).toBe(429);
    // Straight to each process, from the same network: refused on both, even with the right password.
    for (const i of [0, 1])
      expect((await direct(i, guesser, 'POST', '/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(429);
  });

  it('finishes on one process a 2FA sign-in started on the other', async () => {
    const user = await account();
    const setup = await direct(0, user.from, 'POST', '/user/2fa/setup', { token: user.token });
    expect(setup.status).toBe(200);
    const secret = Secret.fromBase32(setup.body.data.secret as string);
    const code = (steps: number) =>
      new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret }).generate({ timestamp: Date.now() + steps * 30_000 });
    expect((await direct(1, user.from, 'PATCH', '/user/2fa', { token: user.token, body: { enable: true, code: code(0) } })).status).toBe(
      200,
    );

    const started = await direct(0, user.from, 'POST', '/auth/signin', { body: { email: user.email, password: PASSWORD } });
    expect(started.body.data).toMatchObject({ twoFactorRequired: true, challengeToken: expect.any(String) });
    // The current code was spent enabling 2FA; the next one is accepted.
    const body = { challengeToken: started.body.data.challengeToken, code: code(1) };
    const finished = await direct(1, user.from, 'POST', '/auth/2fa', { body });
    expect(finished.status).toBe(200);
    const token = finished.body.data.token as string;
    for (const i of [0, 1]) expect((await direct(i, user.from, 'GET', '/auth', { token })).status).toBe(200);
    // The challenge is spent for both processes.
    expect((await direct(0, user.from, 'POST', '/auth/2fa', { body })).status).not.toBe(200);
  });

  it('refuses on one process a session signed out on the other', async () => {
    const user = await account();
    for (const i of [0, 1]) expect((await direct(i, user.from, 'GET', '/auth', { token: user.token })).status).toBe(200);
    expect((await direct(0, user.from, 'POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expect((await direct(1, user.from, 'GET', '/auth', { token: user.token })).status).toBe(401);
    expect((await viaProxy(user.from, 'GET', '/auth', { token: user.token })).status).toBe(401);
    expect((await viaProxy(user.from, 'GET', '/auth', { token: user.token })).status).toBe(401);
  });

  it('answers on one process the name changed on the other, though it kept the session it checked before (decision 168)', async () => {
    const user = await account();
    const me = async (i: number) => (await direct(i, user.from, 'GET', '/auth', { token: user.token })).body.data.user.firstName as string;
    expect(await me(1)).toBe('Cluster');
    const renamed = await direct(0, user.from, 'PATCH', '/user/profile', { token: user.token, body: { firstName: 'Renée' } });
    expect(renamed.status).toBe(200);
    expect(await me(1)).toBe('Renée');
  });

  it('sends each appointment reminder once, though both processes look for due reminders every second', async () => {
    const user = await account('premium');
    const client = await viaProxy(user.from, 'POST', '/clients', { token: user.token, body: { name: 'Jane Doe' } });
    expect(client.status).toBe(201);
    const titles = ['Cluster fitting A', 'Cluster fitting B', 'Cluster fitting C'];
    for (const [i, title] of titles.entries()) {
      // Within the 24-hour lead: due at once.
      const start = new Date(Date.now() + (2 + i) * 3600_000);
      const body = {
        title,
        type: 'fitting',
        clientId: client.body.data.client.id,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3600_000).toISOString(),
      };
      expect((await viaProxy(user.from, 'POST', '/calendar', { token: user.token, body })).status).toBe(201);
    }
    const reminders = () => mailsTo(user.email).filter((m) => /^Subject: .*Cluster fitting/m.test(m));
    await until('the reminders', () => (reminders().length >= titles.length ? true : undefined));
    // Several more runs of both workers: nothing is sent again.
    await new Promise((r) => setTimeout(r, 3_000));
    const sent = reminders().map((m) => /Cluster fitting (\w)/.exec(m)![1]);
    expect(sent.sort()).toEqual(['A', 'B', 'C']);
  });

  it('rents a piece to exactly one of twenty counters asking for the same days at once on both processes (decision 222)', async () => {
    const user = await account('premium');
    const post = async (url: string, body: Record<string, unknown>, key: string) => {
      const res = await viaProxy(user.from, 'POST', url, { token: user.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data[key].id as string;
    };
    const designerId = await post('/suppliers', { name: 'Hugo Boss' }, 'supplier');
    const styleId = await post(
      '/designer-styles',
      { designerId, styleNumber: 'HB-40', name: 'Morning suit', sizes: ['40'] },
      'designerStyle',
    );
    const rental = { price: 89.5, period: 'weekend', deposit: 150, bufferDays: 1 };
    const pieceId = await post('/pieces', { styleId, size: '40', rental }, 'piece');
    const clientIds = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/clients', { name: `Groom ${i}` }, 'client')));
    const answers = await Promise.all(
      clientIds.map((clientId, i) =>
        direct(i % 2, user.from, 'POST', '/rentals', {
          token: user.token,
          // Overlapping days, each counter its own: every pair shares the 14th.
          body: {
            clientId,
            pickupDate: `2027-06-${String(10 + (i % 4)).padStart(2, '0')}`,
            returnDate: '2027-06-15',
            lines: [{ pieceId }],
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(new Set(['PIECE_RENTED']));
    const held = await viaProxy(user.from, 'GET', `/rentals?pieceId=${pieceId}`, { token: user.token });
    expect(held.body.data.rentals).toHaveLength(1);
  });
});
