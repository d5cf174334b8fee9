import { clientSchema, invoiceSchema, measurementSchema, patternSchema, projectSchema } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { encodeCursor } from '../lib/pages.js';
import { sqlRows } from '../lib/sql-rows.js';
import { expectErrorEnvelope } from '../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { studioOf } from '../test/seed.js';

/**
 * Every list pages the same way (decision 069): newest first by keyset, each record once while
 * records come and go between page reads, bad limits and cursors refused by name, the whole list
 * unchanged without `limit`.
 */
let t: TestApp;
type Studio = { token: string; workspaceId: string; clientId: string };
let studio: Studio;
let other: Studio;

type List = {
  name: string;
  /** The list a cursor is made for (lib/pages.ts scope). */
  cursorList: string;
  url: string;
  key: string;
  item: z.ZodObject;
  table: string;
  /** The keyset time column. */
  at: string;
  /** Which rows of the table the list shows. */
  scope: (s: Studio) => ReturnType<typeof sql>;
  /** A filter every record passes: read by the list's own query, not its prepared pages (decision 174). */
  everything: string;
  /** Inserts `count` records whose times begin at `from` seconds after 2026-01-01, some sharing a time. */
  seed: (s: Studio, count: number, from: number) => Promise<void>;
};

const time = (from: number) =>
  sql.raw(`timestamptz '2026-01-01T00:00:00Z' + ((g / 3 + ${from}) * interval '1 second') + (g % 2) * interval '1 microsecond'`);

const LISTS: List[] = [
  {
    name: 'clients',
    everything: 'status=active',
    cursorList: 'clients',
    url: '/clients',
    key: 'clients',
    item: clientSchema,
    table: 'clients',
    at: 'created_at',
    scope: (s) => sql`workspace_id = ${s.workspaceId}`,
    seed: (s, n, from) =>
      run(sql`insert into clients (id, workspace_id, name, email, created_at, updated_at)
        select gen_random_uuid(), ${s.workspaceId}, 'Client ' || g, 'c' || g || '@example.com', ${time(from)}, now() from generate_series(1, ${n}) g`),
  },
  {
    name: 'measurements',
    everything: 'garmentType=dress',
    cursorList: 'measurements',
    url: '/measurements',
    key: 'measurements',
    item: measurementSchema,
    table: 'measurements',
    at: 'created_at',
    scope: (s) => sql`workspace_id = ${s.workspaceId}`,
    seed: (s, n, from) =>
      run(sql`insert into measurements (id, workspace_id, client_id, garment_type, values, created_at, updated_at)
        select gen_random_uuid(), ${s.workspaceId}, ${s.clientId}, 'dress', '[]'::jsonb, ${time(from)}, now() from generate_series(1, ${n}) g`),
  },
  {
    name: 'projects',
    everything: 'status=planning',
    cursorList: 'projects',
    url: '/projects',
    key: 'projects',
    item: projectSchema,
    table: 'projects',
    at: 'created_at',
    scope: (s) => sql`workspace_id = ${s.workspaceId}`,
    seed: (s, n, from) =>
      run(sql`insert into projects (id, workspace_id, client_id, name, type, code, created_at, updated_at)
        select gen_random_uuid(), ${s.workspaceId}, ${s.clientId}, 'Project ' || g, 'Suit', 'T-' || gen_random_uuid(), ${time(from)}, now()
        from generate_series(1, ${n}) g`),
  },
  {
    name: 'invoices',
    everything: 'status=draft',
    cursorList: 'invoices',
    url: '/invoices',
    key: 'invoices',
    item: invoiceSchema,
    table: 'invoices',
    at: 'created_at',
    scope: (s) => sql`workspace_id = ${s.workspaceId}`,
    seed: (s, n, from) =>
      run(sql`insert into invoices
          (id, workspace_id, client_id, invoice_number, due_date, currency, subtotal_cents, tax_cents, total_cents, created_at, updated_at)
        select gen_random_uuid(), ${s.workspaceId}, ${s.clientId}, 'P-${sql.raw(String(from))}-' || g, '2026-12-01', 'USD', 0, 0, 0, ${time(from)}, now()
        from generate_series(1, ${n}) g`),
  },
  {
    name: 'patterns',
    // Its own and its shared patterns ('Shared …') both hold an a.
    everything: 'search=a',
    cursorList: 'patterns',
    url: '/patterns',
    key: 'patterns',
    item: patternSchema,
    table: 'patterns',
    at: 'created_at',
    scope: (s) => sql`workspace_id = ${s.workspaceId}`,
    seed: (s, n, from) =>
      run(sql`insert into patterns (id, workspace_id, name, created_at, updated_at)
        select gen_random_uuid(), ${s.workspaceId}, 'Pattern ' || g, ${time(from)}, now() from generate_series(1, ${n}) g`),
  },
  {
    name: 'public patterns',
    everything: 'search=shared',
    cursorList: 'public-patterns',
    url: '/patterns/public',
    key: 'patterns',
    item: patternSchema,
    table: 'patterns',
    at: 'made_public_at',
    scope: () => sql`is_public`,
    seed: (s, n, from) =>
      run(sql`insert into patterns (id, workspace_id, name, is_public, made_public_at, created_at, updated_at)
        select gen_random_uuid(), ${s.workspaceId}, 'Shared ' || g, true, ${time(from)}, now() - g * interval '1 day', now()
        from generate_series(1, ${n}) g`),
  },
];

async function run(query: ReturnType<typeof sql>) {
  await t.ctx.db.execute(query);
}

async function get(s: Studio, url: string) {
  const res = await t.request({ method: 'GET', url: `/api/v1${url}`, token: s.token });
  return { status: res.statusCode, body: res.json() as { data: Record<string, unknown>; errors?: { field: string }[] } };
}

async function page(s: Studio, list: List, query: string) {
  const res = await get(s, `${list.url}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { items: res.body.data[list.key] as { id: string }[], next: res.body.data.nextCursor as string | null };
}

/** The ids the list should show now, in its order (newest first, then id). */
async function expectedIds(s: Studio, list: List): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    t.ctx.db,
    sql`select id from ${sql.identifier(list.table)} where ${list.scope(s)} order by ${sql.identifier(list.at)} desc, id desc`,
  );
  return rows.map((r) => r.id);
}

async function makeStudio(): Promise<Studio> {
  const user = await createVerifiedUser(t, { plan: 'enterprise' });
  const workspaceId = await studioOf(t.ctx.db, user.user.id);
  const client = await t.request({ method: 'POST', url: '/api/v1/clients', token: user.token, payload: { name: 'Zoë Adébáyọ̀' } });
  return { token: user.token, workspaceId, clientId: (client.json() as { data: { client: { id: string } } }).data.client.id };
}

beforeAll(async () => {
  t = await createTestApp();
  studio = await makeStudio();
  other = await makeStudio();
  for (const list of LISTS) await list.seed(studio, 250, 0);
});
afterAll(() => t.close());

describe.each(LISTS)('$name pages', (list) => {
  it('walks every record once, newest first, while records are added and deleted between pages', async () => {
    const before = await expectedIds(studio, list);
    // 250 seeded (the library's lose a few to the own-patterns walk, which deletes from the same table).
    expect(before.length).toBeGreaterThanOrEqual(200);
    const seen: string[] = [];
    const gone = new Set<string>();
    let cursor: string | null = null;
    let round = 0;
    do {
      const { items, next }: { items: { id: string }[]; next: string | null } = await page(
        studio,
        list,
        `limit=40${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(items.length).toBeLessThanOrEqual(40);
      seen.push(...items.map((i) => i.id));
      cursor = next;
      // Between pages: a newer record arrives (in 2029, newer than any seeded), one not yet seen and one already seen are deleted.
      round += 1;
      await list.seed(studio, 1, 100_000_000 + round);
      const unseen = before.filter((id) => !seen.includes(id) && !gone.has(id));
      const victim = unseen[Math.floor(unseen.length / 2)];
      if (victim) {
        gone.add(victim);
        await run(sql`delete from ${sql.identifier(list.table)} where id = ${victim}`);
      }
      const seenVictim = seen[round];
      if (seenVictim) await run(sql`delete from ${sql.identifier(list.table)} where id = ${seenVictim}`);
    } while (cursor);
    expect(seen).toEqual(before.filter((id) => !gone.has(id)));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers the whole list without limit, as before: every record, the same items as the pages, no cursor', async () => {
    const whole = await get(studio, list.url);
    expect(whole.status).toBe(200);
    expect(whole.body.data).not.toHaveProperty('nextCursor');
    const all = whole.body.data[list.key] as Record<string, unknown>[];
    const paged: unknown[] = [];
    let cursor: string | null = null;
    do {
      const { items, next }: { items: unknown[]; next: string | null } = await page(
        studio,
        list,
        `limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...items);
      cursor = next;
    } while (cursor);
    const expected = await expectedIds(studio, list);
    if (list.name === 'public patterns') expect(all.map((i) => i.id)).toEqual(expected.slice(0, 500));
    else expect(all.map((i) => i.id)).toEqual(expected);
    expect(all).toEqual(paged.slice(0, all.length));
    // Exactly the declared item: nothing more, nothing less.
    for (const item of all.slice(0, 20)) expect(list.item.strict().parse(item)).toEqual(item);
  });

  it('reads the same pages without filters (prepared once) as through a filter every record passes', async () => {
    const walk = async (filter: string) => {
      const items: unknown[] = [];
      let cursor: string | null = null;
      do {
        const found: { items: unknown[]; next: string | null } = await page(
          studio,
          list,
          `limit=30${filter}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        items.push(...found.items);
        cursor = found.next;
      } while (cursor);
      return items;
    };
    const unfiltered = await walk('');
    expect(unfiltered.length).toBeGreaterThan(100);
    expect(await walk(`&${list.everything}`)).toEqual(unfiltered);
    // Another studio's first page by the same statement shows only its own records.
    const theirs = await page(other, list, 'limit=30');
    const mine = new Set((unfiltered as { id: string }[]).map((i) => i.id));
    if (list.name !== 'public patterns') expect(theirs.items.filter((i) => mine.has(i.id))).toEqual([]);
  });

  it.each(['0', '101', 'abc', '1.5', '', '-1', '1e2'])('refuses limit=%s with 422 naming limit', async (limit) => {
    const res = await get(studio, `${list.url}?limit=${limit}`);
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422);
    expect(res.body.errors?.[0]?.field).toBe('limit');
  });

  it('refuses a tampered, foreign, expired or made-up cursor with 422 naming cursor', async () => {
    const { next } = await page(studio, list, 'limit=5');
    if (!next) throw new Error('a second page was expected');
    const otherList = LISTS.find((l) => l.url !== list.url) as List;
    const { next: foreignList } = await page(studio, otherList, 'limit=5');
    await list.seed(other, 6, 0);
    const { next: foreignStudio } = await page(other, list, 'limit=5');
    const flipped = `${next.slice(0, 10)}${next[10] === 'A' ? 'B' : 'A'}${next.slice(11)}`;
    const scope = { list: list.cursorList, workspaceId: studio.workspaceId, filters: {} };
    const position = { at: '2026-01-01T00:00:00.000000Z', id: studio.clientId };
    const expired = await get(
      studio,
      `${list.url}?limit=5&cursor=${encodeCursor(t.ctx.pageKey, scope, position, Date.now() - 2 * 86_400_000)}`,
    );
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ message: expect.stringMatching(/expired/), errors: [{ field: 'cursor' }] });
    // The same position made now is accepted: only its age was wrong.
    expect((await get(studio, `${list.url}?limit=5&cursor=${encodeCursor(t.ctx.pageKey, scope, position)}`)).status).toBe(200);
    const bad = [flipped, foreignList, foreignStudio, 'abc', 'x'.repeat(600), `${next}!`];
    for (const cursor of bad) {
      const res = await get(studio, `${list.url}?limit=5&cursor=${encodeURIComponent(cursor ?? '')}`);
      expect(res.status, `${cursor}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe('cursor');
    }
    // A cursor answers only the query it was made for.
    const res = await get(studio, `${list.url}?limit=5&cursor=${next}&search=zz`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('cursor');
  });
});
