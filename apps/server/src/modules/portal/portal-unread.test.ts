import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages } from '../../db/schema/index.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { makeLink, portalCall } from '../../test/portal.js';

/**
 * The client told on the portal of the studio's replies they have not read (decision 136): a count
 * in the page's view, each message marked, and a read mark through the link, for its own client only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

type PortalMessage = { id: string; direction: 'in' | 'out'; body: string; unread: boolean };

async function studioWithClient(s?: Awaited<ReturnType<typeof messagingStudio>>, name = 'Ada') {
  const studio = s ?? (await messagingStudio(t, { plan: 'enterprise' }));
  const client = await studio.api.createClient({ name, email: uniqueEmail('client'), preferredChannel: 'email' });
  const { token } = await makeLink(t, studio.token, client.id);
  return { s: studio, client, token };
}

async function reply(s: Awaited<ReturnType<typeof messagingStudio>>, clientId: string, body: string) {
  const res = await s.api.call('POST', `/clients/${clientId}/conversation`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function unreadInView(token: string): Promise<number> {
  const res = await portalCall(t, 'GET', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.portal.conversation.unread as number;
}

async function portalThread(token: string): Promise<PortalMessage[]> {
  const res = await portalCall(t, 'GET', `${token}/messages?limit=20`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.messages as PortalMessage[];
}

const markRead = (token: string) => portalCall(t, 'POST', `${token}/messages/read`);

describe('the portal counts the studio’s replies the client has not read', () => {
  it('counts and marks each reply until the client reads the thread; their own messages are never new', async () => {
    const { s, client, token } = await studioWithClient();
    expect(await unreadInView(token)).toBe(0);

    const sent = await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Can the hem be shorter?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message).toMatchObject({ direction: 'in', unread: false });
    await reply(s, client.id, 'Yes, 2 cm shorter.');
    await reply(s, client.id, 'See you Friday.');

    expect(await unreadInView(token)).toBe(2);
    expect((await portalThread(token)).map((m) => [m.body, m.unread])).toEqual([
      ['See you Friday.', true],
      ['Yes, 2 cm shorter.', true],
      ['Can the hem be shorter?', false],
    ]);

    const read = await markRead(token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ success: true, message: 'Messages marked as read', data: { unread: 0 } });
    expect(await unreadInView(token)).toBe(0);
    expect((await portalThread(token)).every((m) => !m.unread)).toBe(true);
    // The server keeps when the client read them.
    const rows = await t.ctx.db
      .select({ at: clientMessages.clientReadAt })
      .from(clientMessages)
      .where(and(eq(clientMessages.clientId, client.id), eq(clientMessages.direction, 'out')));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.at).toBeInstanceOf(Date);

    // A later reply is new again; reading twice is harmless.
    await reply(s, client.id, 'Your dress is ready.');
    expect(await unreadInView(token)).toBe(1);
    expect((await markRead(token)).json().data).toEqual({ unread: 0 });
    expect((await markRead(token)).json().data).toEqual({ unread: 0 });
  });

  it('leaves the studio’s own read state alone: the client’s message stays unread in the studio', async () => {
    const { s, client, token } = await studioWithClient();
    await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Hello' } });
    await reply(s, client.id, 'Hello Ada');
    expect((await markRead(token)).statusCode).toBe(200);
    const overview = await s.api.call('GET', `/clients/${client.id}/overview`);
    expect((overview.body.data.overview as { conversation: unknown }).conversation).toMatchObject({ total: 2, unread: 1 });
  });

  it('reads only the link’s own client: another client of the same studio keeps their replies unread', async () => {
    const ada = await studioWithClient();
    const grace = await studioWithClient(ada.s, 'Grace');
    await reply(ada.s, ada.client.id, 'For Ada');
    await reply(ada.s, grace.client.id, 'For Grace');
    expect((await markRead(ada.token)).json().data).toEqual({ unread: 0 });
    expect(await unreadInView(grace.token)).toBe(1);
    expect((await portalThread(grace.token)).map((m) => m.unread)).toEqual([true]);
  });

  it('answers the one 404 for an unknown or revoked link, and marks nothing', async () => {
    const { s, client, token } = await studioWithClient();
    await reply(s, client.id, 'Still there?');
    expect((await markRead('x'.repeat(43))).statusCode).toBe(404);
    expect((await s.api.call('DELETE', `/clients/${client.id}/portal-link`)).status).toBe(200);
    const gone = await markRead(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: 'This link is no longer active' });
    const { token: fresh } = await makeLink(t, s.token, client.id);
    expect(await unreadInView(fresh)).toBe(1);
  });
});
