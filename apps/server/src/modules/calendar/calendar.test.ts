import type { CalendarEvent } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setUser = (id: string, values: Partial<typeof users.$inferInsert>) => t.ctx.db.update(users).set(values).where(eq(users.id, id));
const setTimezone = (id: string, zone: string) =>
  t.ctx.db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify({ timezone: zone })}::jsonb` })
    .where(eq(users.id, id));

/** A Premium (trial) studio with one client; Europe/Berlin unless a zone is given. */
async function studio(opts: { zone?: string; plan?: 'free' | 'premium' } = {}) {
  const u = await createVerifiedUser(t, { plan: opts.plan ?? 'premium' });
  if (opts.zone) await setTimezone(u.user.id, opts.zone);
  const api = businessApi(t, u.token);
  const client = opts.plan === 'free' ? null : await api.createClient({ name: 'Jane Doe', email: 'jane@example.com' });
  const event = async (body: Record<string, unknown>) => {
    const res = await api.call('POST', '/calendar', { title: 'Fitting', type: 'fitting', clientId: client?.id, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { event: CalendarEvent; conflicts: { id: string }[] };
  };
  const range = async (query: string) => {
    const res = await api.call('GET', `/calendar${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.events as CalendarEvent[];
  };
  return { ...u, api, client: client!, event, range };
}

const titles = (events: CalendarEvent[]) => events.map((e) => e.title);

describe('POST /api/v1/calendar', () => {
  it('adds a fitting for a client, scheduled, stored in UTC, with the client populated', async () => {
    const s = await studio();
    const res = await s.api.call('POST', '/calendar', {
      clientId: s.client.id,
      title: '  Second fitting ',
      type: 'fitting',
      startTime: '2026-12-03T10:30:00+01:00',
      endTime: '2026-12-03T11:30:00+01:00',
      location: 'Studio',
      description: 'Hem and sleeves',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Event added successfully!');
    const { event, conflicts } = res.body.data as { event: CalendarEvent; conflicts: unknown[] };
    expect(event).toMatchObject({
      _id: event.id,
      clientId: { _id: s.client.id, id: s.client.id, name: 'Jane Doe' },
      clientName: 'Jane Doe',
      title: 'Second fitting',
      type: 'fitting',
      status: 'scheduled',
      startTime: '2026-12-03T09:30:00.000Z',
      endTime: '2026-12-03T10:30:00.000Z',
      location: 'Studio',
      description: 'Hem and sleeves',
      remindClient: false,
      source: 'event',
      projectId: null,
      allDay: false,
    });
    expect(conflicts).toEqual([]);
    const read = await s.api.call('GET', `/calendar/${event.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.event).toEqual(event);
  });

  it('takes a meeting without a client: clientId null, clientName and optional texts empty', async () => {
    const s = await studio();
    const { event } = await s.event({
      clientId: null,
      type: 'meeting',
      title: 'Supplier',
      startTime: '2026-12-04T09:00:00Z',
      endTime: '2026-12-04T10:00:00Z',
    });
    expect(event).toMatchObject({ clientId: null, clientName: '', location: '', description: '', type: 'meeting' });
  });

  it.each([
    ['an end before the start', { endTime: '2026-12-03T09:00:00Z' }, 'endTime'],
    ['an end equal to the start', { endTime: '2026-12-03T10:00:00Z' }, 'endTime'],
    ['an event longer than 14 days', { endTime: '2026-12-20T10:00:00Z' }, 'endTime'],
    ['a status other than scheduled', { status: 'completed' }, 'status'],
    // A time without an offset is a wall time of the account's zone (decision 059): 12:30 in Berlin is after the end.
    ['a wall time after the end', { startTime: '2026-12-03T12:30' }, 'endTime'],
    ['a time that does not exist', { startTime: '2026-12-03T24:30' }, 'startTime'],
    ['a date without a time', { startTime: '2026-12-03' }, 'startTime'],
    ['an unknown type', { type: 'party' }, 'type'],
    ['an empty title', { title: '   ' }, 'title'],
    ['a title too long', { title: 'x'.repeat(121) }, 'title'],
    ['a location too long', { location: 'x'.repeat(301) }, 'location'],
    ['a description too long', { description: 'x'.repeat(2001) }, 'description'],
    ['remindClient not a boolean', { remindClient: 'yes' }, 'remindClient'],
    ['an unknown field', { colour: 'red' }, ''],
  ])('refuses %s with 422 on the field and stores nothing', async (_label, change, field) => {
    const s = await studio();
    const res = await s.api.call('POST', '/calendar', {
      title: 'Fitting',
      clientId: s.client.id,
      startTime: '2026-12-03T10:00:00Z',
      endTime: '2026-12-03T11:00:00Z',
      ...change,
    });
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    if (field) expect(res.body.errors?.map((e) => e.field)).toContain(field);
    expect(await s.range('?startDate=2026-12-01&endDate=2026-12-31')).toEqual([]);
  });

  it("answers 404 on clientId for another studio's client, and for a malformed or unknown one", async () => {
    const s = await studio();
    const other = await studio();
    for (const clientId of [other.client.id, UNKNOWN_ID, 'not-an-id']) {
      const res = await s.api.call('POST', '/calendar', {
        title: 'x',
        clientId,
        startTime: '2026-12-03T10:00:00Z',
        endTime: '2026-12-03T11:00:00Z',
      });
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([{ field: 'clientId', message: 'Client not found' }]);
    }
  });
});

describe('PATCH and DELETE /api/v1/calendar/{id}', () => {
  it('moves an event, changes its status to each later status, and keeps the rest', async () => {
    const s = await studio();
    const { event } = await s.event({ startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z', location: 'Studio' });
    const moved = await s.api.call('PATCH', `/calendar/${event.id}`, {
      startTime: '2026-12-05T14:00:00+01:00',
      endTime: '2026-12-05T15:30:00+01:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Event updated successfully!');
    expect(moved.body.data.event).toMatchObject({
      startTime: '2026-12-05T13:00:00.000Z',
      endTime: '2026-12-05T14:30:00.000Z',
      location: 'Studio',
      title: 'Fitting',
    });
    for (const status of ['completed', 'cancelled', 'no-show', 'scheduled']) {
      const res = await s.api.call('PATCH', `/calendar/${event.id}`, { status });
      expect(res.status).toBe(200);
      expect((res.body.data.event as CalendarEvent).status).toBe(status);
    }
    const cleared = await s.api.call('PATCH', `/calendar/${event.id}`, { clientId: null, location: '' });
    expect(cleared.body.data.event).toMatchObject({ clientId: null, clientName: '', location: '' });
  });

  it('checks a moved start against the stored end: 422 on endTime, nothing changed', async () => {
    const s = await studio();
    const { event } = await s.event({ startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' });
    const res = await s.api.call('PATCH', `/calendar/${event.id}`, { startTime: '2026-12-03T12:00:00Z' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('endTime');
    expect((await s.api.call('GET', `/calendar/${event.id}`)).body.data.event).toMatchObject({ startTime: '2026-12-03T10:00:00.000Z' });
    expect((await s.api.call('PATCH', `/calendar/${event.id}`, { status: 'postponed' })).status).toBe(422);
  });

  it('deletes an event and answers it; it is gone after', async () => {
    const s = await studio();
    const { event } = await s.event({ startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' });
    const res = await s.api.call('DELETE', `/calendar/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Event deleted successfully!');
    expect((res.body.data.event as CalendarEvent).id).toBe(event.id);
    expect((await s.api.call('GET', `/calendar/${event.id}`)).status).toBe(404);
    expect((await s.api.call('DELETE', `/calendar/${event.id}`)).status).toBe(404);
  });

  it("answers 404 for another studio's event on every call, and leaves it untouched", async () => {
    const s = await studio();
    const other = await studio();
    const { event } = await other.event({ startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' });
    for (const [method, body] of [['GET'], ['PATCH', { title: 'Mine now' }], ['DELETE']] as const) {
      const res = await s.api.call(method, `/calendar/${event.id}`, body);
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    expect((await s.api.call('GET', `/clients/${other.client.id}/calendar`)).status).toBe(404);
    expect((await other.api.call('GET', `/calendar/${event.id}`)).body.data.event).toMatchObject({ title: 'Fitting' });
    expect((await s.api.call('PATCH', `/calendar/${UNKNOWN_ID}`, { title: 'x' })).status).toBe(404);
  });
});

describe('GET /api/v1/calendar ranges in the account zone', () => {
  it('reads a month in the zone: an event late on the 30th and one just after midnight on the 1st fall in their own months', async () => {
    const s = await studio();
    // 23:30 on 30 November and 00:30 on 1 December in Berlin (UTC+1).
    await s.event({ title: 'Late', startTime: '2026-11-30T22:30:00Z', endTime: '2026-11-30T22:50:00Z' });
    await s.event({ title: 'Early', startTime: '2026-11-30T23:30:00Z', endTime: '2026-11-30T23:50:00Z' });
    expect(titles(await s.range('?startDate=2026-11-01&endDate=2026-11-30'))).toEqual(['Late']);
    expect(titles(await s.range('?startDate=2026-12-01&endDate=2026-12-31'))).toEqual(['Early']);
    // The same instants in New York are both on 30 November.
    await setTimezone(s.user.id, 'America/New_York');
    expect(titles(await s.range('?startDate=2026-11-01&endDate=2026-11-30'))).toEqual(['Late', 'Early']);
    // Date-times are instants, whatever the zone.
    expect(titles(await s.range('?startDate=2026-11-30T23:00:00Z&endDate=2026-12-01T00:00:00Z'))).toEqual(['Early']);
  });

  it('finds both 02:30s of the autumn change night, and the event at 03:30 of the spring night, on their days', async () => {
    const s = await studio({ zone: 'Europe/Berlin' });
    await s.event({ title: 'Summer 02:30', startTime: '2026-10-25T02:30:00+02:00', endTime: '2026-10-25T02:45:00+02:00' });
    await s.event({ title: 'Winter 02:30', startTime: '2026-10-25T02:30:00+01:00', endTime: '2026-10-25T02:45:00+01:00' });
    await s.event({ title: 'Spring', startTime: '2026-03-29T03:30:00+02:00', endTime: '2026-03-29T04:00:00+02:00' });
    expect(titles(await s.range('?startDate=2026-10-25&endDate=2026-10-25'))).toEqual(['Summer 02:30', 'Winter 02:30']);
    expect(titles(await s.range('?startDate=2026-10-24&endDate=2026-10-24'))).toEqual([]);
    expect(titles(await s.range('?startDate=2026-10-26&endDate=2026-10-26'))).toEqual([]);
    expect(titles(await s.range('?startDate=2026-03-29&endDate=2026-03-29'))).toEqual(['Spring']);
  });

  it('shows an event spanning midnight on both days and not on the next', async () => {
    const s = await studio();
    await s.event({
      title: 'Night delivery',
      type: 'delivery',
      startTime: '2026-11-10T22:00:00+01:00',
      endTime: '2026-11-11T02:00:00+01:00',
    });
    expect(titles(await s.range('?startDate=2026-11-10&endDate=2026-11-10'))).toEqual(['Night delivery']);
    expect(titles(await s.range('?startDate=2026-11-11&endDate=2026-11-11'))).toEqual(['Night delivery']);
    expect(titles(await s.range('?startDate=2026-11-12&endDate=2026-11-12'))).toEqual([]);
  });

  it('takes a whole year, refuses more than a year or an end before the start (422 on endDate)', async () => {
    const s = await studio();
    await s.range('?startDate=2028-01-01&endDate=2028-12-31');
    for (const query of [
      '?startDate=2026-01-01&endDate=2027-01-02',
      '?startDate=2026-05-01&endDate=2026-04-30',
      '?startDate=2026-01-01T00:00:00Z&endDate=2027-01-05T00:00:00Z',
    ]) {
      const res = await s.api.call('GET', `/calendar${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe('endDate');
    }
    expect((await s.api.call('GET', '/calendar?startDate=yesterday')).status).toBe(422);
  });

  it('answers the events in start order with the load message; without a range, the coming year', async () => {
    const s = await studio();
    const soon = new Date(Date.now() + 3 * 24 * 3600_000);
    const later = new Date(Date.now() + 2 * 24 * 3600_000);
    await s.event({ title: 'B', startTime: soon.toISOString(), endTime: new Date(soon.getTime() + 3600_000).toISOString() });
    await s.event({ title: 'A', startTime: later.toISOString(), endTime: new Date(later.getTime() + 3600_000).toISOString() });
    await s.event({ title: 'Far', startTime: '2040-01-01T10:00:00Z', endTime: '2040-01-01T11:00:00Z' });
    const res = await s.api.call('GET', '/calendar');
    expect(res.body.message).toBe('Calendar events loaded successfully!');
    expect(titles(res.body.data.events as CalendarEvent[])).toEqual(['A', 'B']);
  });
});

describe('the plan lock', () => {
  const lockedCalls = (eventId: string, clientId: string): [string, string, unknown?][] => [
    ['GET', '/calendar'],
    ['GET', '/calendar?startDate=2026-12-01&endDate=2026-12-31'],
    ['POST', '/calendar', { title: 'x', startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' }],
    ['GET', `/calendar/${eventId}`],
    ['PATCH', `/calendar/${eventId}`, { title: 'y' }],
    ['DELETE', `/calendar/${eventId}`],
    ['GET', `/clients/${clientId}/calendar`],
    ['GET', '/calendar/feed'],
    ['POST', '/calendar/feed'],
  ];

  it('answers a Free account 403 PLAN_UPGRADE_REQUIRED with the upgrade message on every call', async () => {
    const s = await studio({ plan: 'free' });
    const client = await s.api.createClient({ name: 'Free client' });
    for (const [method, url, body] of lockedCalls(UNKNOWN_ID, client.id)) {
      const res = await s.api.call(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expectErrorEnvelope(res.body, 403, 'PLAN_UPGRADE_REQUIRED');
      expect(res.body.message).toBe('You need to upgrade to a higher plan to use this feature...');
    }
  });

  it('locks the calendar when the trial ends, keeps the events, and opens again on a paid plan', async () => {
    const s = await studio();
    const { event } = await s.event({ startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' });
    await setUser(s.user.id, { trialEndDate: new Date(Date.now() - 1000) });
    for (const [method, url, body] of lockedCalls(event.id, s.client.id)) {
      const res = await s.api.call(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('PLAN_UPGRADE_REQUIRED');
    }
    await setUser(s.user.id, { subscriptionStatus: 'active' });
    expect(titles(await s.range('?startDate=2026-12-01&endDate=2026-12-31'))).toEqual(['Fitting']);
  });
});

describe('project deadlines on the calendar', () => {
  it("shows a project's due date as a read-only whole-day deadline that moves with the project", async () => {
    const s = await studio();
    const project = await s.api.createProject(s.client.id, { name: 'Wedding gown', dueDate: '2026-12-15' });
    let december = await s.range('?startDate=2026-12-01&endDate=2026-12-31');
    expect(december).toHaveLength(1);
    expect(december[0]).toMatchObject({
      id: `deadline-${project.id}`,
      title: 'Wedding gown',
      type: 'deadline',
      source: 'project',
      allDay: true,
      startTime: '2026-12-15T00:00:00.000Z',
      endTime: '2026-12-16T00:00:00.000Z',
      clientName: 'Jane Doe',
      projectId: { id: project.id, name: 'Wedding gown' },
      status: 'scheduled',
    });
    // It is not a stored event: it cannot be read, changed or deleted as one.
    expect((await s.api.call('GET', `/calendar/deadline-${project.id}`)).status).toBe(404);
    expect((await s.api.call('DELETE', `/calendar/deadline-${project.id}`)).status).toBe(404);

    expect((await s.api.call('PATCH', `/projects/${project.id}`, { dueDate: '2027-01-10' })).status).toBe(200);
    expect(await s.range('?startDate=2026-12-01&endDate=2026-12-31')).toEqual([]);
    expect(titles(await s.range('?startDate=2027-01-10&endDate=2027-01-10'))).toEqual(['Wedding gown']);
    // The day is the project's day in every zone, even far from UTC.
    await setTimezone(s.user.id, 'Pacific/Kiritimati');
    expect(titles(await s.range('?startDate=2027-01-10&endDate=2027-01-10'))).toEqual(['Wedding gown']);
    expect(await s.range('?startDate=2027-01-11&endDate=2027-01-11')).toEqual([]);

    expect((await s.api.call('PATCH', `/projects/${project.id}`, { status: 'completed' })).status).toBe(200);
    december = await s.range('?startDate=2027-01-01&endDate=2027-01-31');
    expect(december[0]?.status).toBe('completed');
    expect((await s.api.call('PATCH', `/projects/${project.id}`, { dueDate: null })).status).toBe(200);
    expect(await s.range('?startDate=2027-01-01&endDate=2027-01-31')).toEqual([]);
  });

  it("lists a client's events and deadlines only under GET /clients/{id}/calendar", async () => {
    const s = await studio();
    const other = await s.api.createClient({ name: 'Other' });
    await s.event({ title: 'Jane fitting', startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' });
    await s.event({ title: 'Other fitting', clientId: other.id, startTime: '2026-12-04T10:00:00Z', endTime: '2026-12-04T11:00:00Z' });
    await s.api.createProject(s.client.id, { name: 'Jane coat', dueDate: '2026-12-20' });
    const res = await s.api.call('GET', `/clients/${s.client.id}/calendar?startDate=2026-12-01&endDate=2026-12-31`);
    expect(res.status).toBe(200);
    expect(titles(res.body.data.events as CalendarEvent[])).toEqual(['Jane fitting', 'Jane coat']);
    // Deleting a client takes its appointments with it.
    expect((await s.api.call('DELETE', `/clients/${other.id}`)).status).toBe(200);
    expect(titles(await s.range('?startDate=2026-12-01&endDate=2026-12-31'))).toEqual(['Jane fitting', 'Jane coat']);
  });
});

describe('the double-booking warning', () => {
  it('saves an overlapping event and names the events it overlaps; cancelled ones and neighbours do not count', async () => {
    const s = await studio();
    const first = await s.event({ title: 'First', startTime: '2026-12-03T10:00:00Z', endTime: '2026-12-03T11:00:00Z' });
    const touching = await s.event({ title: 'After', startTime: '2026-12-03T11:00:00Z', endTime: '2026-12-03T12:00:00Z' });
    expect(touching.conflicts).toEqual([]);
    const second = await s.event({ title: 'Second', startTime: '2026-12-03T10:30:00Z', endTime: '2026-12-03T11:30:00Z' });
    expect(second.conflicts.map((c) => c.id)).toEqual([first.event.id, touching.event.id]);
    expect(second.conflicts[0]).toMatchObject({
      title: 'First',
      startTime: '2026-12-03T10:00:00.000Z',
      endTime: '2026-12-03T11:00:00.000Z',
    });

    await s.api.call('PATCH', `/calendar/${first.event.id}`, { status: 'cancelled' });
    const moved = await s.api.call('PATCH', `/calendar/${touching.event.id}`, {
      startTime: '2026-12-03T10:15:00Z',
      endTime: '2026-12-03T10:45:00Z',
    });
    expect((moved.body.data.conflicts as { id: string }[]).map((c) => c.id)).toEqual([second.event.id]);
    const away = await s.api.call('PATCH', `/calendar/${touching.event.id}`, {
      startTime: '2026-12-04T10:15:00Z',
      endTime: '2026-12-04T10:45:00Z',
    });
    expect(away.body.data.conflicts).toEqual([]);
    // Another studio's events are never named.
    const other = await studio();
    expect((await other.event({ startTime: '2026-12-03T10:30:00Z', endTime: '2026-12-03T11:30:00Z' })).conflicts).toEqual([]);
  });
});
