import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, type DatabaseOptions } from '../../apps/server/src/db/client.js';
import { seedBusinessData, type SeedCounts } from '../../apps/server/src/test/seed.js';
import { measure, type Figure } from './measure';
import { startServer } from './server';
import { createBenchUser } from './user';

/** The business data set: one user with 2,000 clients, 10,000 measurements and 5,000 projects. */
export const BUSINESS_COUNTS: SeedCounts = { clients: 2000, measurements: 10_000, projects: 5000 };

export type BusinessRun = { figures: Figure[]; seedMs: number; baseUrl: string; token: string; user: unknown; stop: () => Promise<void> };

/**
 * Starts the server, makes a user through the API, stops it, seeds that user's data straight into the
 * database (PGlite serves one process at a time), restarts, and measures the three list endpoints.
 * The server is left running for the browser measurement; call stop().
 */
export async function benchBusiness(kind: 'pglite' | 'postgres', port: number, databaseUrl?: string): Promise<BusinessRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-${kind}-`));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  let server = await startServer({ port, dataDir, env });
  const account = await createBenchUser(server.url, dataDir);
  const me = (await (await fetch(`${server.url}/api/v1/auth`, { headers: { authorization: `Bearer ${account.token}` } })).json()) as {
    data: { user: unknown };
  };
  await server.stop();

  const options: DatabaseOptions = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  const database = await openDatabase(options);
  const started = performance.now();
  await seedBusinessData(database.db, account.userId, BUSINESS_COUNTS);
  const seedMs = Math.round(performance.now() - started);
  await database.close();

  server = await startServer({ port, dataDir, env });
  const auth = { authorization: `Bearer ${account.token}` };
  const figures: Figure[] = [];
  for (const route of ['clients', 'measurements', 'projects']) {
    // One user's whole list is one page load; a single connection shows its latency without
    // the queueing ten parallel copies of the same multi-megabyte answer would add.
    figures.push(await measure(`GET /api/v1/${route} (${kind})`, `${server.url}/api/v1/${route}`, auth, 1));
  }
  const running = server;
  return {
    figures,
    seedMs,
    baseUrl: server.url,
    token: account.token,
    user: me.data.user,
    stop: async () => {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server the bench may use, or null when none answers. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `atelier_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch {
    await admin.end().catch(() => {});
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
