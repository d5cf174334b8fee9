import { describe, expect, it } from 'vitest';
import type { TaxSettingsRow } from '../../../db/schema/index.js';
import { missingEInvoiceTerms } from '../../tax/readiness.js';

// Decision 164: what an electronic invoice cannot go without, named before the studio issues.

const settings = (values: Partial<TaxSettingsRow>): TaxSettingsRow => ({
  workspaceId: 'w',
  country: 'GB',
  registered: false,
  legalName: 'Savile Cuts Ltd',
  companyNumber: null,
  vatNumber: null,
  addressLine1: '1 Savile Row',
  addressLine2: null,
  postcode: 'W1S 3PR',
  city: 'London',
  pricesIncludeTax: false,
  depositMode: 'payment',
  defaultPdf: 'pdf',
  paymentTerms: null,
  iban: null,
  fiscalYearStartMonth: 4,
  accounts: {},
  updatedAt: new Date(),
  ...values,
});
const buyer = { name: 'Ada Lovelace', country: null, vatNumber: null, companyNumber: null };
const fields = (s: TaxSettingsRow | null, b = buyer) => missingEInvoiceTerms(s, b).map((m) => `${m.field} ${m.term}`);

describe('missingEInvoiceTerms', () => {
  it('asks a seller with neither a company nor a VAT number for one (BR-CO-26)', () => {
    expect(fields(settings({}))).toEqual(['companyNumber BT-30']);
    expect(fields(settings({ companyNumber: '01234567' }))).toEqual([]);
    expect(fields(settings({ registered: true, vatNumber: 'GB123456789' }))).toEqual([]);
  });

  it('names a registered French studio’s missing VAT number and a client without a name', () => {
    const french = settings({ country: 'FR', registered: true, companyNumber: '12345678900012', postcode: '75003', city: 'Paris' });
    expect(fields(french, { ...buyer, name: ' ' })).toEqual(['vatNumber BT-31', 'client.name BT-44']);
  });

  it('asks a studio without tax settings for its country', () => {
    expect(fields(null)).toEqual(['country BT-40']);
  });
});
