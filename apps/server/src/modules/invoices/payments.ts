import {
  activityAmountDetail,
  dayOfInput,
  dollarsToCents,
  INVOICE_LIMITS,
  type createPaymentBodySchema,
  type InvoiceStatus,
} from '@atelier/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoicePayments, invoices, type InvoiceRow } from '../../db/schema/index.js';
import { requireAccess, requireRecordId } from '../../lib/access.js';
import { recordActivity, type ActivityActor } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { requireFeature } from '../plans/rules.js';
import { paymentRecorded } from './events.js';
import { issueInTx, lockSeries } from './issue.js';
import { owedCents, type InvoiceRecord } from './queries.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type CreatePaymentInput = z.output<typeof createPaymentBodySchema>;

/**
 * The invoice's row, locked until the transaction ends: two payments for one invoice queue here,
 * so the second sees the first in its balance check and both can never pass it (decision 029).
 */
async function lockInvoice(tx: Db, actor: Actor, id: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId)))
    .for('update');
  if (!row) throw notFound(said('invoices.notFound'));
  return row;
}

/** What a payment copies from its invoice and keeps in step with it (decision 046: revenue without a join). */
export const paymentCopyOf = (invoice: Pick<InvoiceRow, 'clientId' | 'projectId' | 'currency'>) => ({
  clientId: invoice.clientId,
  projectId: invoice.projectId,
  currency: invoice.currency,
});

/**
 * The status a payment leaves (decisions 028, 125): `paid` once nothing is left; a draft money came
 * in on has evidently been issued, so it is `sent`; any other status stays as set.
 */
function statusAfterPayment(invoice: InvoiceRow, paidCents: number): InvoiceStatus | null {
  if (owedCents({ ...invoice, amountPaidCents: paidCents }) === 0) return 'paid';
  return invoice.status === 'draft' ? 'sent' : null;
}

/** A payment as it comes in: the amount in cents, the day it came in, how and why. */
export type IncomingPayment = { amountCents: number; paidOn: string; method: string; note: string | null };

/**
 * Records a payment on `invoice`, which the caller locked in this transaction (the series lock
 * first when it may be a draft, decision 163): the one way money comes in, whichever path (the
 * payment route, a ticket's deposit, a booking's deposit paid online). The invoice's amount paid and
 * status follow, a draft is issued, and `paymentRecorded` is emitted (decision 194). `byClient`: the
 * client paid online, so the studio's missing terms do not hold the issue back (decision 163).
 */
export async function recordPayment(
  tx: Db,
  actor: ActivityActor,
  opts: { invoice: InvoiceRow; payment: IncomingPayment; byClient?: boolean },
): Promise<void> {
  const { invoice, payment } = opts;
  const [row] = await tx
    .insert(invoicePayments)
    .values({ invoiceId: invoice.id, workspaceId: invoice.workspaceId, ...paymentCopyOf(invoice), ...payment })
    .returning({ id: invoicePayments.id });
  assertWritten(row, 'payment insert');
  await paymentRecorded.emit(tx, { actor, invoice, payment: { id: row.id, amountCents: payment.amountCents } });
  const paidCents = invoice.amountPaidCents + payment.amountCents;
  const status = statusAfterPayment(invoice, paidCents);
  await tx
    .update(invoices)
    .set({ amountPaidCents: paidCents, ...(status ? { status } : {}) })
    .where(eq(invoices.id, invoice.id));
  // Money came in on a draft: it is issued, its number final (decisions 125, 163).
  if (!invoice.issuedAt)
    await issueInTx(tx, actor, invoice.id, { checkReady: !opts.byClient, status: status === 'paid' ? 'paid' : 'sent' });
}

/** The series lock before the row's when the invoice may still be a draft the payment issues (decision 163). */
async function lockForPayment(tx: Db, actor: Actor, id: string): Promise<InvoiceRow> {
  const [seen] = await tx
    .select({ issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId)));
  if (seen && !seen.issuedAt) await lockSeries(tx, actor.workspaceId, 'invoice');
  return lockInvoice(tx, actor, id);
}

/** A refund is the credit note's, kept with it (decision 163): 409 rather than deleted. */
async function refuseRefund(tx: Db, invoiceId: string, paymentId: string): Promise<void> {
  const [refund] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.creditNoteId))
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)));
  if (refund) throw new AppError('INVOICE_ISSUED', said('payment.refundKept', { number: refund.number }));
}

/** Deposits and part payments (decision 029). */
export function paymentOperations(ctx: AppContext, readOne: (actor: Actor, id: string) => Promise<InvoiceRecord>) {
  return {
    async addPayment({ actor, id, input }: { actor: Actor; id: string; input: CreatePaymentInput }): Promise<InvoiceRecord> {
      await requireAccess(ctx.db, { table: invoices, what: 'Invoice', actor, id, permission: 'invoices.write' });
      const owner = await requireFeature(ctx.db, actor, 'invoices');
      const amountCents = dollarsToCents(input.amount);
      // The day the money came in, in the account's zone like every figure (decisions 034, 059).
      const paidOn = dayOfInput(input.date, userSettings(owner).timezone);
      await ctx.db.transaction(async (tx) => {
        const invoice = await lockForPayment(tx, actor, id);
        if (invoice.kind === 'credit-note') throw fieldError('amount', said('payment.creditNote'));
        const [existing] = await tx.select({ n: count() }).from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
        if ((existing?.n ?? 0) >= INVOICE_LIMITS.paymentsMax)
          throw fieldError('amount', said('payment.tooMany', { max: INVOICE_LIMITS.paymentsMax }));
        const balance = owedCents(invoice);
        if (amountCents > balance) {
          throw fieldError(
            'amount',
            balance === 0
              ? said('payment.fullyPaid')
              : said('payment.overBalance', { balance: { cents: balance, currency: invoice.currency } }),
          );
        }
        await recordPayment(tx, actor, { invoice, payment: { amountCents, paidOn, method: input.method, note: input.note } });
      });
      return readOne(actor, id);
    },

    async removePayment({ actor, id, paymentId }: { actor: Actor; id: string; paymentId: string }): Promise<InvoiceRecord> {
      await requireAccess(ctx.db, { table: invoices, what: 'Invoice', actor, id, permission: 'invoices.write' });
      await requireFeature(ctx.db, actor, 'invoices');
      requireRecordId(paymentId, 'Payment');
      await ctx.db.transaction(async (tx) => {
        const invoice = await lockInvoice(tx, actor, id);
        const [gone] = await tx
          .delete(invoicePayments)
          .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, id), isNull(invoicePayments.creditNoteId)))
          .returning({ amountCents: invoicePayments.amountCents });
        if (!gone) await refuseRefund(tx, id, paymentId);
        if (!gone) throw notFound(said('invoices.paymentNotFound'));
        await recordActivity(tx, actor, {
          entityType: 'payment',
          entityId: paymentId,
          action: 'deleted',
          subject: invoice.invoiceNumber,
          detail: activityAmountDetail(gone.amountCents, invoice.currency),
        });
        const paid = invoice.amountPaidCents - gone.amountCents;
        // A paid invoice owing again goes back to sent (the contract); other statuses stay as set.
        const status = invoice.status === 'paid' && owedCents({ ...invoice, amountPaidCents: paid }) > 0 ? { status: 'sent' } : {};
        await tx
          .update(invoices)
          .set({ amountPaidCents: paid, ...status })
          .where(eq(invoices.id, id));
      });
      return readOne(actor, id);
    },
  };
}
