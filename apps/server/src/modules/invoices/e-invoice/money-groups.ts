import type { Invoice as EInvoiceData } from '@e-invoice-eu/core';
import { CATEGORIES_WITH_EXEMPTION, dollarsToCents, type Invoice, type TaxCategory } from '@atelier/shared';
import { decimal, percentText, type DocumentTotals, type LineAmounts, type RateAllowance } from './amounts.js';

/**
 * The money groups of the library's format (decision 164): the discount per rate (BG-20), the VAT
 * breakdown (BG-23), the totals (BG-22) and the lines (BG-25), from the figures of amounts.ts.
 */

export type Doc = EInvoiceData['ubl:Invoice'];
export type Currency = Doc['cbc:DocumentCurrencyCode'];
type Category = Doc['cac:InvoiceLine'][number]['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID'];

export const VAT = { 'cbc:ID': 'VAT' };
/** Category O (outside the scope of VAT) carries no rate (BR-O-05, BR-O-14). */
const withRate = (category: string, rate: number) => (category === 'O' ? {} : { 'cbc:Percent': percentText(rate) });

function taxCategory(category: TaxCategory, rate: number, exemptionReason: string) {
  return {
    'cbc:ID': category as Category,
    ...withRate(category, rate),
    ...(CATEGORIES_WITH_EXEMPTION.includes(category) && exemptionReason ? { 'cbc:TaxExemptionReason': exemptionReason } : {}),
    'cac:TaxScheme': VAT,
  };
}

/** UNTDID 5189 code 95: discount. */
export const allowanceCharges = (allowances: RateAllowance[], currency: Currency) =>
  allowances.map((a) => ({
    'cbc:ChargeIndicator': 'false',
    'cbc:AllowanceChargeReasonCode': '95' as const,
    'cbc:AllowanceChargeReason': 'Discount',
    'cbc:Amount': decimal(a.cents),
    'cbc:Amount@currencyID': currency,
    'cac:TaxCategory': taxCategory(a.category as TaxCategory, a.rate, ''),
  }));

export const taxTotal = (invoice: Invoice, totals: DocumentTotals, currency: Currency): Doc['cac:TaxTotal'] => [
  {
    'cbc:TaxAmount': decimal(totals.taxCents),
    'cbc:TaxAmount@currencyID': currency,
    'cac:TaxSubtotal': invoice.taxBreakdown.map((r) => ({
      'cbc:TaxableAmount': decimal(dollarsToCents(r.net)),
      'cbc:TaxableAmount@currencyID': currency,
      'cbc:TaxAmount': decimal(dollarsToCents(r.tax)),
      'cbc:TaxAmount@currencyID': currency,
      'cac:TaxCategory': taxCategory(r.category, r.rate, r.exemptionReason),
    })),
  },
];

export const monetaryTotal = (totals: DocumentTotals, currency: Currency): Doc['cac:LegalMonetaryTotal'] => ({
  'cbc:LineExtensionAmount': decimal(totals.lineCents),
  'cbc:LineExtensionAmount@currencyID': currency,
  'cbc:TaxExclusiveAmount': decimal(totals.netCents),
  'cbc:TaxExclusiveAmount@currencyID': currency,
  'cbc:TaxInclusiveAmount': decimal(totals.totalCents),
  'cbc:TaxInclusiveAmount@currencyID': currency,
  ...(totals.allowanceCents > 0
    ? { 'cbc:AllowanceTotalAmount': decimal(totals.allowanceCents), 'cbc:AllowanceTotalAmount@currencyID': currency }
    : {}),
  ...(totals.prepaidCents > 0 ? { 'cbc:PrepaidAmount': decimal(totals.prepaidCents), 'cbc:PrepaidAmount@currencyID': currency } : {}),
  'cbc:PayableAmount': decimal(totals.dueCents),
  'cbc:PayableAmount@currencyID': currency,
});

export const invoiceLines = (lines: LineAmounts[], currency: Currency) =>
  lines.map((l, i) => ({
    'cbc:ID': String(i + 1),
    'cbc:InvoicedQuantity': String(l.item.quantity),
    // UN/ECE Recommendation 20 "one": the studio's items have no unit of their own.
    'cbc:InvoicedQuantity@unitCode': 'C62' as const,
    'cbc:LineExtensionAmount': decimal(l.lineCents),
    'cbc:LineExtensionAmount@currencyID': currency,
    'cac:Item': {
      'cbc:Name': l.item.description,
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': l.item.taxCategory as Category,
        ...withRate(l.item.taxCategory, l.item.taxRate),
        'cac:TaxScheme': VAT,
      },
    },
    'cac:Price': { 'cbc:PriceAmount': l.price, 'cbc:PriceAmount@currencyID': currency },
  })) as Doc['cac:InvoiceLine'];
