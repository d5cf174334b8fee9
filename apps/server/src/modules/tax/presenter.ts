import {
  ACCOUNT_DEFAULTS,
  centsToDollars,
  type AccountCodes,
  type TaxCategory,
  type TaxCountry,
  type TaxRate,
  type TaxSettings,
} from '@atelier/shared';
import type { TaxRateRow, TaxSettingsRow } from '../../db/schema/index.js';
import { roundingOf } from './line-rates.js';
import { missingSellerTerms } from './readiness.js';

/** A studio's rate as the settings and the invoice form list it; basis points as a percent. */
export function presentTaxRate(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    name: row.name,
    rate: centsToDollars(row.rateBp),
    category: row.category as TaxCategory,
    exemptionReason: row.exemptionReason ?? '',
    isDefault: row.isDefault,
    archived: row.archivedAt !== null,
  };
}

const countryOf = (row: TaxSettingsRow | null): TaxCountry => (row?.country ?? 'other') as TaxCountry;

/** The country's accounts with those the studio changed (decision 166). */
export function accountsOf(row: TaxSettingsRow | null): AccountCodes {
  const stored = (row?.accounts ?? {}) as Partial<AccountCodes>;
  return { ...ACCOUNT_DEFAULTS[countryOf(row)], ...stored };
}

/** GET /tax/settings: a studio without a row answers the defaults (decision 162). */
export function presentTaxSettings(row: TaxSettingsRow | null, rates: readonly TaxRateRow[]): TaxSettings {
  const country = countryOf(row);
  return {
    country,
    registered: row?.registered ?? false,
    legalName: row?.legalName ?? '',
    companyNumber: row?.companyNumber ?? '',
    vatNumber: row?.vatNumber ?? '',
    addressLine1: row?.addressLine1 ?? '',
    addressLine2: row?.addressLine2 ?? '',
    postcode: row?.postcode ?? '',
    city: row?.city ?? '',
    pricesIncludeTax: row?.pricesIncludeTax ?? false,
    rounding: roundingOf(country),
    depositMode: (row?.depositMode ?? 'payment') as TaxSettings['depositMode'],
    defaultPdf: (row?.defaultPdf ?? 'pdf') as TaxSettings['defaultPdf'],
    paymentTerms: row?.paymentTerms ?? '',
    iban: row?.iban ?? '',
    fiscalYearStartMonth: row?.fiscalYearStartMonth ?? 1,
    accounts: accountsOf(row),
    rates: rates.map(presentTaxRate),
    missing: missingSellerTerms(row),
  };
}
