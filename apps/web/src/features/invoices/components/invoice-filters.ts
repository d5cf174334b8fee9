import { INVOICE_STATUSES, type InvoiceKind, type InvoiceStatus } from '@atelier/shared';

export type StatusFilter = 'all' | InvoiceStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...INVOICE_STATUSES];

/** Invoices (with their deposit invoices, as the list always showed), deposit invoices alone, or credit notes (decision 167). */
export type KindFilter = 'all' | Exclude<InvoiceKind, 'invoice'>;
export const KIND_FILTERS: readonly KindFilter[] = ['all', 'deposit', 'credit-note'];
