import type { createInvoiceBodySchema, invoiceFiltersSchema, updateInvoiceBodySchema } from '@atelier/shared';
import type { z } from 'zod';
import type { CurrencyTotals } from './queries.js';

/*
 * What the invoice service takes and gives, in a file of its own: the files it calls (the kept
 * invoice's update, the presenter) read these types too, and the module has no import cycle, not
 * even of types (decision 197).
 */
export type InvoiceFilters = z.output<typeof invoiceFiltersSchema>;
export type CreateInvoiceInput = z.output<typeof createInvoiceBodySchema>;
export type UpdateInvoiceInput = z.output<typeof updateInvoiceBodySchema>;
/** The /invoices cards' figures, per currency, and the account's currency that heads them. */
export type InvoiceTotals = { currency: string; perCurrency: CurrencyTotals[] };
