import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { makeLink } from '../test/portal.js';
import { errorForLog } from './log-redaction.js';

/** Logs carry ids, not personal data. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

describe('what the server logs', () => {
  it('leaves email addresses and query strings out of request and mail lines', async () => {
    const { email, token } = await createVerifiedUser(t);
    await t.request({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    await t.request({ method: 'GET', url: '/api/v1/clients?search=Margaret%20Thatcher', token });
    const log = lines.join('');
    expect(log).toContain('mail written to outbox');
    expect(log).toContain('/api/v1/clients');
    expect(log).not.toContain(email);
    expect(log).not.toContain(email.split('@')[0]);
    expect(log).not.toMatch(/Margaret/);
  });

  it('leaves card numbers, security codes and a checkout page’s key out of every line', async () => {
    const { token } = await createVerifiedUser(t);
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '987' };
    await t.request({ method: 'POST', url: '/api/v1/subscriptions/sandbox/payment-methods', token, payload: card });
    const checkout = await t.request({ method: 'POST', url: '/api/v1/subscriptions', token, payload: { planId: 'premium' } });
    const sessionId = String(checkout.json().data.checkoutUrl).split('/').at(-1)!;
    await t.request({ method: 'GET', url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}` });
    const form = new URLSearchParams({ number: card.number, expMonth: '12', expYear: '2099', cvc: '987' }).toString();
    const paid = await t.request({
      method: 'POST',
      url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(paid.statusCode).toBe(303);
    const log = lines.join('');
    expect(log).toContain('/api/v1/subscriptions/sandbox/checkout/[redacted]');
    expect(log).not.toContain(sessionId);
    expect(log).not.toContain('4242424242424242');
    expect(log).not.toMatch(/cvc|expYear/i);
  });

  it('leaves a client portal’s token out of every line, the page’s and the API’s, and the client’s words (decision 082)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, owner.token);
    const client = await api.createClient({ name: 'Margaret Portal' });
    const { token } = await makeLink(t, owner.token, client.id);
    expect((await t.request({ method: 'GET', url: `/api/v1/portal/${token}` })).statusCode).toBe(200);
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/portal/${token}/messages`,
      payload: { message: 'Whisper words of wisdom' },
    });
    expect(sent.statusCode).toBe(201);
    await t.request({ method: 'GET', url: `/api/v1/portal/${token}/invoices/not-an-id/pdf` });
    await t.request({ method: 'GET', url: `/portal/${token}` });
    const log = lines.join('');
    expect(log).toContain('/api/v1/portal/[redacted]');
    expect(log).toContain('"mailKind":"studio-notice"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 20));
    expect(log).not.toMatch(/Whisper|Margaret Portal/);
  });

  it('leaves mail subjects out of the log: they name clients and carry the studio’s text', async () => {
    const to = 'client-of-the-studio@example.com';
    await t.ctx.mailer.send({
      to,
      subject: 'Tomorrow: Final fitting with Margaret Thatcher',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'owner-reminder',
    });
    const log = lines.join('');
    expect(log).toMatch(/"mailKind":"owner-reminder"[^\n]*mail written to outbox/);
    expect(log).not.toMatch(/Final fitting|Thatcher/);
    expect(log).not.toContain(to);
  });

  it('logs a failed query without its values', async () => {
    const secret = 'grace.hopper@navy.example';
    const err = await t.ctx.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err)) + String((err as Error).message)).toContain(secret);
    const logged = JSON.stringify(errorForLog(err));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int');
  });
});
