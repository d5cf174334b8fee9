import type { CalendarEvent } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { calendarReminders, storedFiles, users, workspaces } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { mailInlineImages } from '../../test/mail-attachments.js';
import { countDueReminders, REMINDER_LEAD_MS, sendDueReminders } from './reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const setUser = (id: string, values: Partial<typeof users.$inferInsert>) => t.ctx.db.update(users).set(values).where(eq(users.id, id));
const setSettings = (id: string, settings: Record<string, unknown>) =>
  t.ctx.db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(users.id, id));

/** Every test has its own far-future moment, so runs of other tests' reminders never interfere. */
let slot = 0;
function moment() {
  slot += 1;
  return new Date(Date.UTC(2031 + slot, 2, 10, 9, 30));
}

async function studio(clientEmail: string | null = 'jane@example.com', plan: 'premium' | 'enterprise' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  // The trial would end before the far-future reminders: a paid subscription keeps the calendar.
  await setUser(u.user.id, { subscriptionStatus: 'active' });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Jane Doe', ...(clientEmail ? { email: clientEmail } : {}) });
  const event = async (start: Date, body: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/calendar', {
      title: 'Second fitting',
      type: 'fitting',
      clientId: client.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 60 * MINUTE).toISOString(),
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { event: CalendarEvent }).event;
  };
  const reminderMails = (to = u.email) => outboxFor(t.dataDir, to).filter((m) => /^Subject: (Tomorrow|Reminder):/m.test(m));
  return { ...u, api, client, event, reminderMails };
}

describe('appointment reminders', () => {
  it('mails the owner once, 24 hours before a fitting, with the time in the studio zone', async () => {
    const s = await studio();
    const start = moment();
    const event = await s.event(start, { location: 'Studio 2' });
    const remindAt = start.getTime() - REMINDER_LEAD_MS;
    expect((await sendDueReminders(t.ctx, new Date(remindAt - MINUTE))).sent.filter((x) => x.eventId === event.id)).toEqual([]);
    const run = await sendDueReminders(t.ctx, new Date(remindAt + MINUTE));
    expect(run.sent).toEqual([{ eventId: event.id, recipient: 'owner', to: s.email }]);
    expect((await sendDueReminders(t.ctx, new Date(remindAt + 2 * MINUTE))).sent).toEqual([]);
    const mails = s.reminderMails();
    expect(mails).toHaveLength(1);
    // 09:30 UTC in March is 10:30 in Berlin (the default zone).
    expect(mails[0]).toContain('Subject: Tomorrow: Second fitting with Jane Doe');
    expect(mails[0]).toMatch(/at 10:30/);
    expect(mails[0]).toContain('Studio 2');
  });

  it("mails the client too when 'Remind client' is ticked, replies going to the studio; not when the client has no email", async () => {
    const s = await studio('client-' + Date.now() + '@example.com');
    const start = moment();
    const event = await s.event(start, { remindClient: true, type: 'consultation' });
    const run = await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS));
    expect(run.sent.map((x) => x.recipient).sort()).toEqual(['client', 'owner']);
    const clientMail = outboxFor(t.dataDir, (s.client.email as string) ?? '')[0];
    expect(clientMail).toMatch(/^Subject: Reminder: your consultation on \w+day, \d+ March \d{4} at 10:30$/m);
    // The studio's name (decision 073), not the owner's.
    expect(clientMail).toContain("booked with Test's studio");
    expect(clientMail).toMatch(new RegExp(`^Reply-To: ${s.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
    expect(event.remindClient).toBe(true);

    const noEmail = await studio(null);
    const other = await noEmail.event(moment(), { remindClient: true });
    const later = await sendDueReminders(t.ctx, new Date(Date.parse(other.startTime) - REMINDER_LEAD_MS + MINUTE));
    expect(later.sent.filter((x) => x.eventId === other.id).map((x) => x.recipient)).toEqual(['owner']);
  });

  it("heads an Enterprise studio's client reminder with its logo inline and its colour; a Premium one with its name alone", async () => {
    const sent = async (plan: 'premium' | 'enterprise') => {
      const email = `client-${plan}-${Date.now()}@example.com`;
      const s = await studio(email, plan);
      const logo = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#1E3A8A' } })
        .png()
        .toBuffer();
      const [file] = await t.ctx.db
        .insert(storedFiles)
        .values({ ownerId: s.user.id, kind: 'logo', contentType: 'image/png', byteSize: logo.length, data: logo })
        .returning({ id: storedFiles.id });
      await t.ctx.db
        .update(workspaces)
        .set({ name: 'Maison Ọlá', brandColor: '#1E3A8A', logoFileId: file!.id })
        .where(eq(workspaces.ownerId, s.user.id));
      const start = moment();
      await s.event(start, { remindClient: true });
      await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS));
      const [mail] = outboxFor(t.dataDir, email);
      return mail!;
    };
    const branded = await sent('enterprise');
    const [logo] = mailInlineImages(branded);
    expect(logo?.contentType).toBe('image/png');
    expect(branded).toContain(`cid:${logo!.cid}`);
    expect(branded).toContain('background:#1E3A8A');
    expect(branded).not.toMatch(/^Subject:.*Maison/m);

    const plain = await sent('premium');
    expect(mailInlineImages(plain)).toEqual([]);
    expect(plain).not.toContain('#1E3A8A');
    expect(plain).toContain('Maison');
  });

  it('sends nothing to the owner when appointment reminders or all email notifications are off, or for a meeting', async () => {
    for (const settings of [{ eventReminders: false }, { emailNotifications: false }]) {
      const s = await studio();
      await setSettings(s.user.id, settings);
      const start = moment();
      const event = await s.event(start);
      const run = await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS + MINUTE));
      expect(run.sent.filter((x) => x.eventId === event.id)).toEqual([]);
      expect(s.reminderMails()).toEqual([]);
    }
    const s = await studio();
    const start = moment();
    await s.event(start, { type: 'meeting' });
    expect((await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS + MINUTE))).sent).toEqual([]);
  });

  it('cancels the reminder with the event (cancelled, deleted) and moves it with the event', async () => {
    const s = await studio();
    const start = moment();
    const cancelled = await s.event(start);
    const deleted = await s.event(new Date(start.getTime() + 2 * 3600_000));
    const moved = await s.event(new Date(start.getTime() + 4 * 3600_000));
    await s.api.call('PATCH', `/calendar/${cancelled.id}`, { status: 'cancelled' });
    await s.api.call('DELETE', `/calendar/${deleted.id}`);
    const newStart = new Date(start.getTime() + 3 * 24 * 3600_000);
    await s.api.call('PATCH', `/calendar/${moved.id}`, {
      startTime: newStart.toISOString(),
      endTime: new Date(newStart.getTime() + 3600_000).toISOString(),
    });
    // The day before the old times: nothing is due any more.
    expect((await sendDueReminders(t.ctx, new Date(start.getTime() + 5 * 3600_000 - REMINDER_LEAD_MS))).sent).toEqual([]);
    const run = await sendDueReminders(t.ctx, new Date(newStart.getTime() - REMINDER_LEAD_MS));
    expect(run.sent.map((x) => x.eventId)).toEqual([moved.id]);

    // Moved again after its reminder went out: the new time is reminded too, once.
    const third = new Date(newStart.getTime() + 2 * 24 * 3600_000);
    await s.api.call('PATCH', `/calendar/${moved.id}`, {
      startTime: third.toISOString(),
      endTime: new Date(third.getTime() + 3600_000).toISOString(),
    });
    expect((await sendDueReminders(t.ctx, new Date(third.getTime() - REMINDER_LEAD_MS))).sent.map((x) => x.eventId)).toEqual([moved.id]);
    // A change that keeps the time (the title) does not send it again.
    await s.api.call('PATCH', `/calendar/${moved.id}`, { title: 'Final fitting' });
    expect((await sendDueReminders(t.ctx, new Date(third.getTime() - REMINDER_LEAD_MS + MINUTE))).sent).toEqual([]);
    expect(s.reminderMails()).toHaveLength(2);
  });

  it('skips a studio whose plan no longer has the calendar, and events already begun', async () => {
    const s = await studio();
    const start = moment();
    await s.event(start);
    await setUser(s.user.id, { subscriptionStatus: 'cancelled', trialEndDate: null });
    const run = await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS));
    expect(run.sent).toEqual([]);
    expect(run.skipped).toBe(1);

    const late = await studio();
    const begun = moment();
    await late.event(begun);
    // The server was down all the day before: after the start a reminder is no use.
    expect((await sendDueReminders(t.ctx, new Date(begun.getTime() + MINUTE))).sent).toEqual([]);
  });

  it('neither loses nor repeats a reminder across a restart', async () => {
    const s = await studio();
    const start = moment();
    const early = await s.event(start);
    const later = await s.event(new Date(start.getTime() + 3600_000));
    // The first process sends the first reminder, then stops.
    const first = await createTestApp({}, { database: t.database });
    expect((await sendDueReminders(first.ctx, new Date(start.getTime() - REMINDER_LEAD_MS))).sent.map((x) => x.eventId)).toEqual([
      early.id,
    ]);
    await first.close();
    // The restarted process finds the second one due and does not send the first again.
    const second = await createTestApp({}, { database: t.database });
    const run = await sendDueReminders(second.ctx, new Date(start.getTime() + 3600_000 - REMINDER_LEAD_MS));
    expect(run.sent.map((x) => x.eventId)).toEqual([later.id]);
    await second.close();
    const rows = await t.ctx.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, early.id));
    expect(rows).toMatchObject([{ recipient: 'owner', attempts: 1 }]);
  });

  it('sends each reminder once when two server processes run at the same moment on one database', async () => {
    const s = await studio();
    const start = moment();
    const events = [];
    for (let i = 0; i < 6; i++) events.push(await s.event(new Date(start.getTime() + i * 10 * MINUTE), { remindClient: i % 2 === 0 }));
    // On PostgreSQL the second process has its own connections; PGlite is in-process, so shared.
    const reopened = t.database.reopen ? await t.database.reopen() : undefined;
    const a = await createTestApp({}, { database: t.database });
    const b = await createTestApp({}, { database: reopened ?? t.database });
    const now = new Date(start.getTime() + 60 * MINUTE - REMINDER_LEAD_MS);
    const [runA, runB] = await Promise.all([sendDueReminders(a.ctx, now), sendDueReminders(b.ctx, now)]);
    const sent = [...runA.sent, ...runB.sent].map((x) => `${x.eventId}:${x.recipient}`).sort();
    const expected = events.flatMap((e, i) => [`${e.id}:owner`, ...(i % 2 === 0 ? [`${e.id}:client`] : [])]).sort();
    expect(sent).toEqual(expected);
    await a.close();
    await b.close();
    await reopened?.close();
  });
});

describe('shutting down (decision 094)', () => {
  it('stops after the reminder in hand and leaves the rest due for the next run, in any process', async () => {
    const s = await studio();
    const start = moment();
    const events = [await s.event(start), await s.event(start, { title: 'Final fitting' })];
    const now = new Date(start.getTime() - REMINDER_LEAD_MS + MINUTE);
    expect(await countDueReminders(t.ctx.db, now)).toBe(2);
    // A second instance on the same database, whose shutdown begins while it sends the first mail.
    const other = await createTestApp({}, { shareDatabaseOf: t });
    let first: Awaited<ReturnType<typeof sendDueReminders>>['sent'] = [];
    try {
      const send = other.ctx.mailer.send.bind(other.ctx.mailer);
      other.ctx.mailer.send = async (mail) => {
        other.ctx.background.stop();
        await send(mail);
      };
      first = (await sendDueReminders(other.ctx, now)).sent;
    } finally {
      await other.close();
    }
    expect(first).toHaveLength(1);
    expect(await countDueReminders(t.ctx.db, now)).toBe(1);
    const rest = (await sendDueReminders(t.ctx, now)).sent;
    expect([...first, ...rest].map((x) => x.eventId).sort()).toEqual(events.map((e) => e.id).sort());
  });
});
