import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { addDays, dayIn, dueDayIn, sendDeadlineReminders } from './deadline-reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An owner with the given settings and one project per due date; answers the project ids. */
async function ownerWith(
  settings: { timezone?: string; emailNotifications?: boolean; projectDeadlines?: boolean },
  dueDates: (string | null)[],
  status?: string,
) {
  const u = await createVerifiedUser(t);
  const api = businessApi(t, u.token);
  const { timezone, ...notifications } = settings;
  if (timezone) expect((await api.call('PATCH', '/user/preferences', { settings: { timezone } })).status).toBe(200);
  if (Object.keys(notifications).length)
    expect((await api.call('PATCH', '/user/notifications', { settings: notifications })).status).toBe(200);
  const client = await api.createClient({ name: 'Grace Hopper' });
  const ids: string[] = [];
  for (const dueDate of dueDates)
    ids.push((await api.createProject(client.id, { name: `Gown due ${dueDate}`, dueDate, ...(status ? { status } : {}) })).id);
  return { ...u, api, ids };
}

const deadlineMails = (email: string) => outboxFor(t.dataDir, email).filter((m) => /^Subject: Due in two days/m.test(m));

describe('calendar helpers', () => {
  it('reads the day in a zone and adds days across daylight-saving changes', () => {
    const instant = new Date('2030-03-10T11:30:00Z');
    expect(dayIn(instant, 'Pacific/Auckland')).toBe('2030-03-11');
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2030-03-10');
    expect(addDays('2030-03-09', 2)).toBe('2030-03-11');
    expect(addDays('2030-10-26', 2)).toBe('2030-10-28');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    // A date-only due date names its day everywhere; one with a time falls on its day in the zone.
    expect(dueDayIn(new Date('2030-03-12T00:00:00Z'), 'America/Los_Angeles')).toBe('2030-03-12');
    expect(dueDayIn(new Date('2030-03-13T04:00:00Z'), 'America/Los_Angeles')).toBe('2030-03-12');
    expect(dueDayIn(new Date('2030-03-13T04:00:00Z'), 'Pacific/Auckland')).toBe('2030-03-13');
  });
});

describe('sendDeadlineReminders', () => {
  it("mails the owner two days before the due day of the owner's zone: Auckland and Los Angeles differ", async () => {
    // 2030-03-10 10:30 UTC: 23:30 on the 10th in Auckland (UTC+13), 03:30 on the 10th in Los Angeles,
    // an hour after its clocks went forward.
    const auckland = await ownerWith({ timezone: 'Pacific/Auckland' }, ['2030-03-12', '2030-03-13']);
    const losAngeles = await ownerWith({ timezone: 'America/Los_Angeles' }, ['2030-03-12', '2030-03-13']);
    let run = await sendDeadlineReminders(t.ctx, new Date('2030-03-10T10:30:00Z'));
    expect(run.mailed).toContain(auckland.ids[0]);
    expect(run.mailed).toContain(losAngeles.ids[0]);
    expect(run.mailed).not.toContain(auckland.ids[1]);
    expect(run.mailed).not.toContain(losAngeles.ids[1]);

    // An hour later it is the 11th in Auckland, still the 10th in Los Angeles.
    run = await sendDeadlineReminders(t.ctx, new Date('2030-03-10T11:30:00Z'));
    expect(run.mailed).toEqual(expect.arrayContaining([auckland.ids[1]]));
    expect(run.mailed).not.toContain(losAngeles.ids[1]);
    expect(run.mailed).not.toContain(auckland.ids[0]);

    // Los Angeles reaches the 11th at 07:00 UTC the next day (UTC-7 now).
    run = await sendDeadlineReminders(t.ctx, new Date('2030-03-11T06:59:00Z'));
    expect(run.mailed).not.toContain(losAngeles.ids[1]);
    run = await sendDeadlineReminders(t.ctx, new Date('2030-03-11T07:01:00Z'));
    expect(run.mailed).toContain(losAngeles.ids[1]);

    const mails = deadlineMails(auckland.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('Grace Hopper');
    expect(deadlineMails(losAngeles.email)).toHaveLength(2);
  });

  it('uses the default zone Europe/Berlin and mails each due date once; a moved due date is mailed again', async () => {
    const owner = await ownerWith({}, ['2031-06-20']);
    const [id] = owner.ids;
    // 2031-06-17 22:30 UTC is already the 18th in Berlin (UTC+2).
    const first = await sendDeadlineReminders(t.ctx, new Date('2031-06-17T22:30:00Z'));
    expect(first.mailed).toContain(id);
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.id, id!));
    expect(row!.deadlineMailedFor?.toISOString()).toBe('2031-06-20T00:00:00.000Z');
    const again = await sendDeadlineReminders(t.ctx, new Date('2031-06-18T12:00:00Z'));
    expect(again.mailed).not.toContain(id);
    expect(deadlineMails(owner.email)).toHaveLength(1);

    expect((await owner.api.call('PATCH', `/projects/${id}`, { dueDate: '2031-06-21' })).status).toBe(200);
    const moved = await sendDeadlineReminders(t.ctx, new Date('2031-06-19T08:00:00Z'));
    expect(moved.mailed).toContain(id);
    expect(deadlineMails(owner.email)).toHaveLength(2);
  });

  it('runs concurrently without mailing twice', async () => {
    const owner = await ownerWith({}, ['2032-01-10']);
    const now = new Date('2032-01-08T12:00:00Z');
    const runs = await Promise.all([
      sendDeadlineReminders(t.ctx, now),
      sendDeadlineReminders(t.ctx, now),
      sendDeadlineReminders(t.ctx, now),
    ]);
    expect(runs.flatMap((r) => r.mailed).filter((m) => m === owner.ids[0])).toHaveLength(1);
    expect(deadlineMails(owner.email)).toHaveLength(1);
  });

  it('obeys the switches: emailNotifications off or projectDeadlines off sends nothing', async () => {
    const allOff = await ownerWith({ emailNotifications: false }, ['2033-05-05']);
    const deadlinesOff = await ownerWith({ projectDeadlines: false }, ['2033-05-05']);
    const on = await ownerWith({ emailNotifications: true, projectDeadlines: true }, ['2033-05-05']);
    const run = await sendDeadlineReminders(t.ctx, new Date('2033-05-03T12:00:00Z'));
    expect(run.mailed).toContain(on.ids[0]);
    expect(run.mailed).not.toContain(allOff.ids[0]);
    expect(run.mailed).not.toContain(deadlinesOff.ids[0]);
    expect(deadlineMails(allOff.email)).toHaveLength(0);
    expect(deadlineMails(deadlinesOff.email)).toHaveLength(0);
    // Nothing recorded for them: turning the switch back on the same day still mails.
    expect((await deadlinesOff.api.call('PATCH', '/user/notifications', { settings: { projectDeadlines: true } })).status).toBe(200);
    expect((await sendDeadlineReminders(t.ctx, new Date('2033-05-03T13:00:00Z'))).mailed).toContain(deadlinesOff.ids[0]);
  });

  it('skips completed projects and projects without a due date', async () => {
    const completed = await ownerWith({}, ['2034-02-02'], 'completed');
    const undated = await ownerWith({}, [null]);
    const run = await sendDeadlineReminders(t.ctx, new Date('2034-01-31T12:00:00Z'));
    expect(run.mailed).not.toContain(completed.ids[0]);
    expect(run.mailed).not.toContain(undated.ids[0]);
    expect(deadlineMails(completed.email)).toHaveLength(0);
  });
});
