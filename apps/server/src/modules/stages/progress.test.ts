import type { ActivityEntry, Project } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, projectStages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { stageNamed, stageStudio, statuses, type StageStudio } from '../../test/stages.js';

/** Decision 077: while a project has stages, its progress and status follow them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const completedAt = async (id: string) =>
  (await t.ctx.db.select({ at: projects.completedAt }).from(projects).where(eq(projects.id, id)))[0]?.at ?? null;

/** A jacket: Cutting, Sewing, Fitting, Finishing. */
async function jacket(s: StageStudio, body: Record<string, unknown> = {}) {
  const p = await s.project({ type: 'Jacket', name: 'Ivory wedding gown', ...body });
  const id = (name: string) => stageNamed(p, name).id;
  return { p, cutting: id('Cutting'), sewing: id('Sewing'), fitting: id('Fitting'), finishing: id('Finishing') };
}

describe('progress and status following the stages', () => {
  it('counts done and skipped stages as a whole percent, and starts a project in planning', async () => {
    const s = await stageStudio(t);
    const gown = await s.project();
    expect(gown).toMatchObject({ status: 'planning', progress: 0 });
    const design = await s.update(gown.id, gown.stages[0]!.id, { status: 'in-progress' });
    expect(design).toMatchObject({ status: 'in-progress', progress: 0 });
    const done = await s.update(gown.id, gown.stages[0]!.id, { status: 'done' });
    expect(done.progress).toBe(14);
    expect(done.stages[0]!.completedAt).not.toBeNull();
    expect((await s.update(gown.id, gown.stages[1]!.id, { status: 'skipped' })).progress).toBe(29);
    // Back to do: its completion is cleared and the progress falls back.
    const undone = await s.update(gown.id, gown.stages[0]!.id, { status: 'todo' });
    expect(undone.stages[0]!.completedAt).toBeNull();
    expect(undone).toMatchObject({ progress: 14, status: 'in-progress' });
  });

  it('completes the project when every stage is done or skipped, and reopens it when one opens again', async () => {
    const s = await stageStudio(t);
    const { p, cutting, sewing, fitting, finishing } = await jacket(s);
    await s.update(p.id, cutting, { status: 'done' });
    await s.update(p.id, sewing, { status: 'done' });
    await s.update(p.id, fitting, { status: 'skipped' });
    expect(await completedAt(p.id)).toBeNull();
    const finished = await s.update(p.id, finishing, { status: 'done' });
    expect(finished).toMatchObject({ status: 'completed', progress: 100 });
    expect(await completedAt(p.id)).toBeInstanceOf(Date);

    const reopened = await s.update(p.id, sewing, { status: 'in-progress' });
    expect(reopened).toMatchObject({ status: 'in-progress', progress: 75 });
    expect(await completedAt(p.id)).toBeNull();
    // A stage added to a completed project opens it again too.
    await s.update(p.id, sewing, { status: 'done' });
    expect((await s.add(p.id, { name: 'Pressing' })).status).toBe('in-progress');
  });

  it('does not complete a project whose stages are all skipped, and keeps review until all is done', async () => {
    const s = await stageStudio(t);
    const { p, cutting, sewing, fitting, finishing } = await jacket(s, { status: 'review' });
    for (const id of [cutting, sewing, fitting]) await s.update(p.id, id, { status: 'done' });
    expect(await s.get(p.id)).toMatchObject({ status: 'review', progress: 75 });
    expect((await s.update(p.id, finishing, { status: 'done' })).status).toBe('completed');

    const other = await jacket(s);
    for (const id of [other.cutting, other.sewing, other.fitting, other.finishing]) await s.update(other.p.id, id, { status: 'skipped' });
    expect(await s.get(other.p.id)).toMatchObject({ status: 'planning', progress: 100 });
  });

  it('counts again when a stage is removed, and leaves the progress as it was when the last one goes', async () => {
    const s = await stageStudio(t);
    const { p, cutting, sewing, fitting, finishing } = await jacket(s);
    await s.update(p.id, cutting, { status: 'done' });
    await s.update(p.id, sewing, { status: 'done' });
    expect((await s.remove(p.id, fitting)).progress).toBe(67);
    // Only done stages left: the project is complete.
    expect(await s.remove(p.id, finishing)).toMatchObject({ progress: 100, status: 'completed' });
    await s.remove(p.id, cutting);
    const last = await s.remove(p.id, sewing);
    expect(last).toMatchObject({ stages: [], progress: 100 });
    // Without stages the progress is the hand's again.
    const patched = await s.api.call('PATCH', `/projects/${p.id}`, { progress: 30 });
    expect((patched.body.data.project as Project).progress).toBe(30);
  });
});

describe('PATCH /projects on a project with stages', () => {
  it('ignores the progress sent (the form sends it whole) and keeps the other fields', async () => {
    const s = await stageStudio(t);
    const { p, cutting } = await jacket(s);
    await s.update(p.id, cutting, { status: 'done' });
    const res = await s.api.call('PATCH', `/projects/${p.id}`, { progress: 90, name: 'Ivory gown', priority: 'high' });
    expect(res.status).toBe(200);
    expect(res.body.data.project).toMatchObject({ progress: 25, name: 'Ivory gown', priority: 'high' });
  });

  it('finishes the stages not skipped when the project is marked completed by hand', async () => {
    const s = await stageStudio(t);
    const { p, fitting } = await jacket(s);
    await s.update(p.id, fitting, { status: 'skipped' });
    const res = await s.api.call('PATCH', `/projects/${p.id}`, { status: 'completed', progress: 10 });
    const done = res.body.data.project as Project;
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(statuses(done)).toEqual(['done', 'done', 'skipped', 'done']);
  });
});

describe('the activity log of stages', () => {
  it('writes one entry per stage whose status moved, in the sentence of describeActivity', async () => {
    const s = await stageStudio(t);
    const { p, cutting, sewing, fitting, finishing } = await jacket(s);
    await s.update(p.id, cutting, { status: 'done' });
    // A rename or a due date is not a move of status.
    await s.update(p.id, sewing, { name: 'Sewing', dueDate: '2030-01-01' });
    await s.setCurrent(p.id, fitting);
    await s.update(p.id, finishing, { status: 'skipped' });
    await s.update(p.id, fitting, { status: 'done' });
    const log = (await s.api.call('GET', '/activity?limit=20')).body.data.activity as ActivityEntry[];
    const stageLines = log.filter((e) => e.entityType === 'stage');
    // Entries of one change share its time, so their order among themselves is not promised.
    expect(stageLines.map((e) => e.description).sort()).toEqual(
      [
        'Cutting done on Ivory wedding gown',
        'Sewing done on Ivory wedding gown',
        'Fitting in progress on Ivory wedding gown',
        'Finishing skipped on Ivory wedding gown',
        'Fitting done on Ivory wedding gown',
      ].sort(),
    );
    expect(stageLines.every((e) => e.entityId === p.id && e.action === 'status-changed')).toBe(true);
    expect(stageLines[0]).toMatchObject({ subject: 'Ivory wedding gown', detail: 'done Fitting' });
    // The project's own moves are logged as a hand edit's are.
    expect(log.filter((e) => e.entityType === 'project').map((e) => e.description)).toEqual([
      'Project Ivory wedding gown marked Completed',
      'Project Ivory wedding gown marked In Progress',
      'Project Ivory wedding gown added',
    ]);
  });

  it('deletes the stages with their project', async () => {
    const s = await stageStudio(t);
    const { p } = await jacket(s);
    expect((await s.api.call('DELETE', `/projects/${p.id}`)).status).toBe(200);
    expect(await t.ctx.db.select().from(projectStages).where(eq(projectStages.projectId, p.id))).toEqual([]);
  });
});
