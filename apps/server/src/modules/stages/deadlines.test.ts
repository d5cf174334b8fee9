import { addDaysToDay, type CalendarEvent, type CalendarFeed, type DashboardStats, type Project } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccount } from '../../test/analytics-samples.js';
import { studioWithMember } from '../../test/assignees.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { stageNamed, stageStudio } from '../../test/stages.js';

/** Decision 077: an open stage's due date is a deadline on the dashboard, in the calendar and in its feed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A day counted from today in UTC, the account's zone in these tests. */
const day = (offset: number) => addDaysToDay(new Date().toISOString().slice(0, 10), offset);
const at = (offset: number) => `${day(offset)}T00:00:00.000Z`;

type Api = Awaited<ReturnType<typeof stageStudio>>['api'];
const stats = async (api: Api) => (await api.call('GET', '/dashboard/stats')).body.data as unknown as DashboardStats;
const calendar = async (api: Api, query = '') => {
  const res = await api.call('GET', `/calendar?startDate=${day(-5)}&endDate=${day(20)}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.events as CalendarEvent[];
};
const patchStage = async (api: Api, p: Project, name: string, body: Record<string, unknown>) => {
  const res = await api.call('PATCH', `/projects/${p.id}/stages/${stageNamed(p, name).id}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.project as Project;
};

describe('stage deadlines on the dashboard', () => {
  it('lists open stages beside projects, overdue first, with the project’s priority; staff see them too', async () => {
    const { owner, member } = await studioWithMember(t);
    await setAccount(t.ctx.db, owner.user.id, { timezone: 'UTC' });
    const client = await owner.api.createClient({ name: 'Jane Doe' });
    const make = async (body: Record<string, unknown>) =>
      (await owner.api.createProject(client.id, { type: 'Jacket', ...body })) as unknown as Project;
    const gown = await make({ name: 'Ivory wedding gown', priority: 'high' });
    const suit = await make({ name: 'Grey suit', dueDate: day(10) });
    await patchStage(owner.api, gown, 'Cutting', { dueDate: day(-3) });
    await patchStage(owner.api, gown, 'Sewing', { dueDate: day(4), status: 'in-progress' });
    // A done stage is no deadline, nor one a project marked completed by hand finished.
    await patchStage(owner.api, gown, 'Fitting', { dueDate: day(1), status: 'done' });
    const closed = await make({ name: 'Closed' });
    await patchStage(owner.api, closed, 'Cutting', { dueDate: day(2) });
    expect((await owner.api.call('PATCH', `/projects/${closed.id}`, { status: 'completed' })).status).toBe(200);

    const expected = [
      {
        id: `stage-${stageNamed(gown, 'Cutting').id}`,
        projectId: gown.id,
        title: 'Ivory wedding gown',
        stageName: 'Cutting',
        clientId: client.id,
        clientName: 'Jane Doe',
        dueDate: at(-3),
        priority: 'high',
        overdue: true,
      },
      {
        id: `stage-${stageNamed(gown, 'Sewing').id}`,
        projectId: gown.id,
        title: 'Ivory wedding gown',
        stageName: 'Sewing',
        clientId: client.id,
        clientName: 'Jane Doe',
        dueDate: at(4),
        priority: 'high',
        overdue: false,
      },
      {
        id: suit.id,
        projectId: suit.id,
        title: 'Grey suit',
        stageName: '',
        clientId: client.id,
        clientName: 'Jane Doe',
        dueDate: at(10),
        priority: 'low',
        overdue: false,
      },
    ];
    expect((await stats(owner.api)).upcomingDeadlines).toEqual(expected);
    expect((await stats(member.api)).upcomingDeadlines).toEqual(expected);

    // Still five at most, the nearest.
    for (const [i, name] of ['Finishing', 'Fitting'].entries()) await patchStage(owner.api, suit, name, { dueDate: day(5 + i) });
    await patchStage(owner.api, suit, 'Cutting', { dueDate: day(6) });
    const five = (await stats(owner.api)).upcomingDeadlines;
    expect(five.map((d) => d.dueDate)).toEqual([at(-3), at(4), at(5), at(6), at(6)]);
  });
});

describe('stage deadlines in the calendar', () => {
  it('shows open stages as whole-day deadlines on their assignee’s calendar', async () => {
    const { owner, member } = await studioWithMember(t);
    await setAccount(t.ctx.db, owner.user.id, { timezone: 'UTC' });
    const client = await owner.api.createClient({ name: 'Jane Doe' });
    const gown = (await owner.api.createProject(client.id, {
      name: 'Ivory wedding gown',
      type: 'Jacket',
      dueDate: day(15),
    })) as unknown as Project;
    await patchStage(owner.api, gown, 'Cutting', { dueDate: day(2), assigneeId: member.user.id });
    await patchStage(owner.api, gown, 'Sewing', { dueDate: day(3), status: 'done' });
    await patchStage(owner.api, gown, 'Fitting', { dueDate: day(40) });

    const events = await calendar(owner.api);
    const cutting = stageNamed(gown, 'Cutting');
    expect(events.map((e) => e.id)).toEqual([`stage-${cutting.id}`, `deadline-${gown.id}`]);
    expect(events[0]).toMatchObject({
      _id: `stage-${cutting.id}`,
      source: 'stage',
      type: 'deadline',
      title: 'Cutting: Ivory wedding gown',
      clientName: 'Jane Doe',
      clientId: { id: client.id, name: 'Jane Doe' },
      projectId: { id: gown.id, name: 'Ivory wedding gown' },
      startTime: at(2),
      endTime: at(3),
      allDay: true,
      status: 'scheduled',
      assigneeId: member.user.id,
    });

    // In French, the built-in stage is named as the French screens name it (decision 202).
    await owner.api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } });
    expect((await calendar(owner.api))[0]).toMatchObject({ title: 'Coupe: Ivory wedding gown' });
    await owner.api.call('PATCH', '/user/preferences', { settings: { language: 'en' } });

    // The assignee filter reads the stage's assignee, the project's being nobody.
    const ids = (list: CalendarEvent[]) => list.map((e) => e.id);
    expect(ids(await calendar(owner.api, `&assigneeId=${member.user.id}`))).toEqual([`stage-${cutting.id}`]);
    expect(ids(await calendar(member.api, '&assigneeId=me'))).toEqual([`stage-${cutting.id}`]);
    expect(ids(await calendar(owner.api, '&assigneeId=me'))).toEqual([]);
    expect(ids(await calendar(owner.api, `&clientId=${client.id}`))).toContain(`stage-${cutting.id}`);
    // Done, it leaves the calendar.
    await patchStage(owner.api, gown, 'Cutting', { status: 'done' });
    expect(ids(await calendar(owner.api))).toEqual([`deadline-${gown.id}`]);
  });

  it('puts open stages in the calendar feed', async () => {
    const s = await stageStudio(t);
    const gown = await s.project({ type: 'Jacket' });
    await patchStage(s.api, gown, 'Fitting', { dueDate: day(3) });
    const feed = (await s.api.call('POST', '/calendar/feed')).body.data.feed as CalendarFeed;
    const ics = await t.request({ method: 'GET', url: new URL(feed.url).pathname });
    expect(ics.statusCode).toBe(200);
    const text = ics.body.replace(/\r\n /g, '');
    expect(text).toContain(`UID:stage-${stageNamed(gown, 'Fitting').id}@`);
    expect(text).toContain('SUMMARY:Due: Fitting: Ivory wedding gown (Jane Doe)');
    expect(text).toContain(`DTSTART;VALUE=DATE:${day(3).replaceAll('-', '')}`);
  });
});
