import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';

/**
 * A counter's value now, read by its key: 0 while nothing it counts ever changed. One statement, built
 * once per database (`name` is its prepared name).
 */
export function counterReader(db: Db, table: PgTable, key: PgColumn, counter: PgColumn, name: string): (id: string) => Promise<number> {
  const statement = db
    .select({ counter })
    .from(table)
    .where(eq(key, sql.placeholder('id')))
    .prepare(name);
  return async (id) => Number(((await statement.execute({ id })) as { counter: number }[])[0]?.counter ?? 0);
}

/**
 * Values a process keeps, each beside the counter it was computed under (decisions 168, 169). The
 * database raises the counter, by trigger, in the same transaction as any change the value was
 * computed from; so a value kept under the counter read now is still exact, whichever process or
 * statement made the last change. Read the counter before computing: a change committed between the
 * two leaves a value newer than its counter, computed again next time, never an old value under a
 * new counter.
 */
export class KeptByCounter<V extends object> {
  private readonly kept: LRUCache<string, { counter: number; value: V }>;

  constructor(max: number) {
    this.kept = new LRUCache({ max });
  }

  /** The value kept under `key`, whatever its counter. */
  peek(key: string): V | undefined {
    return this.kept.get(key)?.value;
  }

  /** The value kept under `key` if its counter is `counter`; otherwise computed and kept (nothing kept for undefined). */
  async read(key: string, counter: number, compute: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.kept.get(key);
    if (kept && kept.counter === counter) return kept.value;
    const value = await compute();
    if (value === undefined) this.kept.delete(key);
    else this.kept.set(key, { counter, value });
    return value;
  }
}
