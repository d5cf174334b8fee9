import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
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
  /** PostgreSQL only: how busy the connection pool is, for the metrics (decision 093). */
  pool?: PoolUse;
};

/** The pool's size and the queries and transactions sent to it and not yet answered. */
export type PoolUse = { max: number; inFlight: () => number };

/** Connections in the pool (postgres.js `max`). */
const POOL_MAX = 10;
/**
 * Decision 094: a database that is down or unreachable must turn into a 503 within 10 s, never a
 * hang. A new connection gives up after 5 s (postgres.js waits 30 s by default), and a statement
 * the server has not answered in 10 s is cancelled by the server itself; both errors are answered
 * 503 (lib/db-errors.ts). The migrations run on a connection of their own, without that limit.
 */
const CONNECT_TIMEOUT_S = 5;
const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * Counts what drizzle sends through the client: a query (`unsafe`) or a transaction (`begin`, which
 * holds one connection until it ends). postgres.js keeps its pool's queues to itself, so this count
 * against POOL_MAX is what says the pool is saturated (decision 093).
 */
function countInFlight(client: postgres.Sql): () => number {
  let inFlight = 0;
  const track = <T extends PromiseLike<unknown>>(pending: T): T => {
    inFlight += 1;
    const done = () => {
      inFlight -= 1;
    };
    pending.then(done, done);
    return pending;
  };
  const unsafe = client.unsafe.bind(client);
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.unsafe = ((...args: Parameters<typeof unsafe>) => track(unsafe(...args))) as typeof client.unsafe;
  client.begin = ((...args: unknown[]) => track(begin(...args))) as typeof client.begin;
  return () => inFlight;
}

// Resolves to src/db/migrations both from src/db (tsx, tests) and dist/db (built server).
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');

/**
 * The extensions search needs (decision 069), and btree_gist for the rentals' constraint that no
 * piece is held twice on one day (decision 222): PGlite loads them itself, PostgreSQL ships them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gist };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined = in memory (tests). */
  // `from`: an in-memory database started from a dumped data folder (the tests' migrated template).
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

/** The advisory lock key migrations hold on PostgreSQL (decision 096): any fixed number, the same in every process. */
const MIGRATION_LOCK_KEY = 4_242_096;

/**
 * Applies the migrations while holding a session advisory lock on a connection of its own (decision 096):
 * app processes started together on one database take turns, the first migrates and the others find
 * nothing left to apply. Drizzle's migrator alone reads the last migration and then applies the rest,
 * so two at once would both try the same migration and one would fail to start.
 */
async function migrateUnderLock(client: postgres.Sql, db: Parameters<typeof migratePostgres>[0]): Promise<void> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    lock.release();
  }
}

/** Opens the database and applies the committed migrations before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Two connections without the statement timeout: one holds the advisory lock, the other migrates (decisions 094, 096).
    const migrator = postgres(options.url, { max: 2, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_S });
    try {
      await migrateUnderLock(migrator, drizzlePostgres(migrator));
    } finally {
      await migrator.end();
    }
    const client = postgres(options.url, {
      max: POOL_MAX,
      onnotice: () => {},
      connect_timeout: CONNECT_TIMEOUT_S,
      connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
    });
    const inFlight = countInFlight(client);
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
      pool: { max: POOL_MAX, inFlight },
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
