import type { CalendarEvent } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMailDays, users, workspaces } from '../db/schema/index.js';
import { CLIENT_MAIL_PER_DAY } from '../lib/studio-limits.js';
import { billingApi } from '../test/billing.js';
import { mailParts } from '../test/fixtures.js';
import { businessApi, expectErrorEnvelope } from '../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, uniqueEmail, type TestApp } from '../test/harness.js';
import { REMINDER_LEAD_MS, sendDueReminders } from './calendar/reminders.js';

/**
 * Decision 055: mail to a studio's clients (invoices, client reminders) is not an open relay. A
 * trial without a card sends none, a studio sends at most CLIENT_MAIL_PER_DAY a day (counted in
 * the database, so a restart does not reset it), and subjects carry none of the studio's text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3600_000;
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

async function studio(app: TestApp, opts: { paid: boolean; studioName?: string; clientName?: string }) {
  const u = await createVerifiedUser(app, { plan: 'premium' });
  if (opts.paid) await app.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, u.user.id));
  // The studio's name, which its client mail signs with (decision 073).
  if (opts.studioName) await app.ctx.db.update(workspaces).set({ name: opts.studioName }).where(eq(workspaces.ownerId, u.user.id));
  const api = businessApi(app, u.token);
  const clientEmail = uniqueEmail('client');
  const client = await api.createClient({ name: opts.clientName ?? 'Jane Doe', email: clientEmail });
  const [ws] = await app.ctx.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.ownerId, u.user.id));
  const invoice = async (invoiceNumber = 'INV-001') => {
    const res = await api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber,
      dueDate: '2030-01-31',
      items: [{ description: 'Fitting', quantity: 1, rate: 80 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data.invoice as { id: string }).id;
  };
  const event = async (start: Date, body: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/calendar', {
      title: 'Second fitting',
      type: 'fitting',
      clientId: client.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
      remindClient: true,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { event: CalendarEvent }).event;
  };
  return { ...u, api, clientEmail, workspaceId: ws!.id, invoice, event };
}

describe('a trial without a card', () => {
  it('sends no client mail, while the owner’s own reminders still go; a card opens it', async () => {
    const s = await studio(t, { paid: false });
    const start = new Date(Date.now() + 2 * 24 * HOUR);
    const event = await s.event(start);
    const run = await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS + 60_000));
    expect(run.sent.filter((x) => x.eventId === event.id)).toEqual([{ eventId: event.id, recipient: 'owner', to: s.email }]);
    expect(outboxFor(t.dataDir, s.clientEmail)).toEqual([]);

    const id = await s.invoice();
    const refused = await s.api.call('POST', `/invoices/${id}/send`);
    expectErrorEnvelope(refused.body, 403, 'FEATURE_NOT_AVAILABLE');
    expect(refused.body.message).toMatch(/card/);
    expect(outboxFor(t.dataDir, s.clientEmail)).toEqual([]);
    expect(((await s.api.call('GET', `/invoices/${id}`)).body.data.invoice as { status: string }).status).toBe('draft');

    expect((await billingApi(t, s.token).subscribeWithCard('premium')).status).toBe(200);
    expect((await s.api.call('POST', `/invoices/${id}/send`)).status).toBe(200);
    expect(outboxFor(t.dataDir, s.clientEmail)).toHaveLength(1);
  });
});

describe('the daily cap on client mail', () => {
  it('holds across a restart of the server, for invoices and client reminders alike', async () => {
    const first = await createTestApp({}, { shareDatabaseOf: t });
    const s = await studio(first, { paid: true });
    const id = await s.invoice();
    // As if the studio had already mailed its clients all day but once.
    const today = new Date().toISOString().slice(0, 10);
    await t.ctx.db.insert(clientMailDays).values({ workspaceId: s.workspaceId, day: today, sent: CLIENT_MAIL_PER_DAY - 1 });
    expect((await s.api.call('POST', `/invoices/${id}/send`)).status).toBe(200);
    await first.close();

    // A new process on the same database: its in-memory limits are fresh, the day's count is not.
    const second = await createTestApp({}, { shareDatabaseOf: t });
    try {
      const res = await second.request({ method: 'POST', url: `/api/v1/invoices/${id}/send`, token: s.token });
      expect(res.statusCode).toBe(429);
      expectErrorEnvelope(res.json(), 429, 'RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(86_400);
      const event = await eventDueNow(second, s.token);
      const now = new Date();
      const run = await sendDueReminders(second.ctx, now);
      expect(run.sent.filter((x) => x.eventId === event.id).map((x) => x.recipient)).toEqual(['owner']);
      expect(outboxFor(second.dataDir, s.clientEmail)).toEqual([]);
      const [row] = await t.ctx.db.select().from(clientMailDays).where(eq(clientMailDays.workspaceId, s.workspaceId));
      expect(row?.sent).toBe(CLIENT_MAIL_PER_DAY);
    } finally {
      await second.close();
    }
  });
});

/** An event due for its reminder now (starting in two hours), made through the given app. */
async function eventDueNow(app: TestApp, token: string) {
  const api = businessApi(app, token);
  const clients = await api.listClients();
  const start = new Date(Date.now() + 2 * HOUR);
  const res = await api.call('POST', '/calendar', {
    title: 'Fitting',
    type: 'fitting',
    clientId: clients[0]!.id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR).toISOString(),
    remindClient: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as { event: CalendarEvent }).event;
}

describe('subjects of client mail', () => {
  it('carry none of the studio’s text; the body names the studio as the sender of what it wrote', async () => {
    const bank = 'Your Bank Security Team';
    const s = await studio(t, { paid: true, studioName: bank, clientName: 'Valued Account Holder' });
    const start = new Date(Date.now() + 3 * 24 * HOUR);
    const event = await s.event(start, { title: 'Verify your account now', location: 'http://bank-security.example/login' });
    const run = await sendDueReminders(t.ctx, new Date(start.getTime() - REMINDER_LEAD_MS + 60_000));
    expect(
      run.sent
        .filter((x) => x.eventId === event.id)
        .map((x) => x.recipient)
        .sort(),
    ).toEqual(['client', 'owner']);
    await s.api.call('POST', `/invoices/${await s.invoice('URGENT-VERIFY-ACCOUNT')}/send`);

    const mails = outboxFor(t.dataDir, s.clientEmail);
    expect(mails).toHaveLength(2);
    for (const raw of mails) {
      const subject = subjectOf(raw);
      expect(subject).toMatch(/^(Reminder: your fitting on |Invoice for \$80\.00, due )/);
      for (const typed of [bank, 'Bank', 'Verify', 'bank-security', 'Valued', 'URGENT']) expect(subject).not.toContain(typed);
      const text = mailParts(raw).find((p) => p.contentType === 'text/plain')?.body ?? '';
      expect(text.replace(/\s+/g, ' ')).toContain(`on behalf of ${bank}`);
    }
    const texts = mails.map((raw) => mailParts(raw).find((p) => p.contentType === 'text/plain')?.body ?? '').join('\n');
    expect(texts).toContain(`Where, as ${bank} wrote it: http://bank-security.example/login`);
  });
});
