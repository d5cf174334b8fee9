import { z } from 'zod';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { optionalText, searchQuerySchema } from './clients.js';
import { pageQueryShape } from './pages.js';
import { isoDateSchema } from './dates.js';
import { taxBreakdownSchema, taxCategorySchema, TAX_ROUNDINGS } from './tax.js';
import { text } from './text.js';

/**
 * Invoices (decisions 028 and 029). Money travels as currency
 * units with at most 2 decimals and is integer cents on the server, which computes every amount:
 * an item is quantity × rate rounded half-up to the cent; amounts a client sends are ignored.
 */

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES, { error: 'Select a status' });
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue' };

/**
 * What the money says, beside the status (decision 125): nothing received yet, something received
 * with a balance left ('Deposit paid, $1,290.00 due'), or nothing left to pay. Derived by the
 * server from the integer cents it keeps, never stored and never sent in a body.
 */
export const PAYMENT_STATES = ['unpaid', 'deposit-paid', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Invoice, deposit invoice or credit note (decisions 163, 165): one table, one screen, one set of
 * downloads; a credit note has its own number series and its amounts are positive, as EN 16931's
 * type 381 carries them, and it reduces what its invoice asks for.
 */
export const INVOICE_KINDS = ['invoice', 'deposit', 'credit-note'] as const;
export const invoiceKindSchema = z.enum(INVOICE_KINDS, { error: 'Select invoices, deposit invoices or credit notes' });
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

export const PAYMENT_METHODS = ['cash', 'card', 'bank-transfer', 'mobile-money', 'other'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Select a payment method' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  'mobile-money': 'Mobile money',
  other: 'Other',
};

export const INVOICE_LIMITS = {
  number: 40,
  itemsMin: 1,
  /** Items per invoice: a long order of fabrics, trims and hours fits; the PDF stays a few pages (decision 070). */
  itemsMax: 200,
  itemDescription: 500,
  /** 100,000 units of anything is beyond any order; keeps quantity × rate inside safe integers of cents. */
  quantityMax: 100_000,
  notes: 2000,
  paymentNote: 500,
  /** Payments per invoice: instalments, not a ledger. */
  paymentsMax: 100,
} as const;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(LIMITS.budgetMax, `${label} must be at most ${LIMITS.budgetMax}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

export const invoiceItemBodySchema = z.strictObject({
  description: text()
    .trim()
    .min(1, 'Description is required')
    .max(INVOICE_LIMITS.itemDescription, `Description must be at most ${INVOICE_LIMITS.itemDescription} characters`),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .gt(0, 'Quantity must be greater than 0')
    .max(INVOICE_LIMITS.quantityMax, `Quantity must be at most ${INVOICE_LIMITS.quantityMax}`)
    .refine(hasAtMostTwoDecimals, 'Quantity can have at most 2 decimals'),
  rate: money('Rate'),
  /**
   * One of the studio's tax rates (decision 162); left out, the line takes the invoice's `taxRate`
   * as the original form sends it, or the studio's default rate when that is left out too.
   */
  taxRateId: z.string().max(64).nullish(),
  /** Sent by some web clients; ignored: the server computes it. */
  amount: z.number().optional(),
});
export type InvoiceItemBody = z.input<typeof invoiceItemBodySchema>;

/** A deposit asked for up front: a fixed amount or a percent of the total. */
export const depositBodySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('amount'), value: money('Deposit') }),
  z.strictObject({
    type: z.literal('percent'),
    value: z
      .number({ error: 'Deposit percent must be a number' })
      .gt(0, 'Deposit percent must be greater than 0')
      .max(100, 'Deposit percent is at most 100')
      .refine(hasAtMostTwoDecimals, 'Deposit percent can have at most 2 decimals'),
  }),
]);

const invoiceFields = {
  clientId: z.string().min(1, 'Select a client').max(64),
  projectId: z.string().max(64).nullish(),
  invoiceNumber: text()
    .trim()
    .min(1, 'Invoice number is required')
    .max(INVOICE_LIMITS.number, `Invoice number must be at most ${INVOICE_LIMITS.number} characters`),
  dueDate: isoDateSchema,
  items: z
    .array(invoiceItemBodySchema)
    .min(INVOICE_LIMITS.itemsMin, 'Add at least one item')
    .max(INVOICE_LIMITS.itemsMax, `At most ${INVOICE_LIMITS.itemsMax} items per invoice`),
  /** Percent, e.g. 7.5 for 7.5 %; applied to the subtotal after the discount. */
  taxRate: z
    .number({ error: 'Tax rate must be a number' })
    .min(0, 'Tax rate cannot be negative')
    .max(100, 'Tax rate is at most 100')
    .refine(hasAtMostTwoDecimals, 'Tax rate can have at most 2 decimals')
    .nullish(),
  /** A fixed amount off the subtotal, at most the subtotal. */
  discount: money('Discount').nullish(),
  deposit: depositBodySchema.nullish(),
  notes: optionalText(INVOICE_LIMITS.notes, 'Notes'),
};

export const createInvoiceBodySchema = z.strictObject(invoiceFields);
export const updateInvoiceBodySchema = z.strictObject({
  clientId: invoiceFields.clientId.optional(),
  projectId: invoiceFields.projectId,
  invoiceNumber: invoiceFields.invoiceNumber.optional(),
  dueDate: invoiceFields.dueDate.optional(),
  items: invoiceFields.items.optional(),
  taxRate: invoiceFields.taxRate,
  discount: invoiceFields.discount,
  deposit: invoiceFields.deposit,
  notes: invoiceFields.notes.optional(),
  status: invoiceStatusSchema.optional(),
});
export type CreateInvoiceBody = z.input<typeof createInvoiceBodySchema>;
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBodySchema>;

export const invoiceFiltersSchema = z.strictObject({
  ...pageQueryShape,
  clientId: z.string().max(64).optional(),
  projectId: z.string().max(64).optional(),
  /** Filters by the status as shown (a sent invoice past due and unpaid is `overdue`). */
  status: invoiceStatusSchema.optional(),
  /** Left out: invoices and deposit invoices, as the original list shows; `credit-note` lists those. */
  kind: invoiceKindSchema.optional(),
  search: searchQuerySchema.optional(),
});

export const createPaymentBodySchema = z.strictObject({
  amount: money('Amount').refine((v) => v > 0, 'Amount must be greater than 0'),
  date: isoDateSchema,
  method: paymentMethodSchema,
  note: optionalText(INVOICE_LIMITS.paymentNote, 'Note'),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

const reference = z.object({ _id: z.string(), id: z.string(), name: z.string() });

/** A line as a form fills it in: what a project's materials suggest (decision 144). */
export const invoiceLineSchema = z.object({ description: z.string(), quantity: z.number(), rate: z.number(), amount: z.number() });

export const invoiceItemSchema = z.object({
  /** The item's own id, which a partial credit note names. */
  id: z.string(),
  ...invoiceLineSchema.shape,
  /** quantity × rate, as entered (with tax when the invoice's prices include it). */
  amount: z.number(),
  taxRateId: z.string().nullable(),
  taxRate: z.number(),
  taxCategory: taxCategorySchema,
  exemptionReason: z.string(),
  /** The line's taxable amount after its share of the discount, and its tax (decision 162). */
  net: z.number(),
  tax: z.number(),
});

/** POST /invoices/:id/credit-notes (decision 163): all that is left, or some items' quantities. */
export const creditNoteBodySchema = z.strictObject({
  reason: text().trim().min(1, 'Reason is required').max(INVOICE_LIMITS.notes, `Reason must be at most ${INVOICE_LIMITS.notes} characters`),
  /** Left out: every item, as much as no earlier credit note took back. */
  items: z
    .array(
      z.strictObject({
        itemId: z.string().min(1, 'Select an item').max(64),
        quantity: z
          .number({ error: 'Quantity must be a number' })
          .gt(0, 'Quantity must be greater than 0')
          .max(INVOICE_LIMITS.quantityMax, `Quantity must be at most ${INVOICE_LIMITS.quantityMax}`)
          .refine(hasAtMostTwoDecimals, 'Quantity can have at most 2 decimals'),
      }),
    )
    .min(1, 'Select at least one item')
    .max(INVOICE_LIMITS.itemsMax)
    .optional(),
  /** Money paid back now, recorded as a refund among the invoice's payments; at most what was paid. */
  refund: z
    .strictObject({
      amount: money('Refund').refine((v) => v > 0, 'Refund must be greater than 0'),
      date: isoDateSchema,
      method: paymentMethodSchema,
    })
    .optional(),
});
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;

const documentReference = z.object({ id: z.string(), invoiceNumber: z.string(), amount: z.number(), issuedAt: z.string().nullable() });

export const paymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** Negative for money paid back with a credit note (decision 163). */
  amount: z.number(),
  date: z.string(),
  method: paymentMethodSchema,
  note: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /invoices/{id}: every amount computed by the server, in `currency` (kept from creation). */
export const invoiceSchema = recordIdsSchema.extend({
  clientId: reference,
  projectId: reference.nullable(),
  invoiceNumber: z.string(),
  /** The calendar due date, ISO (midnight UTC). */
  dueDate: z.string(),
  /**
   * As shown and filtered: a sent invoice past its due date (account's zone) with a balance is
   * `overdue`; an invoice with a payment is never `draft` (decision 125).
   */
  status: invoiceStatusSchema,
  /** Read-only, from the money: `deposit-paid` once something is paid and `balanceDue` is left (decision 125). */
  paymentState: z.enum(PAYMENT_STATES),
  items: z.array(invoiceItemSchema),
  kind: invoiceKindSchema,
  /** Set once sent, paid or issued (decision 163): the number is final, the document can no longer change. */
  issuedAt: z.string().nullable(),
  /** Prices typed with tax included: `subtotal` and the items' amounts then include it (decision 162). */
  pricesIncludeTax: z.boolean(),
  rounding: z.enum(TAX_ROUNDINGS),
  taxBreakdown: z.array(taxBreakdownSchema),
  /** A credit note's invoice, or a deposit invoice's final invoice. */
  relatedInvoice: documentReference.nullable(),
  /** A credit note's reason. */
  reason: z.string(),
  creditNotes: z.array(documentReference),
  /** Σ credit notes: what they took off the total. */
  credited: z.number(),
  /** The deposit invoices this one deducts (decision 165) and their sum. */
  depositInvoices: z.array(documentReference),
  deducted: z.number(),
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  /** The invoice-level rate the original form sends; with lines at several rates, the first line's. */
  taxRate: z.number(),
  tax: z.number(),
  /** The total, named `amount` as web clients read it. */
  amount: z.number(),
  deposit: z.object({ type: z.enum(['amount', 'percent']), value: z.number(), amount: z.number() }).nullable(),
  payments: z.array(paymentSchema),
  amountPaid: z.number(),
  /** amount − credited − deducted − amountPaid, never below 0. */
  balanceDue: z.number(),
  notes: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * GET /invoices/summary: the four cards of /invoices over every invoice of the studio (decision
 * 069). `revenue` is money received in the account's currency; received money in any other
 * currency is listed per currency, never added to it (decision 031).
 */
export const invoiceSummarySchema = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  overdue: z.number().int(),
  revenue: z.number(),
  otherRevenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
