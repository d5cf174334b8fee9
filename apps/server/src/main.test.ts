import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordInInches } from './test/generator-samples.js';
import { latestCode, uniqueEmail } from './test/harness.js';
import { call, runUntilDone, startServer, type ServerProcess } from './test/server-process.js';

// The server as its own process: what only a real start, signal and restart can show.
// A first PGlite start on an empty DATA_DIR creates the cluster (several seconds on a busy
// 2-core machine), hence the longer time limits here.
const PROCESS_TIMEOUT = 120_000;

const serverUrl = process.env.TEST_DATABASE_URL;
const kinds = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** A fresh PostgreSQL database for one server run, dropped afterwards. */
async function freshPostgres() {
  const name = `atelier_proc_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(serverUrl!, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

// PGlite and PostgreSQL runs are independent processes, data dirs and databases: side by side.
// Within one, the steps share a server and run in order.
describe.concurrent.each(kinds)('server process on %s', (kind) => {
  describe.sequential('steps in order', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-proc-'));
    const webDir = path.join(dataDir, 'web');
    const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST_DIR: webDir };
    let drop = async () => {};
    let server: ServerProcess | undefined;
    const email = uniqueEmail('proc');
    const password = 'correct horse battery';
    let token = '';

    beforeAll(async () => {
      fs.mkdirSync(webDir, { recursive: true });
      fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Atelier test shell</title>');
      if (kind === 'postgres') {
        const db = await freshPostgres();
        env.DATABASE_URL = db.url;
        drop = db.drop;
      }
    });
    afterAll(async () => {
      server?.proc.kill('SIGKILL');
      if (server) await server.exited;
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'keeps every answered write through kill -9',
      async () => {
        server = await startServer(env);
        const signup = await call(server.url, 'POST', '/api/v1/auth/signup', {
          firstName: 'Kill',
          lastName: 'Nine',
          email,
          password,
          agreeToTerms: true,
          selectedPlan: 'premium',
        });
        expect(signup.status, signup.text).toBe(201);
        const verify = await call(server.url, 'POST', '/api/v1/auth/verify-otp', { email, otp: latestCode(dataDir, email) });
        expect(verify.status, verify.text).toBe(200);
        const signin = await call(server.url, 'POST', '/api/v1/auth/signin', { email, password });
        expect(signin.status, signin.text).toBe(200);
        token = signin.json().data.token as string;

        // No chance to flush or close: the answered writes must already be on disk (or in PostgreSQL).
        server.proc.kill('SIGKILL');
        expect(await server.exited).toBe('SIGKILL');

        server = await startServer(env);
        const again = await call(server.url, 'POST', '/api/v1/auth/signup', {
          firstName: 'Kill',
          lastName: 'Nine',
          email,
          password: 'another password',
          agreeToTerms: true,
        });
        expect(again.status, again.text).toBe(409);
        expect(again.json().code).toBe('EMAIL_TAKEN');
        const signinAgain = await call(server.url, 'POST', '/api/v1/auth/signin', { email, password });
        expect(signinAgain.status, signinAgain.text).toBe(200);
        expect(signinAgain.json().data.user).toMatchObject({ isEmailVerified: true, plan: 'premium' });
      },
      PROCESS_TIMEOUT,
    );

    it('accepts a token issued before the restart: the generated JWT secret is kept in DATA_DIR', async () => {
      const secretFile = path.join(dataDir, 'jwt-secret');
      expect(fs.readFileSync(secretFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(secretFile).mode & 0o077).toBe(0); // readable by its owner only
      const me = await call(server!.url, 'GET', '/api/v1/auth', undefined, token);
      expect(me.status, me.text).toBe(200);
      expect(me.json().data.user.email).toBe(email);
    });

    it('answers deep links with the web app and unknown /api paths with JSON 404', async () => {
      const page = await call(server!.url, 'GET', '/login');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('Atelier test shell');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      const nested = await call(server!.url, 'GET', '/clients/123/edit?tab=2');
      expect(nested.text).toContain('Atelier test shell');

      const api = await call(server!.url, 'GET', '/api/v1/nope');
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      expect(api.json()).toMatchObject({ success: false, status_code: 404, code: 'NOT_FOUND' });
    });

    it(
      'draws an invoice PDF in its worker pool, the worker loaded as the process runs (decision 097)',
      async () => {
        const client = await call(server!.url, 'POST', '/api/v1/clients', { name: 'Grace Hopper' }, token);
        expect(client.status, client.text).toBe(201);
        const invoice = await call(
          server!.url,
          'POST',
          '/api/v1/invoices',
          {
            clientId: client.json().data.client.id,
            invoiceNumber: 'P-1',
            dueDate: '2030-01-01',
            items: [{ description: 'Hem', quantity: 1, rate: 2500 }],
          },
          token,
        );
        expect(invoice.status, invoice.text).toBe(201);
        const res = await fetch(`${server!.url}/api/v1/invoices/${invoice.json().data.invoice.id}/pdf`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(200);
        expect(
          Buffer.from(await res.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      },
      PROCESS_TIMEOUT,
    );

    it('serves an OpenAPI document listing the auth routes', async () => {
      const docs = await call(server!.url, 'GET', '/api/docs/json');
      expect(docs.status).toBe(200);
      const doc = docs.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths as object)).toEqual(
        expect.arrayContaining(['/api/v1/auth/signin', '/api/v1/auth/signup', '/api/v1/health']),
      );
      expect(doc.paths['/api/v1/auth/signin'].post).toBeDefined();
      const health = await call(server!.url, 'GET', '/api/v1/health');
      expect(health.json().data).toEqual({ status: 'ok', database: kind });
    });

    it(
      'finishes an in-flight request on SIGTERM, then exits with code 0 without waiting for idle clients',
      async () => {
        const s = server!;
        const body = JSON.stringify({ firstName: 'In', lastName: 'Flight', email: uniqueEmail('inflight'), password, agreeToTerms: true });
        const { port, hostname } = new URL(s.url);
        // Like a browser: keeps its connection open for reuse long after the answer.
        const agent = new http.Agent({ keepAlive: true, timeout: 120_000 });
        const response = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
          const req = http.request(
            {
              host: hostname,
              port,
              agent,
              method: 'POST',
              path: '/api/v1/auth/signup',
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
            },
          );
          req.on('error', reject);
          // Half the body now, the rest after SIGTERM: the request is surely in flight when the signal lands.
          req.write(body.slice(0, 20));
          setTimeout(() => {
            s.proc.kill('SIGTERM');
            setTimeout(() => req.end(body.slice(20)), 300);
          }, 300);
        });
        const res = await response;
        expect(res.status, res.body).toBe(201);
        expect(res.connection).toBe('close');
        const answeredAt = Date.now();
        expect(await s.exited).toBe(0);
        // The keep-alive timeout is 620 s (decision 060); an idle client must not hold the shutdown that long.
        expect(Date.now() - answeredAt).toBeLessThan(10_000);
        agent.destroy();
        expect(s.output()).toContain('shutting down');
        server = undefined;
      },
      PROCESS_TIMEOUT,
    );

    it(
      'answers a pattern PDF in flight when SIGTERM lands, then exits with code 0 within 10 s',
      async () => {
        const s = (server = await startServer(env));
        const signin = await call(s.url, 'POST', '/api/v1/auth/signin', { email, password });
        const auth = signin.json().data.token as string;
        const client = await call(s.url, 'POST', '/api/v1/clients', { name: 'Grace Hopper' }, auth);
        expect(client.status, client.text).toBe(201);
        const clientId = client.json().data.client.id as string;
        const measurements = await recordInInches('penelope');
        const record = await call(s.url, 'POST', '/api/v1/measurements', { clientId, garmentType: 'skirt', measurements }, auth);
        expect(record.status, record.text).toBe(201);
        const generate = await call(
          s.url,
          'POST',
          '/api/v1/patterns/generate',
          {
            clientId,
            measurementId: record.json().data.measurement.id,
            garmentType: 'Skirt',
            style: 'Formal',
            sizeRange: 'M-L',
            fabricType: 'Wool',
          },
          auth,
        );
        expect(generate.status, generate.text).toBe(201);
        const pdfPath = `/api/v1/patterns/${generate.json().data.pattern.id}/pdf`;

        const pdf = fetch(`${s.url}${pdfPath}`, { headers: { authorization: `Bearer ${auth}` } }).then(async (res) => ({
          status: res.status,
          type: res.headers.get('content-type'),
          bytes: Buffer.from(await res.arrayBuffer()),
        }));
        // The signal lands once the server has the request (its log says so), while it draws the PDF.
        const logged = s.output().length;
        while (!s.output().slice(logged).includes(pdfPath)) await new Promise((r) => setTimeout(r, 10));
        s.proc.kill('SIGTERM');
        const signalled = Date.now();
        const res = await pdf;
        expect(res.status).toBe(200);
        expect(res.type).toBe('application/pdf');
        expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(await s.exited).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(10_000);
        expect(s.output()).not.toContain('shutdown did not finish in time');
        server = undefined;
      },
      PROCESS_TIMEOUT,
    );
  });
});

// Three quick processes that only read the environment: run side by side.
describe.concurrent('server process with bad configuration', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
  ])(
    'stops with a non-zero exit and names %s=%s',
    async (name, value) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-badcfg-'));
      try {
        const { code, output } = await runUntilDone({ DATA_DIR: dataDir, [name]: value });
        expect(code).not.toBe(0);
        expect(typeof code).toBe('number');
        expect(output).toContain('Invalid configuration');
        expect(output).toContain(name);
        // Stopped before touching anything.
        expect(fs.readdirSync(dataDir)).toEqual([]);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    PROCESS_TIMEOUT,
  );
});
