import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { openDatabase } from './client.js';

// Decision 094: the database going away and coming back, on real PostgreSQL. The app reaches it
// through a TCP proxy the test cuts (open connections dropped, new ones refused, as when PostgreSQL
// stops) and restores, so the shared server keeps running. PGlite runs inside the process and cannot
// go away, so this file runs in CI's PostgreSQL pass only: the server project includes
// *.postgres.test.ts when TEST_DATABASE_URL is set (vitest.config.ts).
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('outage.postgres.test.ts needs TEST_DATABASE_URL (a PostgreSQL server, as .ci/run sets it)');

let proxy: TcpProxy;
let t: TestApp;
let token = '';
let dropDatabase = async () => {};

beforeAll(async () => {
  const template = inject('databaseTemplate');
  const name = `atelier_outage_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  t = await createTestApp({}, { database });
  dropDatabase = async () => {
    await database.close();
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  ({ token } = await createVerifiedUser(t));
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await dropDatabase();
});

const clients = () => t.request({ method: 'GET', url: '/api/v1/clients', token });

describe('a database outage', () => {
  it('answers 503 in the envelope while the database is away, then serves again once it is back', async () => {
    expect((await clients()).statusCode).toBe(200);

    await proxy.cut();
    for (const read of [clients, clients]) {
      const started = Date.now();
      const res = await read();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        status_code: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      expect(res.headers['retry-after']).toBe('5');
    }
    // A write and a sign-in too: no 500 whatever the route.
    const write = await t.request({ method: 'POST', url: '/api/v1/clients', token, payload: { name: 'Ada Outage' } });
    expect(write.statusCode, write.body).toBe(503);
    const ready = await t.request({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', errors: [{ field: 'database' }] });
    // The address of the database is no one's business.
    expect(ready.body).not.toContain(String(proxy.port));

    await proxy.restore();
    const back = Date.now();
    let res = await clients();
    while (res.statusCode !== 200 && Date.now() - back < 15_000) {
      await new Promise((r) => setTimeout(r, 250));
      res = await clients();
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - back).toBeLessThan(15_000);
    expect((await t.request({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 within 10 s when the database host stops answering at all, and recovers', async () => {
    proxy.silence();
    const started = Date.now();
    const res = await clients();
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(10_000);

    await proxy.restore();
    const back = Date.now();
    let again = await clients();
    while (again.statusCode !== 200 && Date.now() - back < 15_000) {
      await new Promise((r) => setTimeout(r, 250));
      again = await clients();
    }
    expect(again.statusCode, again.body).toBe(200);
  });
});
