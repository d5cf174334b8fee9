import { ACCOUNT_DEFAULTS, ACCOUNT_KEYS, type AccountCodes, type AccountKey, type TaxCountry } from '@atelier/shared';

/**
 * The studio's chart of accounts as its journal books to (decision 166): its country's default codes,
 * with the ones it changed in its tax settings, and the names the accountant reads beside them.
 * A French studio's names are French (its accountant reads the FEC in French); the others' English.
 */
export type Chart = { codes: AccountCodes; names: Record<AccountKey, string>; words: Words; french: boolean };

type Words = {
  invoice: string;
  deposit: string;
  creditNote: string;
  payment: string;
  refund: string;
  sales: string;
  tax: string;
  journals: { VE: string; BQ: string };
};

const FRENCH: { names: Record<AccountKey, string>; words: Words } = {
  names: {
    receivable: 'Clients',
    sales: 'Prestations de services',
    vat: 'TVA collectée',
    deposits: 'Clients - avances et acomptes reçus',
    bank: 'Banque',
    cash: 'Caisse',
    card: 'Cartes bancaires à encaisser',
  },
  words: {
    invoice: 'Facture',
    deposit: "Facture d'acompte",
    creditNote: 'Avoir',
    payment: 'Règlement',
    refund: 'Remboursement',
    sales: 'Ventes',
    tax: 'TVA collectée',
    journals: { VE: 'Ventes', BQ: 'Banque' },
  },
};

const TAX_WORD: Record<TaxCountry, string> = { FR: 'VAT', GB: 'VAT', NG: 'VAT', US: 'Sales tax', IN: 'GST', other: 'Tax' };

function english(country: TaxCountry): { names: Record<AccountKey, string>; words: Words } {
  const tax = TAX_WORD[country];
  return {
    names: {
      receivable: 'Accounts receivable',
      sales: 'Sales',
      vat: `${tax} payable`,
      deposits: 'Customer deposits',
      bank: 'Bank',
      cash: 'Cash',
      card: 'Card payments',
    },
    words: {
      invoice: 'Invoice',
      deposit: 'Deposit invoice',
      creditNote: 'Credit note',
      payment: 'Payment',
      refund: 'Refund',
      sales: 'Sales',
      tax: `${tax} payable`,
      journals: { VE: 'Sales', BQ: 'Bank' },
    },
  };
}

const isCountry = (value: string): value is TaxCountry => value in ACCOUNT_DEFAULTS;

/** The chart of a studio from its tax settings' country and account overrides (none: `other`'s defaults). */
export function chartOf(country: string, overrides: unknown): Chart {
  const known: TaxCountry = isCountry(country) ? country : 'other';
  const changed = (overrides ?? {}) as Partial<Record<string, unknown>>;
  const codes = { ...ACCOUNT_DEFAULTS[known] };
  for (const key of ACCOUNT_KEYS) {
    const code = changed[key];
    if (typeof code === 'string' && code.trim() !== '') codes[key] = code.trim();
  }
  const french = known === 'FR';
  return { codes, french, ...(french ? FRENCH : english(known)) };
}

/** A rate as its name shows it: 20 %, 5,5 % in French; 20%, 5.5% in English; a category other than standard beside it. */
export function rateLabel(chart: Chart, rateBp: number, category: string): string {
  const percent = String(rateBp / 100).replace('.', chart.french ? ',' : '.');
  const rate = chart.french ? `${percent} %` : `${percent}%`;
  return category === 'S' ? rate : `${rate} ${category}`;
}
