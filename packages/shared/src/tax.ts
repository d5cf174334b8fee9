import { z } from 'zod';
import { calendarDate } from './dates.js';
import { hasAtMostTwoDecimals } from './money.js';
import { optionalText } from './clients.js';
import { text } from './text.js';

/**
 * Tax and the books (decisions 162-166): the studio's tax settings, its named rates, the rounding
 * its country asks for, and the accounts its journal books to. Rates travel as percents with at
 * most 2 decimals and are integer basis points on the server (20 % is 2000).
 */

/** The countries whose rules are built; any other studio picks `other` (rounded per rate, as EN 16931). */
export const TAX_COUNTRIES = ['FR', 'GB', 'US', 'NG', 'IN', 'other'] as const;
export const taxCountrySchema = z.enum(TAX_COUNTRIES, { error: 'Select a country' });
export type TaxCountry = z.infer<typeof taxCountrySchema>;

/**
 * Where tax is rounded (decision 162): `line` rounds each line's tax and adds them (India's GST
 * invoices show tax per line); `total` adds each rate's lines and rounds once per rate (EN 16931's
 * BR-CO-17, so France, the UK, Nigeria and the US, whose sales tax is on the total).
 */
export const TAX_ROUNDINGS = ['line', 'total'] as const;
export type TaxRounding = (typeof TAX_ROUNDINGS)[number];
export const ROUNDING_BY_COUNTRY: Record<TaxCountry, TaxRounding> = {
  FR: 'total',
  GB: 'total',
  US: 'total',
  NG: 'total',
  IN: 'line',
  other: 'total',
};

/**
 * The VAT category of a line (UNTDID 5305, as EN 16931 names them): S standard, Z zero-rated,
 * E exempt, AE reverse charge, K intra-community, G export, O outside the scope of tax. Every
 * category but S and Z needs the exemption text printed beside it (BR-E-10 and its kin).
 */
export const TAX_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export const taxCategorySchema = z.enum(TAX_CATEGORIES, { error: 'Select a tax category' });
export type TaxCategory = z.infer<typeof taxCategorySchema>;
export const CATEGORIES_WITH_EXEMPTION: readonly TaxCategory[] = ['E', 'AE', 'K', 'G', 'O'];

/** How a deposit is invoiced (decision 165): as a payment on the one invoice, or a deposit invoice the final one deducts. */
export const DEPOSIT_MODES = ['payment', 'invoice'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

/** The PDF the invoice screen and the mail give by default (decision 164): ours, or ours as Factur-X. */
export const DEFAULT_PDFS = ['pdf', 'facturx'] as const;
export type DefaultPdf = (typeof DEFAULT_PDFS)[number];

export const TAX_LIMITS = {
  rateName: 60,
  exemptionReason: 300,
  ratesMax: 30,
  legalName: 200,
  identifier: 40,
  addressLine: 200,
  postcode: 20,
  city: 100,
  paymentTerms: 500,
  iban: 40,
  accountCode: 20,
} as const;

/** The chart of accounts the journal books to (decision 166); defaults per country in ACCOUNT_DEFAULTS. */
export const ACCOUNT_KEYS = ['receivable', 'sales', 'vat', 'deposits', 'bank', 'cash', 'card'] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];
export type AccountCodes = Record<AccountKey, string>;
export const ACCOUNT_DEFAULTS: Record<TaxCountry, AccountCodes> = {
  FR: { receivable: '411000', sales: '706000', vat: '445710', deposits: '419100', bank: '512000', cash: '530000', card: '511200' },
  GB: { receivable: '1100', sales: '4000', vat: '2200', deposits: '2150', bank: '1200', cash: '1230', card: '1210' },
  US: { receivable: '1200', sales: '4000', vat: '2200', deposits: '2300', bank: '1000', cash: '1010', card: '1020' },
  NG: { receivable: '1200', sales: '4000', vat: '2200', deposits: '2300', bank: '1000', cash: '1010', card: '1020' },
  IN: { receivable: '1200', sales: '4000', vat: '2200', deposits: '2300', bank: '1000', cash: '1010', card: '1020' },
  other: { receivable: '1200', sales: '4000', vat: '2200', deposits: '2300', bank: '1000', cash: '1010', card: '1020' },
};

const percent = z
  .number({ error: 'Rate must be a number' })
  .min(0, 'Rate cannot be negative')
  .max(100, 'Rate is at most 100')
  .refine(hasAtMostTwoDecimals, 'Rate can have at most 2 decimals');

const rateFields = {
  name: text().trim().min(1, 'Name is required').max(TAX_LIMITS.rateName, `Name must be at most ${TAX_LIMITS.rateName} characters`),
  rate: percent,
  /** S when the rate is above 0, Z at 0, when left out. */
  category: taxCategorySchema.optional(),
  exemptionReason: optionalText(TAX_LIMITS.exemptionReason, 'Exemption reason'),
};

/** The category a rate is in when the body names none. */
export const categoryOf = (rate: number, category: TaxCategory | undefined): TaxCategory => category ?? (rate > 0 ? 'S' : 'Z');

/** The checks across a rate's fields, on a create and on the rate as an update leaves it. */
export function rateProblems(rate: {
  rate: number;
  category: TaxCategory;
  exemptionReason: string | null;
}): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (rate.category === 'S' && rate.rate === 0) out.push({ path: 'rate', message: 'A standard rate is above 0' });
  if (rate.category !== 'S' && rate.rate > 0) out.push({ path: 'rate', message: 'Only a standard rate is above 0' });
  if (CATEGORIES_WITH_EXEMPTION.includes(rate.category) && !rate.exemptionReason)
    out.push({ path: 'exemptionReason', message: 'Exemption reason is required for this category' });
  return out;
}

/** A named rate (VAT 20 %, TVA 5,5 %, GST 18 %, 0 % with its exemption text). */
export const taxRateBodySchema = z.strictObject({ ...rateFields, isDefault: z.boolean().optional() }).superRefine((body, ctx) => {
  const rate = { rate: body.rate, category: categoryOf(body.rate, body.category), exemptionReason: body.exemptionReason };
  for (const p of rateProblems(rate)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});
export type TaxRateBody = z.input<typeof taxRateBodySchema>;
/** The server checks the rate as the update leaves it with rateProblems (422 on the field). */
export const updateTaxRateBodySchema = z.strictObject({
  name: rateFields.name.optional(),
  rate: percent.optional(),
  category: taxCategorySchema.optional(),
  exemptionReason: rateFields.exemptionReason,
  /** The rate new lines start with. */
  isDefault: z.boolean().optional(),
});
export type UpdateTaxRateBody = z.input<typeof updateTaxRateBodySchema>;

export const taxRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  rate: z.number(),
  category: taxCategorySchema,
  exemptionReason: z.string(),
  isDefault: z.boolean(),
  /** A rate an issued document used is archived, never deleted: the document keeps its copy. */
  archived: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

const identifier = (label: string) => optionalText(TAX_LIMITS.identifier, label);
const accountCode = text()
  .trim()
  .min(1, 'Account code is required')
  .max(TAX_LIMITS.accountCode, `Account code must be at most ${TAX_LIMITS.accountCode} characters`)
  .regex(/^[0-9A-Za-z.-]+$/, 'Account code may hold letters, digits, dots and dashes');

/** PATCH /tax/settings: any of the fields; the rates have their own routes. */
export const updateTaxSettingsBodySchema = z.strictObject({
  country: taxCountrySchema.optional(),
  /** Registered for VAT or GST: documents then name the tax number and charge the rates. */
  registered: z.boolean().optional(),
  legalName: optionalText(TAX_LIMITS.legalName, 'Legal name').optional(),
  /** SIREN or SIRET, Companies House number, RC number, CIN, EIN... as printed. */
  companyNumber: identifier('Company number').optional(),
  /** FR12345678901, GB123456789, 27AAPFU0939F1ZV... */
  vatNumber: identifier('VAT or GST number').optional(),
  addressLine1: optionalText(TAX_LIMITS.addressLine, 'Address').optional(),
  addressLine2: optionalText(TAX_LIMITS.addressLine, 'Address line 2').optional(),
  postcode: optionalText(TAX_LIMITS.postcode, 'Postcode').optional(),
  city: optionalText(TAX_LIMITS.city, 'City').optional(),
  pricesIncludeTax: z.boolean().optional(),
  depositMode: z.enum(DEPOSIT_MODES, { error: 'Select how deposits are invoiced' }).optional(),
  defaultPdf: z.enum(DEFAULT_PDFS, { error: 'Select the default PDF' }).optional(),
  paymentTerms: optionalText(TAX_LIMITS.paymentTerms, 'Payment terms').optional(),
  iban: optionalText(TAX_LIMITS.iban, 'IBAN').optional(),
  /** 1 for a year from January; 4 for the UK's April. */
  fiscalYearStartMonth: z
    .number({ error: 'Fiscal year start must be a month' })
    .int('Fiscal year start must be a month')
    .min(1, 'Fiscal year start must be a month from 1 to 12')
    .max(12, 'Fiscal year start must be a month from 1 to 12')
    .optional(),
  accounts: z
    .strictObject(
      Object.fromEntries(ACCOUNT_KEYS.map((k) => [k, accountCode.optional()])) as Record<AccountKey, z.ZodOptional<typeof accountCode>>,
    )
    .optional(),
});
export type UpdateTaxSettingsBody = z.input<typeof updateTaxSettingsBodySchema>;

/** A mandatory business term the studio or a client lacks before it can issue (decision 164). */
export const missingTermSchema = z.object({
  /** The settings field (`vatNumber`, `addressLine1`...) or the client's (`client.vatNumber`). */
  field: z.string(),
  /** Its EN 16931 business term, e.g. BT-31. */
  term: z.string(),
  message: z.string(),
});
export type MissingTerm = z.infer<typeof missingTermSchema>;

export const taxSettingsSchema = z.object({
  country: taxCountrySchema,
  registered: z.boolean(),
  legalName: z.string(),
  companyNumber: z.string(),
  vatNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postcode: z.string(),
  city: z.string(),
  pricesIncludeTax: z.boolean(),
  /** From the country (decision 162), read-only. */
  rounding: z.enum(TAX_ROUNDINGS),
  depositMode: z.enum(DEPOSIT_MODES),
  defaultPdf: z.enum(DEFAULT_PDFS),
  paymentTerms: z.string(),
  iban: z.string(),
  fiscalYearStartMonth: z.number().int(),
  accounts: z.object(Object.fromEntries(ACCOUNT_KEYS.map((k) => [k, z.string()])) as Record<AccountKey, z.ZodString>),
  rates: z.array(taxRateSchema),
  /** What an invoice issued now would lack (empty: ready); issuing is refused while it is not. */
  missing: z.array(missingTermSchema),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** One row of an invoice's (or quote's) summary per rate, in currency units. */
export const taxBreakdownSchema = z.object({
  rate: z.number(),
  category: taxCategorySchema,
  exemptionReason: z.string(),
  /** The taxable amount of the rate after its share of the discount. */
  net: z.number(),
  tax: z.number(),
});
export type TaxBreakdown = z.infer<typeof taxBreakdownSchema>;

/** GET /exports/accounting (decision 166): owners and managers; one fiscal year for the FEC. */
export const ACCOUNTING_FORMATS = ['fec', 'csv'] as const;
export const accountingExportQuerySchema = z.object({
  format: z.enum(ACCOUNTING_FORMATS, { error: 'Select FEC or CSV' }),
  from: calendarDate('From must be a date (YYYY-MM-DD)'),
  to: calendarDate('To must be a date (YYYY-MM-DD)'),
});
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

export const E_INVOICE_FORMATS = ['facturx', 'ubl', 'cii'] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];
/** Left out, the format is Factur-X: the one a person opening the file can read too. */
export const eInvoiceQuerySchema = z.object({
  format: z.enum(E_INVOICE_FORMATS, { error: 'Select Factur-X, UBL or CII' }).default('facturx'),
});
