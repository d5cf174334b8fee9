import type { CalendarEvent } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceMembers } from '../../db/schema/index.js';
import { studioWithMember } from '../../test/assignees.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { REMINDER_LEAD_MS, sendDueReminders } from './reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3600_000;
/** Every test has its own far-future moment, so one test's due reminders never show in another's run. */
let slot = 0;
function moment() {
  slot += 1;
  return new Date(Date.UTC(2040 + slot, 4, 12, 9, 0));
}

/** A studio of two with a client, and a fitting maker; the owner books by default. */
async function setup() {
  const s = await studioWithMember(t);
  const client = await s.owner.api.createClient({ name: 'Jane Doe' });
  const fitting = async (start: Date, body: Record<string, unknown> = {}) => {
    const res = await s.owner.api.call('POST', '/calendar', {
      title: 'Second fitting',
      type: 'fitting',
      clientId: client.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { event: CalendarEvent }).event;
  };
  const reminders = (email: string) => outboxFor(t.dataDir, email).filter((m) => /^Subject: Tomorrow:/m.test(m));
  return { ...s, client, fitting, reminders };
}

const titles = (body: { data: Record<string, unknown> }) => (body.data.events as CalendarEvent[]).map((e) => e.title);

/** Decision 075: an appointment is assigned to a member, who sees it under 'Mine' and gets its reminder. */
describe('event assignees', () => {
  it("shows one member's appointments and their projects' deadlines, by id or as me", async () => {
    const s = await setup();
    const start = moment();
    const day = start.toISOString().slice(0, 10);
    const theirs = await s.fitting(start, { title: 'Their fitting', assigneeId: s.member.user.id });
    await s.fitting(new Date(start.getTime() + 2 * HOUR), { title: 'Owner fitting' });
    await s.owner.api.createProject(s.client.id, { name: 'Their gown', dueDate: day, assigneeId: s.member.user.id });
    await s.owner.api.createProject(s.client.id, { name: 'Other gown', dueDate: day });
    expect(theirs.assigneeId).toBe(s.member.user.id);

    const range = `startDate=${day}&endDate=${day}`;
    const mine = await s.member.api.call('GET', `/calendar?${range}&assigneeId=me`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(titles(mine.body)).toEqual(['Their gown', 'Their fitting']);
    const deadline = (mine.body.data.events as CalendarEvent[])[0]!;
    expect(deadline).toMatchObject({ source: 'project', assigneeId: s.member.user.id });
    expect(titles((await s.owner.api.call('GET', `/calendar?${range}&assigneeId=${s.member.user.id}`)).body)).toEqual([
      'Their gown',
      'Their fitting',
    ]);
    expect(titles((await s.owner.api.call('GET', `/calendar?${range}&assigneeId=me`)).body)).toEqual([]);
    expect(titles((await s.owner.api.call('GET', `/calendar?${range}`)).body)).toHaveLength(4);
  });

  it('refuses an assignee from another studio with 404 on assigneeId, and unassigns with null', async () => {
    const s = await setup();
    const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
    const start = moment();
    const refused = await s.owner.api.call('POST', '/calendar', {
      title: 'Fitting',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
      assigneeId: stranger.user.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errors).toEqual([{ field: 'assigneeId', message: 'Member not found' }]);
    expect((await s.owner.api.call('GET', `/calendar?assigneeId=${stranger.user.id}`)).status).toBe(404);

    const event = await s.fitting(start, { assigneeId: s.member.user.id });
    const moved = await s.owner.api.call('PATCH', `/calendar/${event.id}`, { assigneeId: stranger.user.id });
    expect(moved.status).toBe(404);
    expect(moved.body.errors?.[0]?.field).toBe('assigneeId');
    const cleared = await s.owner.api.call('PATCH', `/calendar/${event.id}`, { assigneeId: null });
    expect(cleared.status).toBe(200);
    expect((cleared.body.data.event as CalendarEvent).assigneeId).toBeNull();
  });

  it("mails an assigned fitting's reminder to the assignee, not the owner; unassigned, to the owner", async () => {
    const s = await setup();
    const start = moment();
    const assigned = await s.fitting(start, { assigneeId: s.member.user.id });
    const own = await s.fitting(new Date(start.getTime() + 2 * HOUR), { title: 'Own fitting' });
    const run = await sendDueReminders(t.ctx, new Date(start.getTime() + 2 * HOUR - REMINDER_LEAD_MS));
    expect(run.sent).toEqual(
      expect.arrayContaining([
        { eventId: assigned.id, recipient: 'owner', to: s.member.email },
        { eventId: own.id, recipient: 'owner', to: s.owner.email },
      ]),
    );
    expect(s.reminders(s.member.email)).toHaveLength(1);
    expect(s.reminders(s.member.email)[0]).toContain('Subject: Tomorrow: Second fitting with Jane Doe');
    expect(s.reminders(s.owner.email)).toHaveLength(1);
    expect(s.reminders(s.owner.email)[0]).toContain('Own fitting');
  });

  it("obeys the assignee's own settings, and falls back to the owner once the assignee has left the studio", async () => {
    const s = await setup();
    await t.ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || ${JSON.stringify({ eventReminders: false })}::jsonb` })
      .where(eq(users.id, s.member.user.id));
    const start = moment();
    const muted = await s.fitting(start, { assigneeId: s.member.user.id });
    const run = await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS));
    expect(run.sent.filter((x) => x.eventId === muted.id)).toEqual([]);
    expect(s.reminders(s.owner.email)).toEqual([]);

    const later = new Date(start.getTime() + 2 * HOUR);
    const left = await s.fitting(later, { assigneeId: s.member.user.id });
    await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, s.member.user.id));
    const after = await sendDueReminders(t.ctx, new Date(later.getTime() - REMINDER_LEAD_MS));
    expect(after.sent.filter((x) => x.eventId === left.id)).toEqual([{ eventId: left.id, recipient: 'owner', to: s.owner.email }]);
  });
});
