import { SMS_PER_MONTH } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMonths } from '../../db/schema/index.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messagingStudio, sentOf, smsOutbox } from '../../test/messaging.js';
import { refuseSmsDestination } from './sms-destination.js';

/**
 * An SMS counts what the provider bills (decision 105): its parts by encoding against the month's
 * allowance, and no SMS goes to satellite, international-network, premium-rate or shared-cost numbers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const month = () => new Date().toISOString().slice(0, 7);

describe('smsPartsOf', () => {
  it('counts GSM-7 as 160 in one part and 153 a part beyond, an extension character as two', () => {
    expect(smsPartsOf('a'.repeat(160))).toBe(1);
    expect(smsPartsOf('a'.repeat(161))).toBe(2);
    expect(smsPartsOf('a'.repeat(306))).toBe(2);
    expect(smsPartsOf('a'.repeat(307))).toBe(3);
    expect(smsPartsOf('€'.repeat(80))).toBe(1);
    expect(smsPartsOf(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('counts the signature’s dash and curly quotes as their GSM-7 look-alikes, as Twilio sends them', () => {
    expect(smsPartsOf(`${'a'.repeat(140)} ‘it’s’\n— Studio`)).toBe(1);
  });

  it('counts UCS-2 as 70 in one part and 67 a part beyond', () => {
    expect(smsPartsOf('ж'.repeat(70))).toBe(1);
    expect(smsPartsOf('ж'.repeat(71))).toBe(2);
    expect(smsPartsOf('ж'.repeat(134))).toBe(2);
    expect(smsPartsOf('ж'.repeat(135))).toBe(3);
    // One character outside GSM-7 turns the whole text to UCS-2.
    expect(smsPartsOf(`${'a'.repeat(100)}ж`)).toBe(2);
    expect(smsPartsOf('ж'.repeat(590))).toBe(9);
  });
});

describe('refuseSmsDestination', () => {
  it.each([
    ['+881612345678', /satellite/],
    ['+870773111632', /satellite/],
    ['+882345678901', /international network/],
    ['+883510012345', /international network/],
    ['+449098765432', /premium-rate/],
    ['+33810123456', /shared-cost/],
    ['+448450000000', /premium-rate/],
  ])('refuses %s on channel', (number, why) => {
    let caught: unknown;
    try {
      refuseSmsDestination(number);
    } catch (err) {
      caught = err;
    }
    expect(caught).toMatchObject({ statusCode: 422, errors: [{ field: 'channel', message: expect.stringMatching(why) }] });
  });

  it('lets mobile and geographic numbers through', () => {
    for (const number of ['+447700900123', '+33612345678', '+12025550123', '+74951234567']) {
      expect(() => refuseSmsDestination(number)).not.toThrow();
    }
  });
});

describe('an SMS of several parts', () => {
  it('is previewed with its parts and takes them all from the month', async () => {
    const s = await messagingStudio(t);
    const template = await s.api.call('PUT', '/message-templates/thank-you', { body: `{client}, ${'ж'.repeat(150)}` });
    expect(template.status, JSON.stringify(template.body)).toBe(200);
    const client = await s.api.createClient({ name: 'Ada', phone: '07700 900201' });
    const preview = await s.preview(client.id, { kind: 'thank-you', channel: 'sms' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const parts = smsPartsOf((preview.body.data.preview as { text: string }).text);
    expect(parts).toBe(3);
    expect(preview.body.data.preview).toMatchObject({ smsParts: 3 });
    const email = await s.preview(client.id, { kind: 'thank-you', channel: 'whatsapp' });
    expect(email.body.data.preview).toMatchObject({ smsParts: null });

    sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'sms' }));
    expect(await s.usage()).toMatchObject({ sms: { used: 3, left: SMS_PER_MONTH.premium - 3 }, today: { sent: 1 } });
  });

  it('is refused when the month has fewer parts left than it takes, and nothing is spent', async () => {
    const s = await messagingStudio(t);
    await s.api.call('PUT', '/message-templates/thank-you', { body: 'ж'.repeat(100) });
    const client = await s.api.createClient({ name: 'Ada', phone: '07700 900202' });
    await t.ctx.db.insert(smsMonths).values({ workspaceId: s.workspaceId, month: month(), sent: SMS_PER_MONTH.premium - 1 });
    const res = await s.send(client.id, { kind: 'thank-you', channel: 'sms' });
    expectErrorEnvelope(res.body, 429, 'RATE_LIMITED');
    expect(res.body.message).toMatch(/This message is 2 SMS parts/);
    expect(smsOutbox(t.dataDir, '+447700900202')).toEqual([]);
    expect(await s.usage()).toMatchObject({ sms: { used: SMS_PER_MONTH.premium - 1 }, today: { sent: 0 } });
  });
});

describe('an SMS to a number no studio texts', () => {
  it('is refused on channel before anything is counted; WhatsApp still opens', async () => {
    const s = await messagingStudio(t);
    const client = await s.api.createClient({ name: 'Ada', phone: '+881 6 1234 5678' });
    for (const res of [
      await s.preview(client.id, { kind: 'thank-you', channel: 'sms' }),
      await s.send(client.id, { kind: 'thank-you', channel: 'sms' }),
    ]) {
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors).toEqual([{ field: 'channel', message: expect.stringMatching(/satellite numbers \(\+881/) }]);
    }
    expect(smsOutbox(t.dataDir, '+881612345678')).toEqual([]);
    expect(await s.usage()).toMatchObject({ sms: { used: 0 }, today: { sent: 0 } });
    sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'whatsapp' }));
  });
});
