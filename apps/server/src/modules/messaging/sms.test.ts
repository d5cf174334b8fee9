import { SMS_PER_MONTH } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMailDays, smsMonths } from '../../db/schema/index.js';
import { CLIENT_MAIL_PER_DAY } from '../../lib/studio-limits.js';
import { billingApi } from '../../test/billing.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { FAKE_TWILIO, startFakeTwilio } from '../../test/fake-twilio.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio, sentOf, smsOutbox } from '../../test/messaging.js';

/**
 * SMS to clients (decision 083): the embedded outbox, Twilio through its official SDK against a
 * local fake, the monthly allowance per plan, and the daily cap on messages to clients that email
 * and SMS share (decision 055), stored so that it survives a restart.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const month = () => new Date().toISOString().slice(0, 7);
const today = () => new Date().toISOString().slice(0, 10);
const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
};

describe('the SMS outbox', () => {
  it('holds each SMS as a file: the number in E.164 and the text signed with the studio’s name', async () => {
    const s = await messagingStudio(t, { name: 'Atelier Ada' });
    const client = await s.api.createClient({ name: 'Ada', phone: '07700 900101', preferredChannel: 'sms' });
    expect(client.preferredChannel).toBe('sms');
    const sent = sentOf(await s.send(client.id, { kind: 'order-ready', channel: 'sms' }));
    expect(sent).toMatchObject({ channel: 'sms', to: '+447700900101', whatsappUrl: '' });
    expect(sent.sentAt).not.toBeNull();
    const [file] = smsOutbox(t.dataDir, '+447700900101');
    expect(file).toMatchObject({ to: '+447700900101', kind: 'order-ready', body: sent.text });
    expect(file!.body).toMatch(/^Hello Ada, good news: your order is ready to collect\. http:\/\/\S+\/portal\/\S+\n— Atelier Ada$/);
    expect(await s.usage()).toMatchObject({
      smsProvider: 'outbox',
      sms: { allowance: SMS_PER_MONTH.premium, used: 1 },
      today: { sent: 1 },
    });
  });
});

describe('Twilio', () => {
  it('sends through the official SDK with the account’s credentials; a refusal is 502 and gives the SMS back', async () => {
    const fake = await startFakeTwilio();
    const twilio = await createTestApp(
      {
        TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
        TWILIO_FROM: FAKE_TWILIO.from,
        TWILIO_API_URL: fake.url,
      },
      { shareDatabaseOf: t },
    );
    try {
      const s = await messagingStudio(twilio);
      const client = await s.api.createClient({ name: 'Ada', phone: '+44 7700 900102' });
      const sent = sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'sms' }));
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]).toMatchObject({
        method: 'POST',
        path: `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`,
        user: FAKE_TWILIO.accountSid,
        password: FAKE_TWILIO.authToken,
        form: { To: '+447700900102', From: FAKE_TWILIO.from, Body: sent.text, SmartEncoded: 'true' },
      });
      expect(smsOutbox(twilio.dataDir)).toEqual([]);
      expect((await s.usage()).smsProvider).toBe('twilio');

      fake.refuseNext();
      const refused = await s.send(client.id, { kind: 'thank-you', channel: 'sms' });
      expectErrorEnvelope(refused.body, 502, 'PROVIDER_UNAVAILABLE');
      expect(fake.received).toHaveLength(2);
      // The refused SMS is not spent; the day's count (abuse bound) keeps it, as for mail (decision 055).
      expect(await s.usage()).toMatchObject({ sms: { used: 1 }, today: { sent: 2 } });
    } finally {
      await twilio.close();
      await fake.close();
    }
  });

  it('is configured whole or not at all', async () => {
    await expect(createTestApp({ TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid })).rejects.toThrow(/TWILIO_AUTH_TOKEN/);
    await expect(createTestApp({ TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken })).rejects.toThrow(
      /TWILIO_FROM/,
    );
    await expect(createTestApp({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 'x', TWILIO_FROM: '+1' })).rejects.toThrow(
      /TWILIO_ACCOUNT_SID must be AC/,
    );
  });
});

describe('the monthly SMS allowance', () => {
  it('is none on Free (email and SMS need a paid plan) and the plan’s on Premium, then refused until next month', async () => {
    const free = await messagingStudio(t, { plan: 'free' });
    expect((await free.usage()).sms).toMatchObject({ allowance: 0, left: 0 });

    const s = await messagingStudio(t);
    const client = await s.api.createClient({ name: 'Ada', phone: '07700 900103' });
    await t.ctx.db.insert(smsMonths).values({ workspaceId: s.workspaceId, month: month(), sent: SMS_PER_MONTH.premium - 1 });
    sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'sms' }));
    expect((await s.usage()).sms).toEqual({
      allowance: SMS_PER_MONTH.premium,
      used: SMS_PER_MONTH.premium,
      left: 0,
      resetsAt: nextMonth(),
    });

    const res = await t.request({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/messages`,
      token: s.token,
      payload: { kind: 'thank-you', channel: 'sms' },
    });
    expectErrorEnvelope(res.json(), 429, 'RATE_LIMITED');
    expect(res.json().message).toMatch(/its 100 SMS for this month/);
    const wait = Number(res.headers['retry-after']);
    expect(Math.abs(Date.now() + wait * 1000 - Date.parse(nextMonth()))).toBeLessThan(5000);
    expect(smsOutbox(t.dataDir, '+447700900103')).toHaveLength(1);
    // The refusal took nothing from the day; email and WhatsApp still go.
    expect((await s.usage()).today.sent).toBe(1);
    sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'whatsapp' }));
  });

  it('is larger on Enterprise', async () => {
    const s = await messagingStudio(t, { plan: 'enterprise' });
    expect((await s.usage()).sms).toMatchObject({ allowance: SMS_PER_MONTH.enterprise, left: SMS_PER_MONTH.enterprise });
  });
});

describe('the daily cap on messages to clients', () => {
  it('is shared by email, SMS and invoices, and holds across a restart of the server', async () => {
    const first = await createTestApp({}, { shareDatabaseOf: t });
    const s = await messagingStudio(first);
    const email = uniqueEmail('client');
    const client = await s.api.createClient({ name: 'Ada', email, phone: '07700 900104' });
    await t.ctx.db.insert(clientMailDays).values({ workspaceId: s.workspaceId, day: today(), sent: CLIENT_MAIL_PER_DAY - 1 });
    sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'sms' }));
    const invoice = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'CAP-1',
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 40 }],
    });
    const invoiceId = (invoice.body.data.invoice as { id: string }).id;
    await first.close();

    const second = await createTestApp({}, { shareDatabaseOf: t });
    try {
      for (const channel of ['email', 'sms']) {
        const res = await second.request({
          method: 'POST',
          url: `/api/v1/clients/${client.id}/messages`,
          token: s.token,
          payload: { kind: 'thank-you', channel },
        });
        expectErrorEnvelope(res.json(), 429, 'RATE_LIMITED');
        expect(res.json().message).toMatch(/200 messages to clients for today/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(86_400);
      }
      const mailed = await second.request({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/send`, token: s.token });
      expectErrorEnvelope(mailed.json(), 429, 'RATE_LIMITED');
      expect(outboxFor(second.dataDir, email)).toEqual([]);
      const [row] = await t.ctx.db
        .select()
        .from(smsMonths)
        .where(and(eq(smsMonths.workspaceId, s.workspaceId), eq(smsMonths.month, month())));
      // The SMS refused by the day's cap took nothing from the month.
      expect(row?.sent).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('a trial without a card', () => {
  it('sends no email or SMS to clients, may share on WhatsApp, and sends once a card is on file', async () => {
    const s = await messagingStudio(t, { paid: false });
    const email = uniqueEmail('client');
    const client = await s.api.createClient({ name: 'Ada', email, phone: '07700 900105' });
    expect((await s.usage()).cardRequired).toBe(true);
    for (const channel of ['email', 'sms']) {
      for (const res of [
        await s.send(client.id, { kind: 'order-ready', channel }),
        await s.preview(client.id, { kind: 'order-ready', channel }),
      ]) {
        expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
        expect(res.body.message).toMatch(/card/);
      }
    }
    expect(outboxFor(t.dataDir, email)).toEqual([]);
    expect(smsOutbox(t.dataDir, '+447700900105')).toEqual([]);
    sentOf(await s.send(client.id, { kind: 'order-ready', channel: 'whatsapp' }));

    expect((await billingApi(t, s.token).subscribeWithCard('premium')).status).toBe(200);
    expect((await s.usage()).cardRequired).toBe(false);
    sentOf(await s.send(client.id, { kind: 'order-ready', channel: 'sms' }));
    expect(smsOutbox(t.dataDir, '+447700900105')).toHaveLength(1);
  });
});
