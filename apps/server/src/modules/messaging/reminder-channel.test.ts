import { SMS_PER_MONTH, type CalendarEvent } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMonths } from '../../db/schema/index.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio, smsOutbox } from '../../test/messaging.js';
import { REMINDER_LEAD_MS, sendDueReminders } from '../calendar/reminders.js';

/**
 * The calendar's 24-hour reminder to a client goes by the client's preferred channel (decision
 * 083): email as before, SMS through the provider with the studio's 'fitting-reminder' text, and
 * for WhatsApp, which Atelier cannot send, email when the client has an address, else SMS.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
let offset = 0;

async function reminderCase(client: Record<string, unknown>, opts: { smsUsedUp?: boolean; template?: string } = {}) {
  const s = await messagingStudio(t, { settings: { timezone: 'Europe/London' } });
  await s.api.call('PUT', '/message-templates/fitting-reminder', { body: opts.template ?? 'See you on {date}, {client}. {portalLink}' });
  const made = await s.api.createClient({ name: 'Ada', ...client });
  // Each case its own hour, so one run sends only its own reminder.
  offset += 1;
  const start = new Date(Date.UTC(2031, 0, 10, 9, 0) + offset * 7 * 24 * HOUR);
  const res = await s.api.call('POST', '/calendar', {
    title: 'Second fitting',
    type: 'fitting',
    clientId: made.id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR).toISOString(),
    remindClient: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const event = (res.body.data as { event: CalendarEvent }).event;
  const at = new Date(start.getTime() - REMINDER_LEAD_MS + 60_000);
  if (opts.smsUsedUp) {
    // The month the reminder is sent in, UTC.
    await t.ctx.db
      .insert(smsMonths)
      .values({ workspaceId: s.workspaceId, month: at.toISOString().slice(0, 7), sent: SMS_PER_MONTH.premium });
  }
  const run = await sendDueReminders(t.ctx, at);
  return {
    sent: run.sent.filter((x) => x.eventId === event.id && x.recipient === 'client').map((x) => x.to),
    start,
    workspaceId: s.workspaceId,
  };
}

describe('a client’s reminder', () => {
  it('goes by SMS to a client who prefers SMS, with the studio’s text', async () => {
    const email = uniqueEmail('client');
    const { sent } = await reminderCase({ email, phone: '07700 900201', preferredChannel: 'sms' });
    expect(sent).toEqual(['+447700900201']);
    const [sms] = smsOutbox(t.dataDir, '+447700900201');
    expect(sms?.kind).toBe('client-reminder');
    expect(sms?.body).toMatch(
      /^See you on \w+day, \d+ \w+ 20\d\d at 09:00, Ada\. https:\/\/atelier\.example\/portal\/[\w-]{43}\n— Maison Ada$/,
    );
    expect(outboxFor(t.dataDir, email)).toEqual([]);
  });

  it('goes by email to a client who prefers email, as before', async () => {
    const email = uniqueEmail('client');
    const { sent } = await reminderCase({ email, phone: '07700 900202', preferredChannel: 'email' });
    expect(sent).toEqual([email]);
    expect(outboxFor(t.dataDir, email)).toHaveLength(1);
    expect(smsOutbox(t.dataDir, '+447700900202')).toEqual([]);
  });

  it('for WhatsApp, goes by email when the client has an address, else by SMS', async () => {
    const email = uniqueEmail('client');
    expect((await reminderCase({ email, phone: '07700 900203', preferredChannel: 'whatsapp' })).sent).toEqual([email]);
    expect(smsOutbox(t.dataDir, '+447700900203')).toEqual([]);
    expect((await reminderCase({ phone: '07700 900204', preferredChannel: 'whatsapp' })).sent).toEqual(['+447700900204']);
  });

  it('falls back to email when the month’s SMS are used up or the number cannot be read, and is skipped with neither', async () => {
    const email = uniqueEmail('client');
    expect((await reminderCase({ email, phone: '07700 900205', preferredChannel: 'sms' }, { smsUsedUp: true })).sent).toEqual([email]);
    expect(smsOutbox(t.dataDir, '+447700900205')).toEqual([]);
    const other = uniqueEmail('client');
    expect((await reminderCase({ email: other, phone: '12', preferredChannel: 'sms' })).sent).toEqual([other]);
    expect((await reminderCase({ phone: '07700 900206', preferredChannel: 'sms' }, { smsUsedUp: true })).sent).toEqual([]);
  });

  it('takes its SMS parts from the month, and goes by email to a number no studio texts (decision 105)', async () => {
    const { sent, workspaceId } = await reminderCase({ phone: '07700 900207', preferredChannel: 'sms' }, { template: 'ж'.repeat(100) });
    expect(sent).toEqual(['+447700900207']);
    const [month] = await t.ctx.db.select().from(smsMonths).where(eq(smsMonths.workspaceId, workspaceId));
    expect(month?.sent).toBe(2);
    const email = uniqueEmail('client');
    expect((await reminderCase({ email, phone: '+881 6 1234 5678', preferredChannel: 'sms' })).sent).toEqual([email]);
    expect(smsOutbox(t.dataDir, '+881612345678')).toEqual([]);
  });
});
