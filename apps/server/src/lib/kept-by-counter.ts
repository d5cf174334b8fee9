import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import { preparedOnce } from './prepared-pages.js';

type Waiting = Map<string, { resolve: (counter: number) => void; reject: (err: unknown) => void }[]>;

/**
 * A counter's value now, read by its key (a uuid): 0 while nothing it counts ever changed. Reads
 * asked for in the same turn of the event loop go as one statement, prepared once (`name`), for all
 * their keys (decision 175): twenty requests of one studio at once make one read, not twenty. Each
 * read is sent after it was asked for, so it sees every change committed before; a batch only waits
 * for the requests already parsed in that turn.
 */
export function counterReader(db: Db, table: PgTable, key: PgColumn, counter: PgColumn, name: string): (id: string) => Promise<number> {
  const read = preparedOnce(name, (d) =>
    d
      .select({ key: sql<string>`${key}`, counter })
      .from(table)
      .where(sql`${key} = any(${sql.placeholder('ids')}::uuid[])`),
  );
  let waiting: Waiting | null = null;
  async function flush(batch: Waiting) {
    try {
      const rows = (await read(db, { ids: [...batch.keys()] })) as { key: string; counter: number }[];
      const found = new Map(rows.map((r) => [r.key, Number(r.counter)]));
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(found.get(id) ?? 0);
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  }
  return (id) =>
    new Promise<number>((resolve, reject) => {
      if (!waiting) {
        const batch: Waiting = new Map();
        waiting = batch;
        setImmediate(() => {
          waiting = null;
          void flush(batch);
        });
      }
      const waiters = waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(id, [{ resolve, reject }]);
    });
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

  /** At most `max` values; with `size`, also at most `maxSize` in all, a value larger than that never kept. */
  constructor(max: number, bound?: { maxSize: number; size: (value: V) => number }) {
    this.kept = bound
      ? new LRUCache({ max, maxSize: bound.maxSize, sizeCalculation: (kept) => Math.max(1, bound.size(kept.value)) })
      : new LRUCache({ max });
  }

  /** The value kept under `key` if it was kept under `counter`. */
  get(key: string, counter: number): V | undefined {
    const kept = this.kept.get(key);
    return kept && kept.counter === counter ? kept.value : undefined;
  }

  /** Keeps `value` under `key`, computed after `counter` was read. */
  set(key: string, counter: number, value: V): void {
    this.kept.set(key, { counter, value });
  }

  /** The value kept under `key` and the counter it was kept under, whatever that is. */
  latest(key: string): { counter: number; value: V } | undefined {
    return this.kept.get(key);
  }

  /** The value kept under `key`, whatever its counter. */
  peek(key: string): V | undefined {
    return this.kept.get(key)?.value;
  }

  /** The value kept under `key` if its counter is `counter`; otherwise computed and kept (nothing kept for undefined). */
  async read(key: string, counter: number, compute: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.get(key, counter);
    if (kept) return kept;
    const value = await compute();
    if (value === undefined) this.kept.delete(key);
    else this.set(key, counter, value);
    return value;
  }
}
