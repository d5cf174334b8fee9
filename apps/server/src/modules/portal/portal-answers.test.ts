import type { AppNotification, CalendarEvent, PortalAppointment } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, notifications } from '../../db/schema/index.js';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { mailParts } from '../../test/fixtures.js';
import { createTestApp, outboxFor, type TestApp } from '../../test/harness.js';
import { makeLink, NO_DOCUMENT, portalCall, portalStudio, shownAppointment } from '../../test/portal.js';
import { mailStudioNotices } from '../notifications/notice-mail.js';
import { notifyStudio } from '../notifications/notify.js';

/**
 * Decision 082: what the client does through the portal reaches the studio three ways: an activity
 * entry, a notification in the app, and a mail to the owner while their clientMessages setting is on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const HOUR = 3600_000;
/** The plain-text part of a mail, decoded. */
const textOf = (raw: string) => mailParts(raw).find((p) => p.contentType === 'text/plain')?.body ?? '';
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

async function setup(opts: { clientMessages?: boolean } = {}) {
  const studio = await portalStudio(t);
  const { api } = studio;
  if (opts.clientMessages === false)
    expect((await api.call('PATCH', '/user/notifications', { settings: { clientMessages: false } })).status).toBe(200);
  const client = await api.createClient({ name: 'Grace Hopper' });
  const event = async (title: string, startsIn: number, clientId = client.id) => {
    const res = await api.call('POST', '/calendar', {
      clientId,
      title,
      type: 'fitting',
      startTime: at(startsIn),
      endTime: at(startsIn + HOUR),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data.event as { id: string }).id;
  };
  const { token } = await makeLink(t, studio.owner.token, client.id);
  return { ...studio, client, event, token };
}

const listNotices = async (api: Awaited<ReturnType<typeof portalStudio>>['api'], query = '') => {
  const res = await api.call('GET', `/notifications${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { notifications: AppNotification[]; unread: number; nextCursor: string | null };
};
const describedActivity = async (api: Awaited<ReturnType<typeof portalStudio>>['api']) =>
  ((await api.call('GET', '/dashboard/stats')).body.data.recentActivity as { description: string }[]).map((e) => e.description);

describe('confirming and asking to move an appointment', () => {
  it('confirm: the event carries the answer, and the studio gets an entry, a notice and a mail', async () => {
    const { api, owner, event, token } = await setup();
    const fitting = await event('First fitting', 48 * HOUR);
    const res = await portalCall(t, 'POST', `${token}/appointments/${fitting}/confirm`, {
      payload: { documentSha256: await shownAppointment(t, token, fitting) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Appointment confirmed');
    expect(res.json().data.appointment as PortalAppointment).toMatchObject({ id: fitting, clientResponse: 'confirmed' });
    expect(res.headers['x-robots-tag']).toBe('noindex');

    const studioEvent = (await api.call('GET', `/calendar/${fitting}`)).body.data.event as CalendarEvent;
    expect(studioEvent).toMatchObject({ clientResponse: 'confirmed', clientResponseNote: '' });
    expect(await describedActivity(api)).toContain('Grace Hopper confirmed First fitting');
    const { notifications: list, unread } = await listNotices(api);
    expect(unread).toBe(1);
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'appointment-confirmed',
        subject: 'Grace Hopper',
        entityType: 'event',
        entityId: fitting,
        body: '',
        read: false,
      }),
    ]);
    const mails = outboxFor(t.dataDir, owner.email);
    expect(mails.at(-1)).toMatch(/^Subject: A client confirmed an appointment$/m);
    expect(textOf(mails.at(-1)!)).toContain('Grace Hopper confirmed "First fitting"');
  });

  it('reschedule: the client’s words reach the studio in the event, the notice and the mail body, never the subject', async () => {
    const { api, owner, event, token } = await setup();
    const fitting = await event('Second fitting', 48 * HOUR);
    const words = 'Could we make it Friday afternoon? Urgent: click http://bank.example';
    const res = await portalCall(t, 'POST', `${token}/appointments/${fitting}/reschedule`, { payload: { message: `  ${words} ` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.appointment).toMatchObject({ clientResponse: 'reschedule' });
    expect((await api.call('GET', `/calendar/${fitting}`)).body.data.event).toMatchObject({
      clientResponse: 'reschedule',
      clientResponseNote: words,
    });
    expect((await listNotices(api)).notifications[0]).toMatchObject({ kind: 'appointment-reschedule', body: words });
    expect(await describedActivity(api)).toContain('Grace Hopper asked to move Second fitting');
    const mail = outboxFor(t.dataDir, owner.email).at(-1)!;
    expect(mail).toMatch(/^Subject: A client asked to move an appointment$/m);
    const subject = mail.match(/^Subject: .*$/m)![0];
    expect(subject).not.toContain('Friday');
    expect(textOf(mail)).toContain('Friday afternoon');

    // The studio moves it: the answer was about the old time, so it is cleared.
    const moved = await api.call('PATCH', `/calendar/${fitting}`, { startTime: at(72 * HOUR), endTime: at(73 * HOUR) });
    expect(moved.status).toBe(200);
    expect(moved.body.data.event).toMatchObject({ clientResponse: null, clientResponseNote: '' });
    // A change that leaves the time alone keeps a new answer.
    const shown = { documentSha256: await shownAppointment(t, token, fitting) };
    expect((await portalCall(t, 'POST', `${token}/appointments/${fitting}/confirm`, { payload: shown })).statusCode).toBe(200);
    const renamed = await api.call('PATCH', `/calendar/${fitting}`, { title: 'Second fitting, bring shoes' });
    expect(renamed.body.data.event).toMatchObject({ clientResponse: 'confirmed' });
  });

  it('answers 404 for another client’s, a cancelled, a past, an unknown and a malformed appointment, and changes nothing', async () => {
    const { api, client, event, token } = await setup();
    const other = await api.createClient({ name: 'Someone Else' });
    const theirs = await event('Their fitting', 48 * HOUR, other.id);
    const cancelled = await event('Cancelled fitting', 48 * HOUR);
    expect((await api.call('PATCH', `/calendar/${cancelled}`, { status: 'cancelled' })).status).toBe(200);
    const begun = await event('Begun', -HOUR / 2);
    const stranger = await setup();
    const strangers = await stranger.event('Stranger fitting', 48 * HOUR);
    // Nine writes: within the link's ten for ten minutes, which a failed one counts towards too.
    const tries = [
      ...[theirs, cancelled, begun, strangers, UNKNOWN_ID, 'abc'].map((id) => ['confirm', id] as const),
      ...[theirs, cancelled, strangers].map((id) => ['reschedule', id] as const),
    ];
    for (const [action, id] of tries) {
      const res = await portalCall(
        t,
        'POST',
        `${token}/appointments/${id}/${action}`,
        action === 'reschedule' ? { payload: { message: 'Later?' } } : { payload: { documentSha256: NO_DOCUMENT } },
      );
      expect(res.statusCode, `${action} ${id}`).toBe(404);
      expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    }
    expect((await api.call('GET', `/calendar/${theirs}`)).body.data.event).toMatchObject({ clientResponse: null });
    expect((await listNotices(api)).notifications).toEqual([]);
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data.link).not.toBeNull();
  });
});

describe('messages', () => {
  it('a message is an entry (without the words), a notice with them, and a mail with them', async () => {
    const { api, owner, client, token } = await setup();
    const res = await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Is my dress ready?\nThanks!' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Message sent', data: {} });
    expect(await describedActivity(api)).toContain('Grace Hopper sent a message');
    const [entry] = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.detail, 'message'));
    expect(JSON.stringify(entry)).not.toContain('dress');
    expect((await listNotices(api)).notifications[0]).toMatchObject({
      kind: 'client-message',
      clientId: client.id,
      entityType: 'client',
      entityId: client.id,
      subject: 'Grace Hopper',
      body: 'Is my dress ready?\nThanks!',
    });
    const mail = outboxFor(t.dataDir, owner.email).at(-1)!;
    expect(mail).toMatch(/^Subject: A client sent you a message$/m);
    expect(textOf(mail)).toContain('Is my dress ready?');
  });

  it('bounds and checks the words: empty or over 2000 characters is 422 on the field, and nothing reaches the studio', async () => {
    const { api, token } = await setup();
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      const res = await portalCall(t, 'POST', `${token}/messages`, { payload: { message } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('message');
    }
    expect((await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'x'.repeat(2000) } })).statusCode).toBe(201);
    expect((await listNotices(api)).notifications).toHaveLength(1);
  });

  it('mails nothing while the owner’s clientMessages setting is off; the notice is still in the app', async () => {
    const { api, owner, token } = await setup({ clientMessages: false });
    const before = outboxFor(t.dataDir, owner.email).length;
    expect((await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Hello' } })).statusCode).toBe(201);
    expect((await listNotices(api)).unread).toBe(1);
    expect(outboxFor(t.dataDir, owner.email)).toHaveLength(before);
    // The worker judged it and will not mail it later either.
    const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.body, 'Hello'));
    expect(row!.mailedAt).not.toBeNull();
    expect(await mailStudioNotices(t.ctx)).toMatchObject({ sent: 0 });
  });
});

describe('notifyStudio, for any route that tells the studio', () => {
  it('mails once after the change commits, and nothing for a change rolled back', async () => {
    const { owner, workspaceId, client } = await setup();
    const notice = {
      workspaceId,
      kind: 'measurements-submitted' as const,
      clientId: client.id,
      entityType: 'client',
      entityId: client.id,
      subject: 'Grace Hopper',
    };
    await t.ctx.db
      .transaction(async (tx) => {
        await notifyStudio(tx, { ...notice, body: 'Rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.ctx.db.transaction(async (tx) => notifyStudio(tx, { ...notice, body: 'Measured with a friend' }));
    const before = outboxFor(t.dataDir, owner.email).length;
    expect((await mailStudioNotices(t.ctx)).sent).toBeGreaterThanOrEqual(1);
    expect((await mailStudioNotices(t.ctx)).sent).toBe(0);
    const mails = outboxFor(t.dataDir, owner.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: A client sent their measurements$/m);
    expect(textOf(mails[0]!)).toContain('Measured with a friend');
    expect(mails.join('')).not.toContain('Rolled back');
  });
});

describe('GET /notifications and POST /notifications/read', () => {
  it('pages newest first, filters the unread, and marks some or all read for the studio', async () => {
    const { api, token } = await setup({ clientMessages: false });
    for (const n of [1, 2, 3])
      expect((await portalCall(t, 'POST', `${token}/messages`, { payload: { message: `Note ${n}` } })).statusCode).toBe(201);
    const first = await listNotices(api, '?limit=2');
    expect(first.notifications.map((n) => n.body)).toEqual(['Note 3', 'Note 2']);
    expect(first.unread).toBe(3);
    const second = await listNotices(api, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.body)).toEqual(['Note 1']);
    expect(second.nextCursor).toBeNull();

    const marked = await api.call('POST', '/notifications/read', { ids: [first.notifications[0]!.id, UNKNOWN_ID, 'not-an-id'] });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ message: 'Notifications marked as read', data: { unread: 2 } });
    expect((await listNotices(api, '?unread=true')).notifications.map((n) => n.body)).toEqual(['Note 2', 'Note 1']);
    expect((await listNotices(api)).notifications[0]).toMatchObject({ body: 'Note 3', read: true });

    // Another studio's ids change nothing here, and its list is its own.
    const other = await setup();
    expect((await other.api.call('POST', '/notifications/read', { ids: [second.notifications[0]!.id] })).body.data).toEqual({ unread: 0 });
    expect((await listNotices(api)).unread).toBe(2);
    expect((await listNotices(other.api)).notifications).toEqual([]);

    expect((await api.call('POST', '/notifications/read', {})).body.data).toEqual({ unread: 0 });
    expect((await listNotices(api, '?unread=true')).notifications).toEqual([]);
  });
});
