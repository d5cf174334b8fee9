import type { ActivityEntry, GarmentByCode } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { stageStudio, statuses } from '../../test/stages.js';
import { joinedMember } from '../../test/team.js';
import { CODE_MISSES } from '../../lib/code-misses.js';

/** Decision 152: a garment found by the code on its tag, and moved on with one tap. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const byCode = (api: Api, code: string) => api.call('GET', `/garments/by-code/${encodeURIComponent(code)}`);
const advance = (api: Api, code: string, stageId: string) =>
  api.call('POST', `/garments/by-code/${encodeURIComponent(code)}/advance`, { stageId });
const garmentOf = (res: Awaited<ReturnType<Api['call']>>, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data.garment as GarmentByCode;
};

describe('GET /garments/by-code/:code', () => {
  it('finds a project of the studio by its code, whatever the case and spaces typed, with its stages and the current one', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    expect(p.code).toMatch(/^P-\d{4}$/);
    for (const typed of [p.code, p.code.toLowerCase(), ` ${p.code.toLowerCase()} `]) {
      const garment = garmentOf(await byCode(s.api, typed));
      expect(garment).toMatchObject({
        code: p.code,
        projectId: p.id,
        name: p.name,
        client: { id: s.client.id, name: 'Jane Doe' },
        ticket: null,
      });
      expect(garment.stages.map((x) => x.name)).toEqual(['Cutting', 'Sewing', 'Fitting', 'Finishing']);
      expect(garment.currentStage).toEqual({ id: p.stages[0]!.id, name: 'Cutting' });
    }
    // The project's own answers carry the code too.
    expect((await s.get(p.id)).code).toBe(p.code);
  });

  it('answers another studio’s code, an unknown one and a malformed one with the same 404', async () => {
    const mine = await stageStudio(t);
    const theirs = await stageStudio(t);
    const theirFirst = await theirs.project();
    const theirSecond = await theirs.project({ name: 'Second' });
    const myFirst = await mine.project();
    // Each studio numbers its own: the same code names each studio's own garment, never the other's.
    expect(theirFirst.code).toBe(myFirst.code);
    expect(garmentOf(await byCode(mine.api, theirFirst.code)).projectId).toBe(myFirst.id);
    for (const code of [theirSecond.code, 'P-9999', 'A-0001-1', "' or 1=1", '../etc', 'ÉÉ', '0', theirSecond.id, 'x'.repeat(90)]) {
      const res = await byCode(mine.api, code);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(res.body.message, code).toBe('Garment not found');
    }
    // A segment longer than the router takes (100 characters) or with a NUL is refused as a 404 before any handler.
    for (const code of ['x'.repeat(300), 'P-0001\u0000']) expectErrorEnvelope((await byCode(mine.api, code)).body, 404, 'NOT_FOUND');
    expect(garmentOf(await byCode(theirs.api, theirSecond.code)).projectId).toBe(theirSecond.id);
  });

  it('answers a project without stages with no current stage, and refuses to move it with 409', async () => {
    const s = await stageStudio(t, 'free');
    const p = await s.project();
    const garment = garmentOf(await byCode(s.api, p.code));
    expect(garment).toMatchObject({ stages: [], currentStage: null });
    const res = await advance(s.api, p.code, '00000000-0000-4000-8000-000000000000');
    expectErrorEnvelope(res.body, 409, 'GARMENT_WITHOUT_STAGES');
  });

  it('bounds the codes that name no garment per member, so nobody walks through them', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FACTOR: String(2 / CODE_MISSES.perMember.max) }, { shareDatabaseOf: t });
    try {
      const s = await stageStudio(limited);
      const p = await s.project();
      expect((await byCode(s.api, 'P-9990')).status).toBe(404);
      expect((await byCode(s.api, 'P-9991')).status).toBe(404);
      const refused = await byCode(s.api, p.code);
      expectErrorEnvelope(refused.body, 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /garments/by-code/:code/advance', () => {
  it('marks the current stage done and starts the next, as the board would, recording who and when', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    const before = Date.now();
    const moved = garmentOf(await advance(s.api, p.code.toLowerCase(), p.stages[0]!.id));
    expect(moved.stages.map((x) => x.status)).toEqual(['done', 'in-progress', 'todo', 'todo']);
    expect(moved.currentStage).toEqual({ id: p.stages[1]!.id, name: 'Sewing' });
    expect(Date.parse(moved.stages[0]!.completedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const project = await s.get(p.id);
    expect(statuses(project)).toEqual(['done', 'in-progress', 'todo', 'todo']);
    expect(project).toMatchObject({ progress: 25, status: 'in-progress' });
    const log = (await s.api.call('GET', '/activity')).body.data.activity as ActivityEntry[];
    const entry = log.find((e) => e.entityType === 'stage' && e.detail === 'done Cutting');
    expect(entry).toMatchObject({ entityId: p.id, actorName: 'Test User' });
    expect(Date.parse(entry!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a stage that is no longer current (moved on another device) with 409, leaving the garment as it is', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    garmentOf(await advance(s.api, p.code, p.stages[0]!.id));
    const stale = await advance(s.api, p.code, p.stages[0]!.id);
    expectErrorEnvelope(stale.body, 409, 'GARMENT_MOVED_ON');
    expect(stale.body.message).toBe('This garment has moved on: scan again');
    expect(statuses(await s.get(p.id))).toEqual(['done', 'in-progress', 'todo', 'todo']);
    const later = await advance(s.api, p.code, p.stages[2]!.id);
    expectErrorEnvelope(later.body, 409, 'GARMENT_MOVED_ON');
  });

  it('completes the garment with its last stage, and then answers that it has moved on', async () => {
    const s = await stageStudio(t);
    let g = garmentOf(await byCode(s.api, (await s.project({ type: 'Jacket' })).code));
    while (g.currentStage) g = garmentOf(await advance(s.api, g.code, g.currentStage.id));
    expect(g.stages.every((x) => x.status === 'done')).toBe(true);
    expect((await s.get(g.projectId)).status).toBe('completed');
    expectErrorEnvelope((await advance(s.api, g.code, g.stages[3]!.id)).body, 409, 'GARMENT_MOVED_ON');
  });

  it('answers another studio’s code with 404 and moves nothing', async () => {
    const mine = await stageStudio(t);
    const theirs = await stageStudio(t);
    const p = await theirs.project({ type: 'Jacket' });
    expectErrorEnvelope((await advance(mine.api, p.code, p.stages[0]!.id)).body, 404, 'NOT_FOUND');
    expect(statuses(await theirs.get(p.id))).toEqual(['todo', 'todo', 'todo', 'todo']);
  });

  it('lets staff find and move any garment of their studio, as they read and change its projects', async () => {
    const s = await stageStudio(t, 'enterprise');
    const p = await s.project({ type: 'Jacket' });
    const staff = await joinedMember(t, s, 'staff');
    const api = businessApi(t, staff.token);
    expect(garmentOf(await byCode(api, p.code)).projectId).toBe(p.id);
    expect(garmentOf(await advance(api, p.code, p.stages[0]!.id)).currentStage?.name).toBe('Sewing');
  });
});
