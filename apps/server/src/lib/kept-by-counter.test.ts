import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEpochs } from '../db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '../test/database.js';
import { countQueries } from '../test/query-count.js';
import { counterReader, KeptByCounter } from './kept-by-counter.js';

/**
 * The counter every signed-in request reads (decisions 168, 175): reads asked for together go as one
 * statement, and each still sees every change committed before it was asked for.
 */
let database: TestDatabase;
let read: (id: string) => Promise<number>;
const [a, b, none] = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(authEpochs).values([
    { userId: a, epoch: 1 },
    { userId: b, epoch: 5 },
  ]);
  read = counterReader(database.db, authEpochs, authEpochs.userId, authEpochs.epoch, 'test_epoch');
});
afterAll(() => database.close());

const raise = (id: string) =>
  database.db
    .update(authEpochs)
    .set({ epoch: sql`${authEpochs.epoch} + 1` })
    .where(eq(authEpochs.userId, id));

describe('counterReader', () => {
  it('answers reads asked together with one statement, each its own key, 0 for a key never counted', async () => {
    let values: number[] = [];
    const statements = await countQueries(database, async () => {
      values = await Promise.all([read(a), read(b), read(a), read(none)]);
    });
    expect(values).toEqual([1, 5, 1, 0]);
    expect(statements).toBe(1);
  });

  it('sees a change committed before the read was asked for, the next read and every read after', async () => {
    expect(await read(a)).toBe(1);
    await raise(a);
    expect(await read(a)).toBe(2);
    await raise(a);
    expect(await Promise.all([read(a), read(a)])).toEqual([3, 3]);
    expect(await read(b)).toBe(5);
  });

  it('reads asked in later turns go as their own statements', async () => {
    const statements = await countQueries(database, async () => {
      await read(a);
      await read(b);
    });
    expect(statements).toBe(2);
  });

  it('fails every read of a batch the database refused, and reads again afterwards', async () => {
    const results = await Promise.allSettled([read(a), read('not-a-uuid')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await read(b)).toBe(5);
  });
});

describe('KeptByCounter with a size bound (decision 177)', () => {
  it('keeps values within the bound, the least recently used going first, and none larger', () => {
    const kept = new KeptByCounter<{ bytes: number }>(10, { maxSize: 10, size: (v) => v.bytes });
    kept.set('a|monday', 1, { bytes: 4 });
    kept.set('a|tuesday', 1, { bytes: 4 });
    expect(kept.latest('a|monday')).toEqual({ counter: 1, value: { bytes: 4 } });
    expect(kept.get('a|monday', 2)).toBeUndefined();
    // Twelve in all is over ten: Tuesday's, read least recently, goes.
    kept.set('b|monday', 3, { bytes: 4 });
    expect(kept.latest('a|tuesday')).toBeUndefined();
    expect(kept.latest('a|monday')?.counter).toBe(1);
    // Larger than the bound: not kept, and the value it was to replace is not left standing.
    kept.set('a|monday', 2, { bytes: 11 });
    expect(kept.latest('a|monday')).toBeUndefined();
  });
});
