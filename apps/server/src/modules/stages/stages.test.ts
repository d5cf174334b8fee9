import { BUILT_IN_WORKFLOWS, type Project } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccount } from '../../test/analytics-samples.js';
import { studioWithMember } from '../../test/assignees.js';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { names, stageNamed, stageStudio, statuses } from '../../test/stages.js';

/** Decision 077: a project's production stages, from its type's workflow, on Premium and Enterprise. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("a new project's stages", () => {
  it("starts with its type's built-in workflow, to do and in order, in every project answer", async () => {
    const s = await stageStudio(t);
    const gown = await s.project({ progress: 60 });
    expect(names(gown)).toEqual(BUILT_IN_WORKFLOWS['Wedding Dress']);
    expect(gown.stages.map((x) => x.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(gown.stages[0]).toEqual({
      id: expect.any(String),
      name: 'Design',
      status: 'todo',
      dueDate: null,
      assigneeId: null,
      completedAt: null,
      position: 0,
    });
    // The stages decide the progress, whatever the form sent.
    expect(gown.progress).toBe(0);
    const suit = await s.project({ name: 'Grey suit', type: 'Suit' });
    expect(names(suit)).toEqual(BUILT_IN_WORKFLOWS.Suit);

    expect(await s.get(gown.id)).toEqual(gown);
    for (const url of ['/projects', '/projects?limit=1', `/projects?clientId=${s.client.id}&limit=5`]) {
      const listed = (await s.api.call('GET', url)).body.data.projects as Project[];
      for (const p of listed) expect(p.stages, url).toEqual((p.id === gown.id ? gown : suit).stages);
    }
  });

  it("uses the studio's own workflow for the type once written; an empty one gives none", async () => {
    const s = await stageStudio(t, 'enterprise');
    expect((await s.api.call('PUT', '/workflows/Suit', { stages: ['Cut', 'Baste', 'Press'] })).status).toBe(200);
    expect((await s.api.call('PUT', '/workflows/Shirt', { stages: [] })).status).toBe(200);
    expect(names(await s.project({ type: 'Suit' }))).toEqual(['Cut', 'Baste', 'Press']);
    const shirt = await s.project({ type: 'Shirt', progress: 40 });
    expect(shirt.stages).toEqual([]);
    expect(shirt.progress).toBe(40);
    // Another studio still has the built-in stages.
    const other = await stageStudio(t);
    expect(names(await other.project({ type: 'Suit' }))).toEqual(BUILT_IN_WORKFLOWS.Suit);
  });

  it('gives a project created completed its stages done', async () => {
    const s = await stageStudio(t);
    const done = await s.project({ type: 'Jacket', status: 'completed' });
    expect(statuses(done)).toEqual(['done', 'done', 'done', 'done']);
    expect(done.stages.every((x) => x.completedAt !== null)).toBe(true);
    expect(done.progress).toBe(100);
  });

  it('gives none on Free, where progress stays by hand and every stage route is 403 FEATURE_NOT_AVAILABLE', async () => {
    const s = await stageStudio(t, 'free');
    const p = await s.project({ progress: 40 });
    expect(p.stages).toEqual([]);
    expect(p.progress).toBe(40);
    const patched = await s.api.call('PATCH', `/projects/${p.id}`, { progress: 55 });
    expect((patched.body.data.project as Project).progress).toBe(55);
    const base = `/projects/${p.id}/stages`;
    for (const [method, url, body] of [
      ['POST', base, { name: 'Cutting' }],
      ['PATCH', `${base}/${UNKNOWN_ID}`, { status: 'done' }],
      ['DELETE', `${base}/${UNKNOWN_ID}`, undefined],
      ['PUT', `${base}/order`, { stageIds: [UNKNOWN_ID] }],
      ['PUT', `${base}/current`, { stageId: null }],
    ] as const) {
      const res = await s.api.call(method, url, body);
      expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
      expect(res.body.message).toMatch(/Premium and Enterprise/);
    }
    expect((await s.get(p.id)).stages).toEqual([]);
  });
});

describe('adding, editing and removing stages', () => {
  it('adds at the end or at a position, edits one and removes one, keeping the order whole', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    const added = await s.add(p.id, { name: ' Buttons ' });
    expect(names(added)).toEqual(['Cutting', 'Sewing', 'Fitting', 'Finishing', 'Buttons']);
    const inserted = await s.add(p.id, { name: 'Lining', position: 1, status: 'in-progress' });
    expect(names(inserted)).toEqual(['Cutting', 'Lining', 'Sewing', 'Fitting', 'Finishing', 'Buttons']);
    expect(inserted.stages.map((x) => x.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(stageNamed(inserted, 'Lining').status).toBe('in-progress');
    // A position past the end is the end.
    expect(names(await s.add(p.id, { name: 'Press', position: 99 })).at(-1)).toBe('Press');

    const sewing = stageNamed(inserted, 'Sewing');
    const edited = await s.update(p.id, sewing.id, { name: 'Machine sewing', dueDate: '2030-05-02' });
    expect(stageNamed(edited, 'Machine sewing')).toMatchObject({ id: sewing.id, dueDate: '2030-05-02T00:00:00.000Z', position: 2 });
    const cleared = await s.update(p.id, sewing.id, { dueDate: null });
    expect(stageNamed(cleared, 'Machine sewing').dueDate).toBeNull();

    const removed = await s.remove(p.id, stageNamed(edited, 'Lining').id);
    expect(names(removed)).toEqual(['Cutting', 'Machine sewing', 'Fitting', 'Finishing', 'Buttons', 'Press']);
    expect(removed.stages.map((x) => x.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reads a due date as a project’s: a day is midnight UTC, a time without offset is in the account’s zone', async () => {
    const s = await stageStudio(t);
    await setAccount(t.ctx.db, s.user.id, { timezone: 'Europe/Paris', currency: 'EUR' });
    const p = await s.project({ type: 'Jacket' });
    const [first, second] = p.stages;
    expect(stageNamed(await s.update(p.id, first!.id, { dueDate: '2030-07-01' }), 'Cutting').dueDate).toBe('2030-07-01T00:00:00.000Z');
    expect(stageNamed(await s.update(p.id, second!.id, { dueDate: '2030-07-01T09:30' }), 'Sewing').dueDate).toBe(
      '2030-07-01T07:30:00.000Z',
    );
    const bad = await s.api.call('PATCH', `/projects/${p.id}/stages/${first!.id}`, { dueDate: 'soon' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('dueDate');
  });

  it('refuses a 31st stage with 422 on stages, and a name over 60 characters with 422 on name', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    for (let i = 4; i < 30; i += 1) await s.add(p.id, { name: `Step ${i}` });
    const full = await s.api.call('POST', `/projects/${p.id}/stages`, { name: 'One more' });
    expectErrorEnvelope(full.body, 422, 'VALIDATION_ERROR');
    expect(full.body.errors).toEqual([{ field: 'stages', message: 'A project has at most 30 stages' }]);
    expect((await s.get(p.id)).stages).toHaveLength(30);
    const long = await s.api.call('PATCH', `/projects/${p.id}/stages/${p.stages[0]!.id}`, { name: 'n'.repeat(61) });
    expect(long.status).toBe(422);
    expect(long.body.errors?.[0]?.field).toBe('name');
  });

  it("assigns a member of the studio; another studio's person is 404 on assigneeId", async () => {
    const { owner, member } = await studioWithMember(t);
    const client = await owner.api.createClient();
    const p = (await owner.api.createProject(client.id, { type: 'Jacket' })) as unknown as Project;
    const stageUrl = `/projects/${p.id}/stages/${p.stages[1]!.id}`;
    const assigned = await member.api.call('PATCH', stageUrl, { assigneeId: member.user.id });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((assigned.body.data.project as Project).stages[1]!.assigneeId).toBe(member.user.id);
    const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
    for (const res of [
      await owner.api.call('PATCH', stageUrl, { assigneeId: stranger.user.id }),
      await owner.api.call('POST', `/projects/${p.id}/stages`, { name: 'Hem', assigneeId: stranger.user.id }),
    ]) {
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(res.body.errors).toEqual([{ field: 'assigneeId', message: 'Member not found' }]);
    }
    const unassigned = await owner.api.call('PATCH', stageUrl, { assigneeId: null });
    expect((unassigned.body.data.project as Project).stages[1]!.assigneeId).toBeNull();
  });

  it("answers 404 for another studio's project or stage, and for a stage of another project", async () => {
    const s = await stageStudio(t);
    const mine = await s.project({ type: 'Jacket' });
    const other = await s.project({ type: 'Jacket', name: 'Second jacket' });
    const stranger = await stageStudio(t, 'enterprise');
    const theirs = await stranger.project({ type: 'Jacket' });
    const cases = [
      await s.api.call('PATCH', `/projects/${mine.id}/stages/${other.stages[0]!.id}`, { status: 'done' }),
      await s.api.call('DELETE', `/projects/${mine.id}/stages/${theirs.stages[0]!.id}`),
      await s.api.call('PUT', `/projects/${mine.id}/stages/current`, { stageId: other.stages[0]!.id }),
      await s.api.call('PATCH', `/projects/${mine.id}/stages/not-an-id`, { status: 'done' }),
      await stranger.api.call('POST', `/projects/${mine.id}/stages`, { name: 'Sneak' }),
      await stranger.api.call('PATCH', `/projects/${mine.id}/stages/${mine.stages[0]!.id}`, { status: 'done' }),
      await stranger.api.call('PUT', `/projects/${mine.id}/stages/order`, { stageIds: mine.stages.map((x) => x.id) }),
    ];
    for (const res of cases) expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    expect(await s.get(mine.id)).toEqual(mine);
    expect(await s.get(other.id)).toEqual(other);
  });
});
