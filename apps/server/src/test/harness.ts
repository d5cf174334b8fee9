import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Billing } from '../modules/subscriptions/billing-setup.js';
import { openTestDatabase, type TestDatabase } from './database.js';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Subscriptions' provider, state machine and service (the billing worker's tests run it at a chosen time). */
  billing: Billing;
  database: TestDatabase;
  dataDir: string;
  /** Injects a JSON request; `token` adds the bearer header. */
  request: (opts: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/**
 * Builds the real app on a real database with the real outbox mailer in a temporary DATA_DIR.
 * `env` overrides settings as the environment would. `shareDatabaseOf` reuses another test app's
 * database (left open on close), for a second configuration without paying for a second database.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    shareDatabaseOf?: TestApp;
    database?: TestDatabase;
    requestTimeoutMs?: number;
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The API tests stand for a test deployment on made-up public addresses (APP_URL=http://app.test),
    // where test payments must be allowed explicitly (decision 049); config.test.ts tests the refusal.
    ALLOW_TEST_PAYMENTS: 'true',
    ...env,
  });
  // A database passed in (shared or reopened) belongs to the caller, which closes it.
  const shared = opts.database ?? opts.shareDatabaseOf?.database;
  const database = shared ?? (await openTestDatabase());
  const { app, ctx, billing } = await buildApp({
    config,
    database,
    requestTimeoutMs: opts.requestTimeoutMs,
    // With a stream the server logs as in production (its serializers), at LOG_LEVEL from env.
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    ctx,
    billing,
    database,
    dataDir,
    request: async ({ token, headers, ...opts }) => {
      const res = await app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
      // Codes for forgot-password and resends are mailed after the answer; tests read them next.
      await ctx.background.idle();
      return res;
    },
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the .eml files the outbox mailer wrote for one address, oldest first. */
/**
 * Two apps on one database, as two processes behind a proxy are (decision 096): made before the
 * file's tests and closed after them. For what a process keeps beside a counter (decisions 168, 169).
 */
export function appsSharingOneDatabase(): { a: TestApp; b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await createTestApp();
    apps.b = await createTestApp({}, { shareDatabaseOf: apps.a });
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}

export function outboxFor(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
}

/** The 4-digit code of the latest mail to that address. */
export function latestCode(dataDir: string, email: string): string {
  const mails = outboxFor(dataDir, email);
  const last = mails.at(-1);
  const match = last?.match(/^\s+(\d{4})\s*$/m);
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

let counter = 0;
/** A unique address per call, so every test makes its own user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs up, verifies through the mailed code and signs in; returns the token and user. */
export async function createVerifiedUser(
  t: TestApp,
  opts: { plan?: 'free' | 'premium' | 'enterprise'; email?: string; password?: string; ip?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct horse battery';
  const remoteAddress = opts.ip ?? `10.9.${(counter >> 8) & 255}.${counter & 255}`;
  const signup = await t.request({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress,
    // The suites' studios work in Berlin, as their times assume; a browser sends its zone the same way (decision 129).
    payload: {
      firstName: 'Test',
      lastName: 'User',
      email,
      password,
      agreeToTerms: true,
      selectedPlan: opts.plan ?? 'free',
      timezone: 'Europe/Berlin',
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const verify = await t.request({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    remoteAddress,
    payload: { email, otp: latestCode(t.dataDir, email) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const signin = await t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress, payload: { email, password } });
  if (signin.statusCode !== 200) throw new Error(`signin failed: ${signin.body}`);
  const data = signin.json().data as { token: string; user: { id: string } };
  return { email, password, token: data.token, user: data.user };
}
