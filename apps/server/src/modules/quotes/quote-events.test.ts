import type { Quote } from '@atelier/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, notifications } from '../../db/schema/index.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { portalCall, shownQuote } from '../../test/portal.js';

/**
 * Decision 194: a client's answer to a quote sets off the effects quotes/events.ts declares: the
 * log's line and the studio's notice in the answer's transaction, the owner's notice mail after its
 * commit; an acceptance's deposit invoice is an invoice issued (invoices/events.ts), logged once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A paid studio's quote with a deposit, sent to its client's portal. */
async function sentQuote() {
  const s = await messagingStudio(t);
  const client = await s.api.createClient({ name: 'Léa Martin', email: uniqueEmail('client') });
  const created = await s.api.call('POST', '/quotes', {
    clientId: client.id,
    title: 'Robe de mariée',
    projectType: 'Wedding Dress',
    validUntil: '2099-12-31',
    lines: [{ kind: 'free', description: 'Dentelle brodée', quantity: 2, unitPrice: 100 }],
    deposit: { type: 'amount', value: 50 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quote = created.body.data.quote as Quote;
  expect((await s.api.call('POST', `/quotes/${quote.id}/send`)).status).toBe(200);
  const link = await s.api.call('GET', `/clients/${client.id}/portal-link`);
  const portal = (link.body.data.link as { url: string }).url.split('/portal/')[1]!;
  return { ...s, client, quote, portal };
}

type Sent = Awaited<ReturnType<typeof sentQuote>>;

/** The log's lines of what no member did: the client's answer, and what the server made of it. */
const logOf = (s: Sent, entityId: string) =>
  t.ctx.db
    .select({ action: activityEntries.action, detail: activityEntries.detail })
    .from(activityEntries)
    .where(and(eq(activityEntries.workspaceId, s.workspaceId), eq(activityEntries.entityId, entityId), isNull(activityEntries.actorId)));

const noticesOf = (s: Sent, kind: 'quote-accepted' | 'quote-declined') =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.entityId, s.quote.id), eq(notifications.kind, kind)));

/** The owner's mails with this subject, sent after the answer committed. */
const ownerMails = (s: Sent, subject: string) => outboxFor(t.dataDir, s.email).filter((m) => m.includes(`Subject: ${subject}`));

describe('a client’s answer to a quote (decision 194)', () => {
  it('accepted: logged and told once, the owner mailed after the commit, its deposit invoice issued once', async () => {
    const s = await sentQuote();
    const accept = async () =>
      portalCall(t, 'POST', `${s.portal}/quotes/${s.quote.id}/accept`, {
        payload: { documentSha256: await shownQuote(t, s.portal, s.quote.id) },
      });
    expect((await accept()).statusCode).toBe(200);
    // Accepting again answers it as it is and sets off nothing more.
    expect((await accept()).statusCode).toBe(200);
    expect(await logOf(s, s.quote.id)).toEqual([{ action: 'status-changed', detail: 'Accepted' }]);
    expect(await noticesOf(s, 'quote-accepted')).toHaveLength(1);
    expect(ownerMails(s, 'A client accepted a quote')).toHaveLength(1);
    const quote = (await s.api.call('GET', `/quotes/${s.quote.id}`)).body.data.quote as Quote;
    const depositId = quote.depositInvoice!.id;
    const issued = (await logOf(s, depositId)).filter((e) => e.action === 'status-changed');
    expect(issued).toEqual([{ action: 'status-changed', detail: 'Sent' }]);
  });

  it('declined: logged and told with the client’s reason, the owner mailed after the commit', async () => {
    const s = await sentQuote();
    const res = await portalCall(t, 'POST', `${s.portal}/quotes/${s.quote.id}/decline`, { payload: { reason: 'Too dear for us' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await logOf(s, s.quote.id)).toEqual([{ action: 'status-changed', detail: 'Declined' }]);
    const [notice] = await noticesOf(s, 'quote-declined');
    expect(notice).toMatchObject({ subject: 'Léa Martin', body: 'Too dear for us' });
    expect(ownerMails(s, 'A client declined a quote')).toHaveLength(1);
  });
});
