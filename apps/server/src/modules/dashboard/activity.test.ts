import { activityEntrySchema, type ActivityEntry } from '@atelier/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, type UserRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';

/** GET /activity: the studio's whole log a page at a time (decision 069), as the dashboard shows its latest ten. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Page = { activity: ActivityEntry[]; nextCursor?: string | null };

async function studio() {
  const u = await createVerifiedUser(t, { plan: 'enterprise' });
  const workspaceId = await studioOf(t.ctx.db, u.user.id);
  const api = businessApi(t, u.token);
  /** `n` entries written by one statement: they share their time, so the id orders them. */
  const sameMoment = (n: number) =>
    recordActivity(
      t.ctx.db,
      { workspaceId, user: { id: u.user.id } as UserRow },
      ...Array.from({ length: n }, (_, i) => ({
        entityType: 'client' as const,
        entityId: workspaceId,
        action: 'created' as const,
        subject: `Batch ${i}`,
      })),
    );
  const get = async (query = '') => {
    const res = await api.call('GET', `/activity${query}`);
    return { status: res.status, body: res.body };
  };
  const page = async (query: string) => {
    const res = await get(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Activity loaded');
    return res.body.data as Page;
  };
  const walk = async (limit: number, between?: () => Promise<unknown>) => {
    const pages: ActivityEntry[][] = [];
    let cursor: string | null | undefined = null;
    do {
      const data: Page = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(data.activity);
      cursor = data.nextCursor;
      await between?.();
    } while (cursor);
    return pages;
  };
  /** The log as stored, newest first: what the walk must visit. */
  const stored = async () =>
    (
      await t.ctx.db
        .select({ id: activityEntries.id })
        .from(activityEntries)
        .where(eq(activityEntries.workspaceId, workspaceId))
        .orderBy(desc(activityEntries.createdAt), desc(activityEntries.id))
    ).map((r) => r.id);
  return { api, get, page, walk, sameMoment, stored };
}

describe('GET /api/v1/activity', () => {
  it('walks the whole log a page at a time, each entry once, newest first, as the whole list and the dashboard show it', async () => {
    const s = await studio();
    await s.api.createClient({ name: 'First' });
    await s.sameMoment(23);
    await s.api.createClient({ name: 'Last' });
    const expected = await s.stored();
    expect(expected).toHaveLength(25);

    const pages = await s.walk(7);
    expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 4]);
    const walked = pages.flat();
    expect(walked.map((e) => e.id)).toEqual(expected);
    expect(walked[0]).toMatchObject({ description: 'Client Last added', entityType: 'client', action: 'created' });
    for (const entry of walked) expect(activityEntrySchema.strict().parse(entry)).toEqual(entry);

    // Without limit: the whole log, no cursor; the dashboard's ten are the first page of ten.
    const whole = await s.page('');
    expect(whole).not.toHaveProperty('nextCursor');
    expect(whole.activity).toEqual(walked);
    const stats = await s.api.call('GET', '/dashboard/stats');
    expect(stats.body.data.recentActivity).toEqual((await s.page('?limit=10')).activity);
  });

  it('neither repeats nor skips an entry when new ones are written between pages', async () => {
    const s = await studio();
    await s.sameMoment(12);
    const before = await s.stored();
    let n = 0;
    const walked = (await s.walk(5, () => s.api.createClient({ name: `Meanwhile ${++n}` }))).flat();
    expect(walked.map((e) => e.id)).toEqual(before);
  });

  it("never shows another studio's entries, and a cursor works only for the studio and list it was made for", async () => {
    const mine = await studio();
    const theirs = await studio();
    await mine.sameMoment(4);
    await theirs.sameMoment(3);
    const theirIds = new Set(await theirs.stored());
    const walked = (await mine.walk(2)).flat();
    expect(walked).toHaveLength(4);
    expect(walked.some((e) => theirIds.has(e.id))).toBe(false);
    expect((await theirs.page('')).activity.map((e) => e.id)).toEqual(await theirs.stored());

    const { nextCursor } = await mine.page('?limit=2');
    const foreign = await theirs.get(`?limit=2&cursor=${nextCursor}`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.[0]?.field).toBe('cursor');
    const otherList = await mine.api.call('GET', `/clients?limit=2&cursor=${nextCursor}`);
    expect(otherList.status).toBe(422);
    expect(otherList.body.errors?.[0]?.field).toBe('cursor');
  });

  it.each(['0', '101', 'abc', '1.5', ''])('refuses limit=%s with 422 naming limit', async (limit) => {
    const res = await (await studio()).get(`?limit=${limit}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('limit');
  });
});
