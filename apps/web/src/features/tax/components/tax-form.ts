import {
  ACCOUNT_KEYS,
  updateTaxSettingsBodySchema,
  type AccountCodes,
  type DefaultPdf,
  type DepositMode,
  type TaxCountry,
  type TaxSettings,
  type UpdateTaxSettingsBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The tax settings as the form holds them: text as typed, the month as its number in text for the select. */
export type TaxFormValues = {
  country: TaxCountry;
  registered: boolean;
  legalName: string;
  companyNumber: string;
  vatNumber: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  pricesIncludeTax: boolean;
  depositMode: DepositMode;
  defaultPdf: DefaultPdf;
  paymentTerms: string;
  iban: string;
  fiscalYearStartMonth: string;
  accounts: AccountCodes;
};

const TEXTS = [
  'legalName',
  'companyNumber',
  'vatNumber',
  'addressLine1',
  'addressLine2',
  'postcode',
  'city',
  'paymentTerms',
  'iban',
] as const;

export function taxSettingsToForm(s: TaxSettings): TaxFormValues {
  return {
    country: s.country,
    registered: s.registered,
    legalName: s.legalName,
    companyNumber: s.companyNumber,
    vatNumber: s.vatNumber,
    addressLine1: s.addressLine1,
    addressLine2: s.addressLine2,
    postcode: s.postcode,
    city: s.city,
    pricesIncludeTax: s.pricesIncludeTax,
    depositMode: s.depositMode,
    defaultPdf: s.defaultPdf,
    paymentTerms: s.paymentTerms,
    iban: s.iban,
    fiscalYearStartMonth: String(s.fiscalYearStartMonth),
    accounts: { ...s.accounts },
  };
}

/**
 * The PATCH body: every field, an emptied text as null so the server clears it; account codes
 * trimmed. Checked by the server's own schema before it is sent (decision 020).
 */
export function toTaxSettingsBody(v: TaxFormValues): Validated<UpdateTaxSettingsBody> {
  const body: UpdateTaxSettingsBody = {
    country: v.country,
    registered: v.registered,
    pricesIncludeTax: v.pricesIncludeTax,
    depositMode: v.depositMode,
    defaultPdf: v.defaultPdf,
    fiscalYearStartMonth: Number(v.fiscalYearStartMonth),
    accounts: Object.fromEntries(ACCOUNT_KEYS.map((k) => [k, v.accounts[k].trim()])) as AccountCodes,
  };
  for (const key of TEXTS) body[key] = v[key].trim() || null;
  return validateBody(updateTaxSettingsBodySchema, body);
}
