import { z } from 'zod';
import { calendarDate } from './dates.js';
import { recordIdsSchema } from './envelope.js';
import { depositBodySchema, INVOICE_LIMITS } from './invoices.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { optionalText, searchQuerySchema } from './clients.js';
import { pageQueryShape } from './pages.js';
import { projectTypeSchema } from './projects.js';
import { taxBreakdownSchema, taxCategorySchema } from './tax.js';
import { text } from './text.js';

/**
 * Quotes (decision 158): a client's priced lines before the order. Money travels as currency units
 * with at most 2 decimals and is integer cents on the server, which computes every amount with the
 * invoices' arithmetic (decision 029); amounts a client sends are never read.
 */

/** As stored: `sent` past its validity date is shown and filtered as `expired` (decision 158). */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export const quoteStatusSchema = z.enum(QUOTE_STATUSES, { error: 'Select a status' });
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export const QUOTE_LINE_KINDS = ['service', 'material', 'free'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const QUOTE_LIMITS = {
  title: 200,
  notes: 2000,
  declineReason: 1000,
  linesMin: 1,
  /** As an invoice's items: the deposit invoice and the PDF stay a few pages (decision 070). */
  linesMax: INVOICE_LIMITS.itemsMax,
  description: INVOICE_LIMITS.itemDescription,
  quantityMax: INVOICE_LIMITS.quantityMax,
  /** Days a new quote stays open when the form names no date. */
  defaultValidDays: 30,
} as const;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(LIMITS.budgetMax, `${label} must be at most ${LIMITS.budgetMax}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

/** Hundredths at most: 3.5 m of a fabric, 2 hours, 1 dress (the invoices' own rule). */
const quantity = z
  .number({ error: 'Quantity must be a number' })
  .gt(0, 'Quantity must be greater than 0')
  .max(QUOTE_LIMITS.quantityMax, `Quantity must be at most ${QUOTE_LIMITS.quantityMax}`)
  .refine(hasAtMostTwoDecimals, 'Quantity can have at most 2 decimals');

const reference = (message: string) => z.string({ error: message }).min(1, message).max(64, message);

/** One of the studio's rates (decision 162); left out, the quote's `taxRate` or the studio's default rate. */
const taxRateId = z.string().max(64).nullish();

/**
 * A line: a service of the price list (its name, price, minutes and stage are copied), a material
 * of the stock (its name and cost with the studio's markup are copied; without a quantity, the
 * length of the client's newest cutting layout on it), or a free line as typed.
 */
export const quoteLineBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('service'), serviceId: reference('Select a service'), quantity: quantity.optional(), taxRateId }),
    z.strictObject({ kind: z.literal('material'), materialId: reference('Select a material'), quantity: quantity.optional(), taxRateId }),
    z.strictObject({
      kind: z.literal('free'),
      description: text()
        .trim()
        .min(1, 'Description is required')
        .max(QUOTE_LIMITS.description, `Description must be at most ${QUOTE_LIMITS.description} characters`),
      quantity: quantity.optional(),
      unitPrice: money('Price'),
      taxRateId,
    }),
  ],
  { error: 'Choose a service, a material or a free line' },
);
export type QuoteLineBody = z.input<typeof quoteLineBodySchema>;

const quoteFields = {
  clientId: reference('Select a client'),
  title: text().trim().min(1, 'Title is required').max(QUOTE_LIMITS.title, `Title must be at most ${QUOTE_LIMITS.title} characters`),
  /** The garment's type: the project made on acceptance takes its workflow's stages. */
  projectType: projectTypeSchema,
  /** The last day it can be accepted, a calendar date of the studio's zone; 30 days on when left out. */
  validUntil: calendarDate('Valid until must be a date (YYYY-MM-DD)'),
  lines: z
    .array(quoteLineBodySchema, { error: 'Add at least one line' })
    .min(QUOTE_LIMITS.linesMin, 'Add at least one line')
    .max(QUOTE_LIMITS.linesMax, `At most ${QUOTE_LIMITS.linesMax} lines per quote`),
  /** Percent, applied to the subtotal after the discount, as on invoices. */
  taxRate: z
    .number({ error: 'Tax rate must be a number' })
    .min(0, 'Tax rate cannot be negative')
    .max(100, 'Tax rate is at most 100')
    .refine(hasAtMostTwoDecimals, 'Tax rate can have at most 2 decimals')
    .nullish(),
  /** A fixed amount off the subtotal, at most the subtotal. */
  discount: money('Discount').nullish(),
  /** The deposit asked on acceptance: an amount or a percent of the total, as on invoices. */
  deposit: depositBodySchema.nullish(),
  notes: optionalText(QUOTE_LIMITS.notes, 'Notes'),
  /**
   * A project of the client the quote is for (decision 191): accepted, it adds its deposit there
   * instead of making a new project. Left out or null, the acceptance makes one.
   */
  projectId: z.string().max(64).nullish(),
};

export const createQuoteBodySchema = z.strictObject({ ...quoteFields, validUntil: quoteFields.validUntil.optional() });
export const updateQuoteBodySchema = z.strictObject({
  clientId: quoteFields.clientId.optional(),
  title: quoteFields.title.optional(),
  projectType: quoteFields.projectType.optional(),
  validUntil: quoteFields.validUntil.optional(),
  lines: quoteFields.lines.optional(),
  taxRate: quoteFields.taxRate,
  discount: quoteFields.discount,
  deposit: quoteFields.deposit,
  notes: quoteFields.notes.optional(),
  projectId: quoteFields.projectId,
});
export type CreateQuoteBody = z.input<typeof createQuoteBodySchema>;
/** POST /quotes/preview (decision 179): a quote as typed, or a change to the quote `quoteId`; the client may not be chosen yet. */
export const previewQuoteBodySchema = updateQuoteBodySchema.extend({ quoteId: z.string().max(64).optional() });
export type PreviewQuoteBody = z.input<typeof previewQuoteBodySchema>;
export type UpdateQuoteBody = z.input<typeof updateQuoteBodySchema>;

export const quoteListQuerySchema = z.strictObject({
  ...pageQueryShape,
  clientId: z.string().max(64).optional(),
  status: quoteStatusSchema.optional(),
  search: searchQuerySchema.optional(),
});

/** POST /portal/{token}/quotes/{id}/decline: why, if the client says. */
export const declineQuoteBodySchema = z.strictObject({
  reason: optionalText(QUOTE_LIMITS.declineReason, 'Reason'),
});

const named = z.object({ _id: z.string(), id: z.string(), name: z.string() });

export const quoteLineSchema = z.object({
  id: z.string(),
  kind: z.enum(QUOTE_LINE_KINDS),
  serviceId: z.string().nullable(),
  materialId: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  /** What the quantity counts: metres of a fabric, units of a notion; null for services and free lines. */
  unit: z.enum(['m', 'unit']).nullable(),
  /** Whether the quantity came from the client's cutting layout (decision 158). */
  fromLayout: z.boolean(),
  unitPrice: z.number(),
  amount: z.number(),
  minutes: z.number().int(),
  stage: z.string(),
  taxRateId: z.string().nullable(),
  taxRate: z.number(),
  taxCategory: taxCategorySchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

const quoteMoney = {
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  pricesIncludeTax: z.boolean(),
  taxBreakdown: z.array(taxBreakdownSchema),
  deposit: z.object({ type: z.enum(['amount', 'percent']), value: z.number(), amount: z.number() }).nullable(),
};

/** The editor's preview (decision 179): each line's figures in the order sent, and the quote's money, as a saved quote has them. */
export const quotePreviewSchema = z.object({
  lines: z.array(z.object({ quantity: z.number(), unitPrice: z.number(), amount: z.number() })),
  ...quoteMoney,
});
export type QuotePreview = z.infer<typeof quotePreviewSchema>;

/** GET /quotes/{id}: every amount computed by the server. */
export const quoteSchema = recordIdsSchema.extend({
  code: z.string(),
  client: named,
  status: quoteStatusSchema,
  title: z.string(),
  projectType: projectTypeSchema,
  notes: z.string(),
  lines: z.array(quoteLineSchema),
  ...quoteMoney,
  /** The last day it can be accepted (YYYY-MM-DD, the studio's calendar). */
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string(),
  /** Made on acceptance: the project (with its stages) and the deposit invoice (its number as the name). */
  project: named.nullable(),
  depositInvoice: named.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What the client sees on the portal: the lines and money, no minutes or stages of the studio's work. */
export const portalQuoteSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: quoteStatusSchema,
  title: z.string(),
  notes: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit: z.enum(['m', 'unit']).nullable(),
      unitPrice: z.number(),
      amount: z.number(),
    }),
  ),
  ...quoteMoney,
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** The deposit invoice made on acceptance, to download from the portal's invoices. */
  depositInvoiceId: z.string().nullable(),
  /** The SHA-256 of what the quote shows (lines, money, validity): the acceptance sends it back (decision 183). */
  documentSha256: z.string(),
});
export type PortalQuote = z.infer<typeof portalQuoteSchema>;
