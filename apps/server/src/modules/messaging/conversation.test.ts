import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMailDays, clientMessages, notifications } from '../../db/schema/index.js';
import { CLIENT_MAIL_PER_DAY } from '../../lib/studio-limits.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { mailParts } from '../../test/fixtures.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio, sentOf, smsOutbox } from '../../test/messaging.js';
import { makeLink, portalCall } from '../../test/portal.js';
import { joinedMember } from '../../test/team.js';

/**
 * A client's conversation (decision 131): one thread of every message both ways, the studio's free
 * text under the rules of the template messages, and what the studio has not read yet.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

type Message = { id: string; direction: string; channel: string; kind: string | null; body: string; author: string; read: boolean };
type Studio = Awaited<ReturnType<typeof messagingStudio>>;

async function thread(api: Studio['api'], clientId: string, query = '?limit=50') {
  const res = await api.call('GET', `/clients/${clientId}/conversation${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { messages: Message[]; nextCursor?: string | null };
}

async function overview(api: Studio['api'], clientId: string) {
  const res = await api.call('GET', `/clients/${clientId}/overview`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.overview as { conversation: { total: number; unread: number; items: Message[] } }).conversation;
}

const bellUnread = async (api: Studio['api']) => (await api.call('GET', '/notifications?limit=1')).body.data.unread as number;

async function studioWithClient(client: Record<string, unknown> = {}) {
  const s = await messagingStudio(t, { plan: 'enterprise' });
  const email = uniqueEmail('client');
  const made = await s.api.createClient({ name: 'Ada', email, phone: '07700 900100', ...client });
  const { token } = await makeLink(t, s.token, made.id);
  return { s, client: made, email, token };
}

const portalWrites = (token: string, message: string) => portalCall(t, 'POST', `${token}/messages`, { payload: { message } });

describe('the client writes from the portal', () => {
  it('joins the thread unread, in the overview and the bell; opening the thread reads it', async () => {
    const { s, client, token } = await studioWithClient();
    const sent = await portalWrites(token, '  Can the hem be shorter?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message).toMatchObject({ direction: 'in', channel: 'portal', body: 'Can the hem be shorter?' });

    const [first] = (await thread(s.api, client.id)).messages;
    expect(first).toMatchObject({
      direction: 'in',
      channel: 'portal',
      kind: null,
      body: 'Can the hem be shorter?',
      author: 'Ada',
      read: false,
    });
    expect(await overview(s.api, client.id)).toMatchObject({ total: 1, unread: 1, items: [{ id: first!.id, read: false }] });
    expect(await bellUnread(s.api)).toBe(1);

    const read = await s.api.call('POST', `/clients/${client.id}/conversation/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({ unread: 0 });
    expect(await overview(s.api, client.id)).toMatchObject({ total: 1, unread: 0 });
    expect((await thread(s.api, client.id)).messages[0]!.read).toBe(true);

    // The bell and the thread share one read state: a notice read in the bell reads the message.
    await portalWrites(token, 'And the sleeves?');
    expect((await overview(s.api, client.id)).unread).toBe(1);
    expect((await s.api.call('POST', '/notifications/read', {})).status).toBe(200);
    expect((await overview(s.api, client.id)).unread).toBe(0);
  });

  it('is refused empty or too long, and a link reads only its own client’s thread', async () => {
    const { s, client, token } = await studioWithClient();
    expect((await portalWrites(token, '   ')).statusCode).toBe(422);
    expect((await portalWrites(token, 'x'.repeat(2001))).statusCode).toBe(422);
    const other = await s.api.createClient({ name: 'Grace' });
    const otherLink = await makeLink(t, s.token, other.id);
    await portalWrites(otherLink.token, 'For Grace only');
    await s.api.call('POST', `/clients/${client.id}/conversation`, { body: 'For Ada only', channel: 'whatsapp' });

    const mine = await portalCall(t, 'GET', `${token}/messages?limit=10`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json().data.messages as Message[]).map((m) => m.body)).toEqual(['For Ada only']);
    const theirs = await portalCall(t, 'GET', `${otherLink.token}/messages`);
    expect((theirs.json().data.messages as Message[]).map((m) => m.body)).toEqual(['For Grace only']);
    // A cursor of one client's thread does not page another's.
    await portalWrites(token, 'Second');
    const page = await portalCall(t, 'GET', `${token}/messages?limit=1`);
    const cursor = page.json().data.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    expect((await portalCall(t, 'GET', `${otherLink.token}/messages?limit=1&cursor=${cursor}`)).statusCode).toBe(422);
    expect((await portalCall(t, 'GET', `${'x'.repeat(43)}/messages`)).statusCode).toBe(404);
  });

  it('keeps the bell’s notice with the client’s words, the message pointing at it', async () => {
    const { s, client, token } = await studioWithClient();
    await portalWrites(token, 'Hello');
    const [row] = await t.ctx.db
      .select({ noticeId: clientMessages.noticeId, kind: notifications.kind })
      .from(clientMessages)
      .innerJoin(notifications, eq(notifications.id, clientMessages.noticeId))
      .where(eq(clientMessages.clientId, client.id));
    expect(row).toMatchObject({ kind: 'client-message', noticeId: expect.any(String) });
    expect((await s.api.call('GET', '/notifications?limit=5')).body.data.notifications).toMatchObject([
      { kind: 'client-message', body: 'Hello' },
    ]);
  });
});

describe('the studio replies in free text', () => {
  it('by the client’s preferred channel: a mail under our subject, signed, read by the client on the portal', async () => {
    const { s, client, email, token } = await studioWithClient({ preferredChannel: 'email' });
    const res = await s.api.call('POST', `/clients/${client.id}/conversation`, { body: '  Yes, 2 cm shorter. See you Friday.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      to: email,
      whatsappUrl: '',
      message: { direction: 'out', channel: 'email', kind: null, body: 'Yes, 2 cm shorter. See you Friday.', read: true },
    });
    const [raw] = outboxFor(t.dataDir, email);
    expect(/^Subject: (.*)$/m.exec(raw!)?.[1]).toBe('A message from your tailor');
    const text =
      mailParts(raw!)
        .find((p) => p.contentType === 'text/plain')
        ?.body.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Yes, 2 cm shorter. See you Friday. — Maison Ada');

    const portal = await portalCall(t, 'GET', `${token}/messages`);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().data.messages).toMatchObject([{ direction: 'out', channel: 'email', body: 'Yes, 2 cm shorter. See you Friday.' }]);
    expect((await s.usage()).today.sent).toBe(1);
  });

  it('by SMS when the client prefers it, counted; by WhatsApp as a link, nothing sent', async () => {
    const { s, client } = await studioWithClient({ preferredChannel: 'sms' });
    const sms = await s.api.call('POST', `/clients/${client.id}/conversation`, { body: 'Your dress is ready' });
    expect(sms.status, JSON.stringify(sms.body)).toBe(201);
    expect(smsOutbox(t.dataDir, '+447700900100').at(-1)).toMatchObject({ body: 'Your dress is ready\n— Maison Ada', kind: 'reply' });
    expect((await s.usage()).sms.used).toBe(1);

    const wa = await s.api.call('POST', `/clients/${client.id}/conversation`, { body: 'On my way', channel: 'whatsapp' });
    expect(wa.status, JSON.stringify(wa.body)).toBe(201);
    expect(new URL(wa.body.data.whatsappUrl as string).searchParams.get('text')).toBe('On my way\n— Maison Ada');
    expect((await s.usage()).today.sent).toBe(1);
    expect((await thread(s.api, client.id)).messages.map((m) => [m.channel, m.body])).toEqual([
      ['whatsapp', 'On my way'],
      ['sms', 'Your dress is ready'],
    ]);
  });

  it('holds the day’s bound: past it, 429 and nothing in the thread', async () => {
    const { s, client, email } = await studioWithClient();
    await t.ctx.db
      .insert(clientMailDays)
      .values({ workspaceId: s.workspaceId, day: new Date().toISOString().slice(0, 10), sent: CLIENT_MAIL_PER_DAY });
    const res = await s.api.call('POST', `/clients/${client.id}/conversation`, { body: 'One more' });
    expectErrorEnvelope(res.body, 429, 'RATE_LIMITED');
    expect(outboxFor(t.dataDir, email)).toEqual([]);
    expect(await t.ctx.db.select().from(clientMessages).where(eq(clientMessages.clientId, client.id))).toEqual([]);
  });

  it('is refused on Free by email, empty, or to another studio’s client; staff may', async () => {
    const free = await messagingStudio(t, { plan: 'free' });
    const mine = await free.api.createClient({ name: 'Ada', email: uniqueEmail('client'), phone: '07700 900101' });
    expectErrorEnvelope(
      (await free.api.call('POST', `/clients/${mine.id}/conversation`, { body: 'Hi' })).body,
      403,
      'FEATURE_NOT_AVAILABLE',
    );
    const ok = await free.api.call('POST', `/clients/${mine.id}/conversation`, { body: 'Hi', channel: 'whatsapp' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const empty = await free.api.call('POST', `/clients/${mine.id}/conversation`, { body: '  ' });
    expectErrorEnvelope(empty.body, 422, 'VALIDATION_ERROR');
    expect(empty.body.errors?.map((e) => e.field)).toEqual(['body']);

    const { s, client } = await studioWithClient();
    for (const [method, path] of [
      ['GET', `/clients/${client.id}/conversation`],
      ['POST', `/clients/${client.id}/conversation`],
      ['POST', `/clients/${client.id}/conversation/read`],
    ] as const) {
      const res = await free.api.call(method, path, method === 'POST' ? { body: 'Hi', channel: 'whatsapp' } : undefined);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    const staff = await joinedMember(t, s, 'staff');
    const asStaff = businessApi(t, staff.token);
    const reply = await asStaff.call('POST', `/clients/${client.id}/conversation`, { body: 'From staff', channel: 'whatsapp' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect((reply.body.data.message as Message).author).toBe(`${staff.answer.firstName} ${staff.answer.lastName}`.trim());
  });
});

describe('template messages', () => {
  it('join the thread with their kind and channel, without the portal link; an amount is read empty by staff', async () => {
    const { s, client, token } = await studioWithClient();
    sentOf(await s.send(client.id, { kind: 'order-ready', channel: 'email' }));
    const invoice = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'C-1',
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 40 }],
    });
    const invoiceId = (invoice.body.data.invoice as { id: string }).id;
    expect((await s.api.call('PATCH', `/invoices/${invoiceId}`, { status: 'sent' })).status).toBe(200);
    sentOf(await s.send(client.id, { kind: 'balance-due', channel: 'whatsapp', invoiceId }));

    const [balance, ready] = (await thread(s.api, client.id)).messages;
    expect(ready).toMatchObject({
      direction: 'out',
      channel: 'email',
      kind: 'order-ready',
      body: 'Hello Ada, good news: your order is ready to collect.',
    });
    expect(balance).toMatchObject({ channel: 'whatsapp', kind: 'balance-due' });
    expect(balance!.body).toContain('40.00');
    const portal = await portalCall(t, 'GET', `${token}/messages`);
    expect(JSON.stringify(portal.json().data)).not.toContain('/portal/');

    const staff = await joinedMember(t, s, 'staff');
    const seen = await thread(businessApi(t, staff.token), client.id);
    expect(seen.messages.map((m) => [m.kind, m.body === ''])).toEqual([
      ['balance-due', true],
      ['order-ready', false],
    ]);
  });
});
