import { INVOICE_STATUSES, type InvoiceStatus } from '@atelier/shared';

export type StatusFilter = 'all' | InvoiceStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...INVOICE_STATUSES];
