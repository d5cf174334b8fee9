import { ACCOUNT_DEFAULTS, type TaxSettings } from '@atelier/shared';

/** A French studio's tax settings as GET /tax/settings answers them, for web tests; override what a test is about. */
export function sampleTaxSettings(overrides: Partial<TaxSettings> = {}): TaxSettings {
  return {
    country: 'FR',
    registered: true,
    legalName: 'Atelier Rose SARL',
    companyNumber: '123456789',
    vatNumber: '',
    addressLine1: '1 rue de la Paix',
    addressLine2: '',
    postcode: '75002',
    city: 'Paris',
    pricesIncludeTax: false,
    rounding: 'total',
    depositMode: 'payment',
    defaultPdf: 'pdf',
    paymentTerms: '',
    iban: '',
    fiscalYearStartMonth: 1,
    accounts: { ...ACCOUNT_DEFAULTS.FR },
    rates: [],
    missing: [],
    ...overrides,
  };
}
