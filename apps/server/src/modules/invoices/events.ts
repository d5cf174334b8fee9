import { activityAmountDetail, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@atelier/shared';
import type { InvoiceRow } from '../../db/schema/index.js';
import { recordActivity, type ActivityActor } from '../../lib/activity-log.js';
import { declareEvent } from '../../lib/events.js';

/** A payment recorded on an invoice: who recorded it (no one for a client paying online), on which invoice, how much. */
export type PaymentRecorded = {
  actor: ActivityActor;
  invoice: Pick<InvoiceRow, 'id' | 'invoiceNumber' | 'currency'>;
  payment: { id: string; amountCents: number };
};

/** An invoice issued: its final number and the status it took (decision 163). */
export type InvoiceIssued = { actor: ActivityActor; invoice: Pick<InvoiceRow, 'id' | 'invoiceNumber' | 'status'> };

/**
 * What every payment sets off, whichever path recorded it (the invoice's payment route, a ticket's
 * deposit at the counter, a booking's deposit paid online), declared once (decision 194). The
 * invoice's own balance and status are the payment itself (`recordPayment` in payments.ts).
 */
export const paymentRecorded = declareEvent<PaymentRecorded>('payment recorded', {
  inTransaction: [
    // The payment's line in the log, with its amount (decision 077).
    {
      name: 'activity',
      run: (tx, { actor, invoice, payment }) =>
        recordActivity(tx, actor, {
          entityType: 'payment',
          entityId: payment.id,
          action: 'created',
          subject: invoice.invoiceNumber,
          detail: activityAmountDetail(payment.amountCents, invoice.currency),
        }),
    },
  ],
});

/**
 * What every issue sets off, whichever path made the invoice final (the issue route, sending, a
 * PATCH to a status past draft, a payment on a draft, a deposit invoice, a quote accepted, a
 * booking's deposit), declared once (decision 194): `issueInTx` in issue.ts is the one path
 * (decision 163) and emits it once, when the invoice was not issued yet.
 */
export const invoiceIssued = declareEvent<InvoiceIssued>('invoice issued', {
  inTransaction: [
    // "INV-007 marked Sent": the log says the invoice left the drafts, with the status it took.
    {
      name: 'activity',
      run: (tx, { actor, invoice }) =>
        recordActivity(tx, actor, {
          entityType: 'invoice',
          entityId: invoice.id,
          action: 'status-changed',
          subject: invoice.invoiceNumber,
          detail: INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus],
        }),
    },
  ],
});
