import type { Invoice, InvoiceStatus } from '@atelier/shared';

/** The badge an invoice wears: its status as shown, or 'deposit-paid' while a payment leaves a balance. */
export type InvoiceBadgeKind = InvoiceStatus | 'deposit-paid';

/**
 * What the list, the cards and the details say of an invoice (decision 125). An invoice with a
 * payment is never 'Draft': with a balance left it is 'Deposit paid' (unless overdue, which says
 * more), with nothing left 'Paid'. Read from the server's fields; nothing is recomputed here.
 */
export function invoiceBadge(invoice: Pick<Invoice, 'status' | 'paymentState'>): InvoiceBadgeKind {
  if (invoice.status === 'overdue' || invoice.status === 'paid') return invoice.status;
  if (invoice.paymentState === 'paid') return 'paid';
  if (invoice.paymentState === 'deposit-paid') return 'deposit-paid';
  return invoice.status;
}
