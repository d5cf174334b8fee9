import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@atelier/shared';
import { matchesQuery } from '@/lib/format';

export type StatusFilter = 'all' | InvoiceStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...INVOICE_STATUSES];

/** Search by invoice number or client name, case-insensitive, then the status as shown. */
export function filterInvoices(invoices: readonly Invoice[], query: string, status: StatusFilter): Invoice[] {
  return invoices.filter((i) => (status === 'all' || i.status === status) && matchesQuery(query, i.invoiceNumber, i.clientId?.name ?? ''));
}

export type InvoiceSummary = {
  total: number;
  paid: number;
  overdue: number;
  /** Money received (Σ amountPaid) in the account's currency. */
  revenue: number;
  /** Money received on invoices made in another currency (before a currency change), per currency. */
  otherRevenue: { currency: string; amount: number }[];
};

/**
 * The four summary cards. Total Revenue is money received, Σ amountPaid, added in cents so it
 * stays exact; amounts in different currencies are never added together: the account's currency
 * is the headline and others are listed beside it (decision 031).
 */
export function summarizeInvoices(invoices: readonly Invoice[], currency: string): InvoiceSummary {
  const cents = new Map<string, number>();
  let paid = 0;
  let overdue = 0;
  for (const i of invoices) {
    if (i.status === 'paid') paid++;
    if (i.status === 'overdue') overdue++;
    if (i.amountPaid > 0) cents.set(i.currency, (cents.get(i.currency) ?? 0) + Math.round(i.amountPaid * 100));
  }
  const otherRevenue = [...cents.entries()]
    .filter(([c]) => c !== currency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([c, v]) => ({ currency: c, amount: v / 100 }));
  return { total: invoices.length, paid, overdue, revenue: (cents.get(currency) ?? 0) / 100, otherRevenue };
}
