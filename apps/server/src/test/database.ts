import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';

/** The committed migrations, as openDatabase reads them. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

/** The migrated database the global setup made, which each test file copies (decision 066). */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI's PostgreSQL run), dropped afterwards.
 */
export type TestDatabase = Database & {
  /**
   * A second, independent connection pool to the same PostgreSQL database, as a second server
   * process has (two app instances must send each reminder once). PGlite is in-process
   * only: there the second instance shares the first one's database.
   */
  reopen?: () => Promise<Database>;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return openDatabase({ kind: 'pglite', ...(template?.kind === 'pglite' ? { from: new Blob([fs.readFileSync(template.file)]) } : {}) });
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  // A copy of the migrated template is a file copy on the server, far cheaper than migrating.
  await admin.unsafe(template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    reopen: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    close: async () => {
      await database.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
