import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, type DatabaseTemplate } from './database.js';
import { PGLITE_EXTENSIONS } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one database before the API tests start, which every test file then copies (decision 066):
 * running the migrations was most of the cost of a test file's fresh database (about 4 s of CPU
 * each on PGlite), paid once per file. Each file still gets its own database, and openDatabase still
 * runs the migrator on the copy, which finds nothing left to apply.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    // A checkpoint first, so no copy has WAL to replay when it starts.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-template-'));
    const file = path.join(dir, 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', file });
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const name = `atelier_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The template must have no open connection when a test file copies it, so this one ends here.
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
  await client.end();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
