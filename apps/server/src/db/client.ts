import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.js';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Checks the database answers (health endpoint). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

// Resolves to src/db/migrations both from src/db (tsx, tests) and dist/db (built server).
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** The extensions search needs (decision 069): PGlite loads them itself, PostgreSQL ships them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined = in memory (tests). */
  // `from`: an in-memory database started from a dumped data folder (the tests' migrated template).
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = new PGlite({
    extensions,
    ...(options.dataDir ? { dataDir: options.dataDir } : options.from ? { loadDataDir: options.from } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
