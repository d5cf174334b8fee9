import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshPostgres, type FreshPostgres } from '../test/fresh-postgres.js';
import { openDatabase } from './client.js';

/**
 * Decision 096: app processes started together on a fresh PostgreSQL database (an upgrade rolled
 * out to every machine, or compose's first start) each run the migrations at start. Under the
 * advisory lock one applies them and the others find nothing left; without it they raced and
 * all but one failed to start.
 */
let database: FreshPostgres;
beforeAll(async () => {
  database = await freshPostgres('atelier_migrate');
});
afterAll(async () => database.drop());

it('migrates a fresh database once when four processes open it at the same moment', async () => {
  const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: database.url })));
  for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
  expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'opened'))).toEqual(Array(4).fill('opened'));

  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const applied = await sql`select hash from drizzle.__drizzle_migrations`;
  // pg_locks lists the whole server's: only this database's count (other runs share the server).
  const locks = await sql`
    select count(*)::int as n from pg_locks
    where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
  await sql.end();
  const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'));
  expect(applied).toHaveLength((journal.entries as unknown[]).length);
  expect(new Set(applied.map((r) => r.hash)).size).toBe(applied.length);
  // The lock was given back: a later start (an upgrade) does not wait forever.
  expect(locks[0]!.n).toBe(0);
});
