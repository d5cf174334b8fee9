import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, portalLinks, workspaceMembers } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { mailParts } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio, sentOf, smsOutbox } from '../../test/messaging.js';

/**
 * Messages the client reads (decision 083): the studio's templates, their placeholders, WhatsApp
 * links, email, and who may send what to whom.
 */
const APP_URL = 'https://atelier.example';
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

describe('message templates', () => {
  it('start as the defaults in the studio’s language, are changed and reset by the studio', async () => {
    const s = await messagingStudio(t);
    const list = await s.api.call('GET', '/message-templates');
    expect(list.status).toBe(200);
    const templates = list.body.data.templates as { kind: string; body: string; isDefault: boolean; defaultBody: string }[];
    expect(templates.map((x) => x.kind)).toEqual(['order-ready', 'fitting-reminder', 'balance-due', 'thank-you']);
    expect(templates.every((x) => x.isDefault && x.body === x.defaultBody)).toBe(true);
    expect(templates[0]!.body).toMatch(/^Hello \{client\}/);

    const put = await s.api.call('PUT', '/message-templates/order-ready', { body: '  Ready, {client}! {portalLink}  ' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.template).toMatchObject({ kind: 'order-ready', body: 'Ready, {client}! {portalLink}', isDefault: false });

    const long = await s.api.call('PUT', '/message-templates/order-ready', { body: 'x'.repeat(601) });
    expectErrorEnvelope(long.body, 422, 'VALIDATION_ERROR');
    expect(long.body.errors?.map((e) => e.field)).toEqual(['body']);
    expectErrorEnvelope((await s.api.call('PUT', '/message-templates/price-list', { body: 'Hi' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await s.api.call('DELETE', '/message-templates/price-list')).body, 404, 'NOT_FOUND');

    const reset = await s.api.call('DELETE', '/message-templates/order-ready');
    expect(reset.body.data.template).toMatchObject({ kind: 'order-ready', isDefault: true, body: templates[0]!.defaultBody });
  });

  it('are French for a studio working in French', async () => {
    const s = await messagingStudio(t, { settings: { language: 'fr' } });
    const list = await s.api.call('GET', '/message-templates');
    expect((list.body.data.templates as { body: string }[])[0]!.body).toMatch(/^Bonjour \{client\}/);
  });

  it('are read by staff and changed only by those who change the studio', async () => {
    const owner = await messagingStudio(t, { plan: 'enterprise' });
    const staff = await createVerifiedUser(t);
    await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, staff.user.id));
    await t.ctx.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: staff.user.id, role: 'staff' });
    const api = businessApi(t, staff.token);
    expect((await api.call('GET', '/message-templates')).status).toBe(200);
    expectErrorEnvelope((await api.call('PUT', '/message-templates/thank-you', { body: 'Hi' })).body, 403, 'FORBIDDEN');

    // Staff send messages, but name no invoice: they see no money (decision 072).
    const client = await owner.api.createClient({ name: 'Ada', phone: '07700 900001' });
    const invoice = await owner.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'S-1',
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 40 }],
    });
    const invoiceId = (invoice.body.data.invoice as { id: string }).id;
    const named = await api.call('POST', `/clients/${client.id}/messages`, { kind: 'balance-due', channel: 'whatsapp', invoiceId });
    expectErrorEnvelope(named.body, 403, 'FORBIDDEN');
    const plain = sentOf(await api.call('POST', `/clients/${client.id}/messages`, { kind: 'balance-due', channel: 'whatsapp' }));
    expect(plain.text).not.toContain('40');
  });
});

describe('placeholders', () => {
  it('are the client, the project, the date in the studio’s zone and language, the balance in its currency and the portal link from APP_URL', async () => {
    const s = await messagingStudio(t, { settings: { language: 'fr', timezone: 'America/New_York', currency: 'EUR' } });
    await s.api.call('PUT', '/message-templates/balance-due', {
      body: '{client} | {project} | {date} | {balance} | {portalLink} | {unknown}',
    });
    const client = await s.api.createClient({ name: 'Ada Lovelace', phone: '+44 7700 900002' });
    const project = await s.api.createProject(client.id, { name: 'Robe de mariée' });
    const invoice = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'P-1',
      dueDate: '2030-01-31',
      items: [{ description: 'Robe', quantity: 1, rate: 1250.5 }],
    });
    const invoiceId = (invoice.body.data.invoice as { id: string }).id;
    await s.api.call('POST', `/invoices/${invoiceId}/payments`, { amount: 250.5, date: '2026-01-01', method: 'cash' });
    const event = await s.api.call('POST', '/calendar', {
      title: 'Essayage',
      type: 'fitting',
      clientId: client.id,
      startTime: '2030-03-04T15:30:00Z',
      endTime: '2030-03-04T16:30:00Z',
    });
    const eventId = (event.body.data.event as { id: string }).id;

    const body = { kind: 'balance-due', channel: 'whatsapp', projectId: project.id, invoiceId, eventId };
    const preview = await s.preview(client.id, body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.preview).toMatchObject({ to: '+447700900002', newPortalLink: true });
    expect((await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.clientId, client.id))).length).toBe(0);

    const sent = sentOf(await s.send(client.id, body));
    const [line, signature] = sent.text.split('\n');
    const parts = line!.split(' | ');
    expect(parts.slice(0, 2)).toEqual(['Ada Lovelace', 'Robe de mariée']);
    // 15:30 UTC is 10:30 in New York in March (before daylight saving), in French.
    expect(parts[2]).toBe('lundi 4 mars 2030 à 10:30');
    expect(parts[3]?.replace(/\s/g, ' ')).toBe('1 000,00 €');
    expect(parts[4]).toMatch(new RegExp(`^${APP_URL}/portal/[A-Za-z0-9_-]{43}$`));
    expect(parts[5]).toBe('{unknown}');
    expect(signature).toBe('— Maison Ada');

    // The link made for the message is the client's live link; the next message reuses it.
    const again = sentOf(await s.send(client.id, body));
    expect(again.text).toBe(sent.text);
    const links = await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.clientId, client.id));
    expect(links.filter((l) => !l.revokedAt)).toHaveLength(1);
  });

  it('drop the portal link on Free, and the missing values tidily', async () => {
    const s = await messagingStudio(t, { plan: 'free' });
    const client = await s.api.createClient({ name: 'Grace', phone: '07700 900003' });
    const sent = sentOf(await s.send(client.id, { kind: 'order-ready', channel: 'whatsapp' }));
    expect(sent.text).toBe('Hello Grace, good news: your order is ready to collect.\n— Maison Ada');
  });
});

describe('WhatsApp', () => {
  it('answers a wa.me link with the number in E.164 and the text, sends and counts nothing', async () => {
    const s = await messagingStudio(t);
    const client = await s.api.createClient({ name: 'Ada', phone: '07700 900004' });
    const before = await s.usage();
    const sent = sentOf(await s.send(client.id, { kind: 'thank-you', channel: 'whatsapp' }));
    const url = new URL(sent.whatsappUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/447700900004');
    expect(url.searchParams.get('text')).toBe(sent.text);
    expect(sent.text).toContain('Thank you, Ada!');
    expect(sent.sentAt).toBeNull();
    expect(await s.usage()).toEqual(before);
    expect(smsOutbox(t.dataDir, '+447700900004')).toEqual([]);
  });

  it('reads a number without +code in the studio’s country, and asks for one when the studio has none', async () => {
    const s = await messagingStudio(t, { phoneCountry: null });
    const local = await s.api.createClient({ name: 'Ada', phone: '06 12 34 56 78' });
    const refused = await s.send(local.id, { kind: 'thank-you', channel: 'whatsapp' });
    expectErrorEnvelope(refused.body, 422, 'VALIDATION_ERROR');
    expect(refused.body.message).toBe("Add the country code to the client's phone number, or set your studio's country");
    expect(refused.body.errors).toEqual([{ field: 'channel', message: refused.body.message }]);
    const international = await s.api.createClient({ name: 'Bea', phone: '0033 6 12 34 56 78' });
    expect(new URL(sentOf(await s.send(international.id, { kind: 'thank-you', channel: 'whatsapp' })).whatsappUrl).pathname).toBe(
      '/33612345678',
    );

    expect((await s.api.call('PATCH', '/studio', { phoneCountry: 'fr' })).body.data.studio).toMatchObject({ phoneCountry: 'FR' });
    expect(new URL(sentOf(await s.send(local.id, { kind: 'thank-you', channel: 'whatsapp' })).whatsappUrl).pathname).toBe('/33612345678');
    expectErrorEnvelope((await s.api.call('PATCH', '/studio', { phoneCountry: 'ZZ' })).body, 422, 'VALIDATION_ERROR');

    const none = await s.api.createClient({ name: 'Cy' });
    expectErrorEnvelope((await s.send(none.id, { kind: 'thank-you', channel: 'whatsapp' })).body, 422, 'CLIENT_PHONE_MISSING');
    const garbled = await s.api.createClient({ name: 'Di', phone: '12' });
    expectErrorEnvelope((await s.send(garbled.id, { kind: 'thank-you', channel: 'whatsapp' })).body, 422, 'VALIDATION_ERROR');
  });
});

describe('email', () => {
  it('sends the studio’s text under a subject of ours, names the studio, and writes who sent what in the activity, never the text', async () => {
    const s = await messagingStudio(t, { name: 'Your Bank Security Team' });
    const email = uniqueEmail('client');
    const client = await s.api.createClient({ name: 'Ada', email, preferredChannel: 'email' });
    expect(client.preferredChannel).toBe('email');
    const sent = sentOf(await s.send(client.id, { kind: 'order-ready', channel: 'email' }));
    expect(sent).toMatchObject({ channel: 'email', to: email });
    const [raw] = outboxFor(t.dataDir, email);
    expect(/^Subject: (.*)$/m.exec(raw!)?.[1]).toBe('Your order is ready');
    const text =
      mailParts(raw!)
        .find((p) => p.contentType === 'text/plain')
        ?.body.replace(/\s+/g, ' ') ?? '';
    expect(text).toMatch(
      new RegExp(`^Hello Ada, good news: your order is ready to collect\\. ${APP_URL}/portal/[\\w-]{43} — Your Bank Security Team `),
    );
    expect(text).toContain('on behalf of Your Bank Security Team');

    const entries = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.entityType, 'message'));
    expect(entries.filter((e) => e.entityId === client.id)).toMatchObject([
      { action: 'created', subject: 'Ada', detail: 'order-ready email' },
    ]);
    const feed = await s.api.call('GET', '/activity');
    expect(JSON.stringify(feed.body)).toContain('Order ready sent by email to Ada');
    expect(logLines.some((l) => l.includes('"mailKind":"message-order-ready"'))).toBe(true);
    expect(logLines.join('\n')).not.toContain('good news');
    expect(logLines.join('\n')).not.toContain(email);
  });

  it('is refused for a client without an address, and on Free', async () => {
    const s = await messagingStudio(t);
    const client = await s.api.createClient({ name: 'Ada' });
    expectErrorEnvelope((await s.send(client.id, { kind: 'order-ready', channel: 'email' })).body, 422, 'CLIENT_EMAIL_MISSING');
    const free = await messagingStudio(t, { plan: 'free' });
    const other = await free.api.createClient({ name: 'Ada', email: uniqueEmail('client'), phone: '07700 900005' });
    for (const channel of ['email', 'sms']) {
      expectErrorEnvelope((await free.send(other.id, { kind: 'order-ready', channel })).body, 403, 'FEATURE_NOT_AVAILABLE');
    }
  });
});

describe('whose records', () => {
  it('another studio’s client is 404, and a project, invoice or event of another client 404 on its field', async () => {
    const s = await messagingStudio(t);
    const stranger = await messagingStudio(t);
    const theirs = await stranger.api.createClient({ name: 'Theirs', phone: '07700 900006' });
    expectErrorEnvelope((await s.send(theirs.id, { kind: 'thank-you', channel: 'whatsapp' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await s.preview(theirs.id, { kind: 'thank-you', channel: 'whatsapp' })).body, 404, 'NOT_FOUND');

    const mine = await s.api.createClient({ name: 'Mine', phone: '07700 900007' });
    const other = await s.api.createClient({ name: 'Other' });
    const project = await s.api.createProject(other.id);
    const start = new Date(Date.now() + 48 * HOUR);
    const event = await s.api.call('POST', '/calendar', {
      title: 'Fitting',
      clientId: other.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    for (const [field, id] of [
      ['projectId', project.id],
      ['eventId', (event.body.data.event as { id: string }).id],
      ['invoiceId', 'not-an-id'],
    ] as const) {
      const res = await s.send(mine.id, { kind: 'thank-you', channel: 'whatsapp', [field]: id });
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(res.body.errors?.map((e) => e.field)).toEqual([field]);
    }
  });
});
