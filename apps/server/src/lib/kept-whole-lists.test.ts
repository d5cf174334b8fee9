import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEpochs } from '../db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '../test/database.js';
import { keptWholeLists, type KeptAnswer, type ListPart, type ListSource } from './kept-whole-lists.js';

/**
 * Decision 177, on a list of its own: records kept one by one beside a counter, the answer made again
 * from them after a change, in the list's order whatever order they were read in.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const part = (at: string, id: string, name: string): ListPart => ({ at, id, text: JSON.stringify({ id, name }) });
const text = (answer: KeptAnswer) => gunzipSync(Buffer.concat(answer.gzip)).toString('utf8');

/** A list whose records are in `rows`, read whole in `wholeOrder`; `since` names what a test says changed. */
function listOf(rows: Map<string, ListPart>, wholeOrder: (parts: ListPart[]) => ListPart[]) {
  const reads = { whole: 0, since: 0 };
  let named: string[] = [];
  const source: ListSource = {
    head: '{"rows":[',
    tail: ']}',
    async *whole() {
      reads.whole += 1;
      const all = wholeOrder([...rows.values()]);
      yield all.slice(0, 2);
      yield all.slice(2);
    },
    since: async () => {
      reads.since += 1;
      const parts = named.flatMap((id) => rows.get(id) ?? []);
      return { drop: named, parts };
    },
  };
  return { source, reads, change: (ids: string[]) => (named = ids) };
}

describe('keptWholeLists', () => {
  it('keeps the answer, and after a change reads again only what it named, in the list order', async () => {
    const studio = randomUUID();
    await database.db.insert(authEpochs).values({ userId: studio, epoch: 1 });
    const raise = () =>
      database.db
        .update(authEpochs)
        .set({ epoch: sql`${authEpochs.epoch} + 1` })
        .where(eq(authEpochs.userId, studio));
    const rows = new Map(
      [
        part('2026-01-03T00:00:00.000000Z', 'c', 'Chidi'),
        part('2026-01-02T00:00:00.000000Z', 'b', 'Bola'),
        part('2026-01-01T00:00:00.000000Z', 'a', 'Ada'),
      ].map((p) => [p.id, p]),
    );
    // Read whole oldest first: the answer is put in order all the same.
    const list = listOf(rows, (parts) => [...parts].reverse());
    const lists = keptWholeLists(database.db, authEpochs, authEpochs.userId, authEpochs.epoch, 'test_list_epoch', list.source);
    const names = async () => (JSON.parse(text(await lists(studio, 'monday'))) as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(await names()).toEqual(['Chidi', 'Bola', 'Ada']);
    expect(await names()).toEqual(['Chidi', 'Bola', 'Ada']);
    expect(list.reads).toEqual({ whole: 1, since: 0 });

    rows.set('b', part('2026-01-02T00:00:00.000000Z', 'b', 'Bọ́lá'));
    rows.set('d', part('2026-01-04T00:00:00.000000Z', 'd', 'Dayo'));
    rows.delete('a');
    list.change(['a', 'b', 'd']);
    await raise();
    expect(await names()).toEqual(['Dayo', 'Chidi', 'Bọ́lá']);
    expect(list.reads).toEqual({ whole: 1, since: 1 });
    // Another day: made again from what the source says differs, not read whole.
    list.change([]);
    expect(await lists(studio, 'tuesday')).toBeDefined();
    expect(list.reads).toEqual({ whole: 1, since: 2 });
    expect(await lists(studio, 'tuesday')).toBeDefined();
    expect(list.reads).toEqual({ whole: 1, since: 2 });
  });
});
