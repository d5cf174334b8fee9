import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../../apps/server/src/db/client.js';
import { seedInvoices } from '../../apps/server/src/test/seed-invoices.js';
import { insertBatched, seedBusinessData, studioOf } from '../../apps/server/src/test/seed.js';
import type { Db } from '../../apps/server/src/db/client.js';
import { patterns } from '../../apps/server/src/db/schema/index.js';
import { startServer } from './server';
import { createBenchUser } from './user';

/** The lists data set: one account with every list at the size a busy studio reaches. */
export const LIST_COUNTS = { clients: 2000, measurements: 10_000, projects: 5000, invoices: 50_000, patterns: 400 };

export type ListAccount = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  options: DatabaseOptions;
  token: string;
  userId: string;
  seedMs: number;
  remove: () => void;
};

/** `count` patterns a day apart, every other one shared in the public library. */
async function seedPatterns(db: Db, userId: string, count: number) {
  const workspaceId = await studioOf(db, userId);
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now - (count - i) * 86_400_000);
    return { workspaceId, name: `Block ${i + 1}`, isPublic: i % 2 === 0, createdAt, updatedAt: createdAt };
  });
  await insertBatched(rows, (batch) => db.insert(patterns).values(batch));
}

/**
 * Makes a user through the API (then stops the server: PGlite serves one process at a time) and
 * seeds that user's clients, measurements, projects, invoices and patterns straight into the database.
 */
export async function seedListAccount(kind: 'pglite' | 'postgres', port: number, databaseUrl?: string): Promise<ListAccount> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-lists-${kind}-`));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const options: DatabaseOptions = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  try {
    const account = await createAccount(port, dataDir, env);
    const started = performance.now();
    const database = await openDatabase(options);
    try {
      const { clientIds } = await seedBusinessData(database.db, account.userId, LIST_COUNTS);
      await seedInvoices(database.db, account.userId, clientIds, LIST_COUNTS.invoices);
      await seedPatterns(database.db, account.userId, LIST_COUNTS.patterns);
      // Planner statistics as a running server has them (autovacuum, or the embedded database's refresh at start).
      await database.db.execute(sql`analyze`);
    } finally {
      await database.close();
    }
    const seedMs = Math.round(performance.now() - started);
    return { kind, dataDir, env, options, token: account.token, userId: account.userId, seedMs, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

async function createAccount(port: number, dataDir: string, env: Record<string, string>) {
  const server = await startServer({ port, dataDir, env });
  try {
    return await createBenchUser(server.url, dataDir);
  } finally {
    await server.stop();
  }
}
