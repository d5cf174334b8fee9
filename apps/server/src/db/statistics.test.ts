import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { BackgroundTasks } from '../lib/background.js';
import { sqlRows } from '../lib/sql-rows.js';
import { openDatabase, type Database } from './client.js';
import { startStatisticsRefresh } from './statistics.js';

// Always the embedded database, whichever database the other API tests run on: it is the one
// without autovacuum.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(async () => database.close());

/** pg_class.reltuples is -1 until a table is analyzed, then its estimated row count. */
async function estimatedRows(table: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(database.db, sql`select reltuples::float8 as n from pg_class where relname = ${table}`);
  return Number(row?.n);
}

describe('planner statistics on the embedded database (decision 046)', () => {
  it('are gathered by the server at start, since PGlite never analyzes a table by itself', async () => {
    await database.db.execute(sql`create table scratch as select n from generate_series(1, 500) as n`);
    expect(await estimatedRows('scratch')).toBe(-1);
    const background = new BackgroundTasks({ error: () => {} } as unknown as FastifyBaseLogger);
    const ctx = { database, db: database.db, background } as unknown as AppContext;
    const stop = startStatisticsRefresh(ctx, 60_000);
    stop();
    await background.idle();
    expect(await estimatedRows('scratch')).toBe(500);
  });
});
