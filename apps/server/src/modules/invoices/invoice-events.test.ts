import type { Invoice, Ticket } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, invoicePayments, users } from '../../db/schema/index.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { issuingStudio } from '../../test/issuing.js';

/**
 * Decision 194: every path that records a payment or issues an invoice sets off the same declared
 * effects (invoices/events.ts). A payment: the invoice's balance and status follow and the log
 * has its line with the amount, once. An issue: the log says the invoice left the drafts, once,
 * with the status it took. A booking's deposit and a quote's deposit invoice walk the same events
 * in bookings/booking-events.test.ts and quotes/quote-events.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Studio = Awaited<ReturnType<typeof issuingStudio>>;

const entries = (workspaceId: string, entityId: string) =>
  t.ctx.db
    .select({ action: activityEntries.action, subject: activityEntries.subject, detail: activityEntries.detail })
    .from(activityEntries)
    .where(and(eq(activityEntries.workspaceId, workspaceId), eq(activityEntries.entityId, entityId)));

/** The log's lines for the payments of an invoice, as "action subject detail" (the amount as figures, decision 207). */
async function paymentLines(s: Studio, invoiceId: string): Promise<string[]> {
  const payments = await t.ctx.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const lines = await Promise.all(payments.map((p) => entries(s.workspaceId, p.id)));
  return lines.flat().map((e) => `${e.action} ${e.subject} ${e.detail}`);
}

/** The log's "left the drafts" lines of an invoice: the issue's effect. */
async function issuedLines(s: Studio, invoice: Pick<Invoice, 'id'>): Promise<string[]> {
  const all = await entries(s.workspaceId, invoice.id);
  return all.filter((e) => e.action === 'status-changed').map((e) => `${e.subject} ${e.detail}`);
}

describe('a payment recorded, on every path', () => {
  it('through the invoice’s payment route: the balance, the status and one line in the log', async () => {
    const s = await issuingStudio(t);
    const invoice = await s.issue((await s.draft()).id);
    const part = await s.pay(invoice.id, 40);
    expect(part).toMatchObject({ status: 'sent', amountPaid: 40, balanceDue: 60 });
    const rest = await s.pay(invoice.id, 60);
    expect(rest).toMatchObject({ status: 'paid', balanceDue: 0 });
    expect((await paymentLines(s, invoice.id)).sort()).toEqual(
      [`created ${invoice.invoiceNumber} 4000 USD`, `created ${invoice.invoiceNumber} 6000 USD`].sort(),
    );
  });

  it('through a ticket’s deposit at the counter: the ticket’s invoice is paid in part, issued, and logged', async () => {
    const s = await issuingStudio(t, 'enterprise');
    const body = {
      client: { name: 'Camille Dupont', phone: '06 12 34 56 78' },
      pickupDate: '2099-06-10',
      garments: [{ description: 'Linen shirt', lines: [{ description: 'Mend a tear', price: 30, minutes: 20 }] }],
      deposit: { amount: 10, method: 'cash' },
    };
    const res = await s.api.call('POST', '/tickets', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ticket = res.body.data.ticket as Ticket;
    const invoice = await s.get(ticket.invoiceId!);
    expect(invoice).toMatchObject({ amountPaid: 10, status: 'sent' });
    expect(invoice.issuedAt).not.toBeNull();
    expect(await paymentLines(s, invoice.id)).toEqual([`created ${invoice.invoiceNumber} 1000 USD`]);
    expect(await issuedLines(s, invoice)).toEqual([`${invoice.invoiceNumber} Sent`]);
  });
});

describe('an invoice issued, on every path', () => {
  it('by the issue route, by a PATCH to sent and by a payment on a draft: one line each, with the status taken', async () => {
    const s = await issuingStudio(t);
    const byRoute = await s.issue((await s.draft()).id);
    const patched = await s.draft();
    const byPatch = (await s.ok(200, 'PATCH', `/invoices/${patched.id}`, { status: 'sent' })).invoice as Invoice;
    const byPayment = await s.pay((await s.draft()).id, 100);
    expect(byPayment).toMatchObject({ status: 'paid' });
    expect(await issuedLines(s, byRoute)).toEqual([`${byRoute.invoiceNumber} Sent`]);
    expect(await issuedLines(s, byPatch)).toEqual([`${byPatch.invoiceNumber} Sent`]);
    expect(await issuedLines(s, byPayment)).toEqual([`${byPayment.invoiceNumber} Paid`]);
    // Issued once: issuing again, or paying an issued invoice, writes no second line.
    await s.issue(byRoute.id);
    await s.pay(byRoute.id, 100);
    expect(await issuedLines(s, byRoute)).toEqual([`${byRoute.invoiceNumber} Sent`]);
  });

  it('by sending it to the client: issued before the mail goes, one line', async () => {
    const s = await issuingStudio(t);
    // Paid, not a trial: a trial without a card mails no client (decision 055).
    await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, s.user.id));
    const email = uniqueEmail('client');
    const client = await s.api.createClient({ name: 'Chidi Okeke', email });
    const draft = await s.draft({ clientId: client.id });
    const sent = (await s.ok(200, 'POST', `/invoices/${draft.id}/send`)).invoice as Invoice;
    expect(sent.issuedAt).not.toBeNull();
    expect(outboxFor(t.dataDir, email)).toHaveLength(1);
    expect(await issuedLines(s, sent)).toEqual([`${sent.invoiceNumber} Sent`]);
  });

  it('as a deposit invoice of an invoice: one line for the deposit invoice, none for its draft final invoice', async () => {
    const s = await issuingStudio(t);
    await s.settings({ depositMode: 'invoice' });
    const final = await s.draft({ deposit: { type: 'percent', value: 30 } });
    const deposit = (await s.ok(201, 'POST', `/invoices/${final.id}/deposit-invoice`)).depositInvoice as Invoice;
    expect(await issuedLines(s, deposit)).toEqual([`${deposit.invoiceNumber} Sent`]);
    expect(await issuedLines(s, final)).toEqual([]);
  });
});
