import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { names, stageNamed, stageStudio, statuses } from '../../test/stages.js';

/** Decision 077: the order of a project's stages, and the board's move between its columns. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PUT /projects/:id/stages/order', () => {
  it('puts the stages in the order given, keeping each one as it was', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    const done = await s.update(p.id, stageNamed(p, 'Sewing').id, { status: 'done', dueDate: '2030-02-01' });
    const [cutting, sewing, fitting, finishing] = done.stages.map((x) => x.id);
    const moved = await s.reorder(p.id, [sewing!, cutting!, finishing!, fitting!]);
    expect(names(moved)).toEqual(['Sewing', 'Cutting', 'Finishing', 'Fitting']);
    expect(moved.stages.map((x) => x.position)).toEqual([0, 1, 2, 3]);
    expect(stageNamed(moved, 'Sewing')).toEqual({ ...stageNamed(done, 'Sewing'), position: 0 });
    expect(moved.progress).toBe(25);
    expect(names(await s.get(p.id))).toEqual(['Sewing', 'Cutting', 'Finishing', 'Fitting']);
  });

  it('refuses a list that leaves one out, repeats one or names another project’s stage, with 422 on stageIds', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    const other = await s.project({ type: 'Jacket', name: 'Other' });
    const ids = p.stages.map((x) => x.id);
    for (const stageIds of [
      ids.slice(0, 3),
      [...ids.slice(0, 3), ids[0]!],
      [...ids.slice(0, 3), other.stages[0]!.id],
      [...ids, UNKNOWN_ID],
      [...ids.slice(0, 3), 'not-an-id'],
    ]) {
      const res = await s.api.call('PUT', `/projects/${p.id}/stages/order`, { stageIds });
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors?.[0]?.field).toBe('stageIds');
    }
    const empty = await s.api.call('PUT', `/projects/${p.id}/stages/order`, { stageIds: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.[0]?.field).toBe('stageIds');
    expect(await s.get(p.id)).toEqual(p);
  });
});

describe('PUT /projects/:id/stages/current', () => {
  it('finishes the earlier stages not skipped, starts the named one and sends the later ones back to do', async () => {
    const s = await stageStudio(t);
    const gown = await s.project();
    const id = (name: string) => stageNamed(gown, name).id;
    await s.update(gown.id, id('Design'), { status: 'skipped' });
    await s.update(gown.id, id('Final fitting'), { status: 'done' });
    await s.update(gown.id, id('Finishing'), { status: 'skipped' });

    const atFitting = await s.setCurrent(gown.id, id('First fitting'));
    expect(statuses(atFitting)).toEqual(['skipped', 'done', 'done', 'in-progress', 'todo', 'todo', 'skipped']);
    expect(atFitting).toMatchObject({ status: 'in-progress', progress: 57 });
    expect(stageNamed(atFitting, 'Final fitting').completedAt).toBeNull();
    expect(stageNamed(atFitting, 'Cutting').completedAt).not.toBeNull();

    // Back to an earlier column: what followed goes back to do.
    const back = await s.setCurrent(gown.id, id('Cutting'));
    expect(statuses(back)).toEqual(['skipped', 'in-progress', 'todo', 'todo', 'todo', 'todo', 'skipped']);
    expect(back.progress).toBe(29);
    // A skipped stage named on the board is started.
    expect(stageNamed(await s.setCurrent(gown.id, id('Design')), 'Design').status).toBe('in-progress');
  });

  it('finishes every stage not skipped with stageId null, completing the project, and reopens it from there', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket', status: 'review' });
    await s.update(p.id, stageNamed(p, 'Fitting').id, { status: 'skipped' });
    const done = await s.setCurrent(p.id, null);
    expect(statuses(done)).toEqual(['done', 'done', 'skipped', 'done']);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    const reopened = await s.setCurrent(p.id, stageNamed(p, 'Finishing').id);
    expect(statuses(reopened)).toEqual(['done', 'done', 'skipped', 'in-progress']);
    expect(reopened).toMatchObject({ status: 'in-progress', progress: 75 });
  });

  it('answers 404 for a stage that is not the project’s, and 422 without stageId', async () => {
    const s = await stageStudio(t);
    const p = await s.project({ type: 'Jacket' });
    const res = await s.api.call('PUT', `/projects/${p.id}/stages/current`, { stageId: UNKNOWN_ID });
    expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    expect(res.body.message).toBe('Stage not found');
    expect((await s.api.call('PUT', `/projects/${p.id}/stages/current`, {})).status).toBe(422);
    expect(await s.get(p.id)).toEqual(p);
  });
});
