import type { Invoice } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleInvoice, sampleStudio } from '../../test/invoice-samples.js';
import { extractPdf } from '../../test/pdf.js';
import { renderInvoicePdf, type InvoicePdfClient, type InvoicePdfSeller } from './pdf.js';

/** The invoice PDF's tax (decision 162) and what kind of document it is (decisions 163, 165). */

const client: InvoicePdfClient = {
  name: 'Maison Lune SARL',
  email: 'compta@maisonlune.example',
  phone: '',
  address: '4 rue des Lilas, 75011 Paris',
  companyNumber: '552 100 554 00018',
  vatNumber: 'FR40552100554',
};
const seller: InvoicePdfSeller = { legalName: 'Atelier Adaeze SAS', companyNumber: '912 345 678 00012', vatNumber: 'FR12912345678' };

/** Two rates of a French invoice, as the API would present it. */
function twoRates(overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...sampleInvoice({
      currency: 'EUR',
      lines: [
        { description: 'Robe de mariée', quantity: 1, rate: 1200 },
        { description: 'Tissu', quantity: 3, rate: 12.99 },
      ],
    }),
    taxBreakdown: [
      { rate: 20, category: 'S', exemptionReason: '', net: 1200, tax: 240 },
      { rate: 5.5, category: 'S', exemptionReason: '', net: 38.97, tax: 2.14 },
    ],
    taxRate: 20,
    tax: 242.14,
    amount: 1481.11,
    balanceDue: 1481.11,
    ...overrides,
  };
}

const textOf = async (invoice: Invoice, opts: { language?: 'en' | 'fr'; withSeller?: boolean } = {}) =>
  (
    await extractPdf(
      await renderInvoicePdf({
        invoice,
        studio: sampleStudio(),
        client: { ...client, language: opts.language ?? 'en' },
        ...(opts.withSeller === false ? {} : { seller }),
      }),
    )
  ).pages.join('\n');

describe('the invoice PDF’s tax (decision 162)', () => {
  it('prints a row per rate with the amount it is on, and the parties’ identifiers', async () => {
    const text = await textOf(twoRates());
    expect(text).toMatch(/Tax 20% on €1,200\.00\s+€240\.00/);
    expect(text).toMatch(/Tax 5\.5% on €38\.97\s+€2\.14/);
    expect(text).toMatch(/Total\s+€1,481\.11/);
    expect(text).not.toContain('Tax (');
    expect(text).toContain('Atelier Adaeze SAS');
    expect(text).toContain('Company no. 912 345 678 00012');
    expect(text).toContain('VAT no. FR12912345678');
    expect(text).toContain('Company no. 552 100 554 00018');
    expect(text).toContain('VAT no. FR40552100554');
    expect(text).not.toContain('Prices include VAT');
  });

  it('prints it in French, with the prices marked as including VAT', async () => {
    const text = await textOf(twoRates({ pricesIncludeTax: true }), { language: 'fr' });
    expect(text).toMatch(/TVA 20 % sur 1\s?200,00\s?€\s+240,00\s?€/);
    expect(text).toMatch(/TVA 5,5 % sur 38,97\s?€\s+2,14\s?€/);
    expect(text).toContain('TVA incluse');
    expect(text).toContain('SIREN/SIRET 912 345 678 00012');
    expect(text).toContain('N° TVA FR40552100554');
  });

  it('prints each exemption text under the totals, once', async () => {
    const reason = 'TVA non applicable, art. 293 B du CGI';
    const invoice = twoRates({
      taxBreakdown: [{ rate: 0, category: 'E', exemptionReason: reason, net: 1238.97, tax: 0 }],
      taxRate: 0,
      tax: 0,
      amount: 1238.97,
    });
    const text = await textOf(invoice, { language: 'fr' });
    expect(text.match(/TVA non applicable, art\. 293 B du CGI/g)).toHaveLength(1);
    // No tax, one rate: no summary row.
    expect(text).not.toContain('TVA 0 %');
  });

  it('leaves the identifiers out when neither party has any', async () => {
    const text = await textOf(twoRates(), { withSeller: false });
    expect(text).not.toContain('Company no. 912');
  });
});

describe('the kind of document the PDF is (decisions 163, 165)', () => {
  it.each([
    ['invoice', 'en', 'INVOICE'],
    ['deposit', 'en', 'DEPOSIT INVOICE'],
    ['credit-note', 'en', 'CREDIT NOTE'],
    ['invoice', 'fr', 'FACTURE'],
    ['deposit', 'fr', 'FACTURE D’ACOMPTE'],
    ['credit-note', 'fr', 'AVOIR'],
  ] as const)('titles a %s in %s “%s”', async (kind, language, title) => {
    const text = await textOf(twoRates({ kind }), { language });
    expect(text.replace(/\s+/g, ' ')).toContain(title);
  });

  it('names the invoice a credit note corrects', async () => {
    const relatedInvoice = { id: 'i1', invoiceNumber: 'F-2026-0042', amount: 100, issuedAt: '2026-03-01T09:30:00.000Z' };
    const credit = twoRates({ kind: 'credit-note', relatedInvoice });
    expect(await textOf(credit)).toContain('Corrects invoice F-2026-0042');
    expect(await textOf(credit, { language: 'fr' })).toContain('Rectifie la facture F-2026-0042');
  });

  it('marks a draft not yet issued, and only it', async () => {
    const draft = twoRates({ status: 'draft', issuedAt: null, sentAt: null });
    expect(await textOf(draft)).toContain('DRAFT — not issued');
    expect(await textOf(draft, { language: 'fr' })).toContain('BROUILLON — non émise');
    expect(await textOf(twoRates())).not.toContain('DRAFT');
  });

  it('gives the same bytes for the same invoice', async () => {
    const input = { invoice: twoRates(), studio: sampleStudio(), client, seller };
    expect((await renderInvoicePdf(input)).equals(await renderInvoicePdf(input))).toBe(true);
  });
});

describe('what the studio entered and the law asks printed (decision 184)', () => {
  const terms =
    'Paiement à 30 jours. Pénalités de retard : 3 fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.';
  const withTerms = { ...seller, paymentTerms: terms, iban: 'FR76 3000 6000 0112 3456 7890 189' };
  const render = async (invoice: Invoice, s: InvoicePdfSeller = withTerms, language: 'en' | 'fr' = 'fr') =>
    (await extractPdf(await renderInvoicePdf({ invoice, studio: sampleStudio(), client: { ...client, language }, seller: s }))).pages
      .join('\n')
      .replace(/\s+/g, ' ');

  it('prints the studio’s payment terms, with the penalties and the 40 € indemnity, and its IBAN as typed', async () => {
    const text = await render(twoRates());
    expect(text).toContain('CONDITIONS DE PAIEMENT');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €.');
    expect(text).toContain('Pénalités de retard : 3 fois le taux d’intérêt légal.');
    expect(text).toContain('IBAN FR76 3000 6000 0112 3456 7890 189');
    // Nothing entered, nothing printed.
    expect(await render(twoRates(), seller)).not.toContain('CONDITIONS DE PAIEMENT');
  });

  it('prints each line’s VAT rate beside it', async () => {
    const base = twoRates();
    const invoice = twoRates({
      items: [
        { ...base.items[0]!, taxRate: 20 },
        { ...base.items[1]!, taxRate: 5.5 },
      ],
    });
    const text = await render(invoice);
    expect(text).toMatch(/Robe de mariée 1 20 % 1\s?200,00/);
    expect(text).toMatch(/Tissu 3 5,5 % 12,99/);
    expect(await render(invoice, withTerms, 'en')).toMatch(/Qty VAT Rate Amount/);
  });

  it('names on a final invoice each deposit invoice it deducts', async () => {
    const depositInvoices = [{ id: 'd1', invoiceNumber: 'F-2026-0041', amount: 300, issuedAt: '2026-02-01T09:30:00.000Z' }];
    const text = await render(twoRates({ depositInvoices, deducted: 300, balanceDue: 1181.11 }));
    expect(text).toMatch(/Facture d’acompte F-2026-0041 −300,00\s?€/);
    expect(text).toMatch(/Reste à payer 1\s?181,11\s?€/);
  });

  it('gives a credit note its reason and asks no payment on it', async () => {
    const relatedInvoice = { id: 'i1', invoiceNumber: 'F-2026-0042', amount: 100, issuedAt: '2026-03-01T09:30:00.000Z' };
    const credit = twoRates({ kind: 'credit-note', relatedInvoice, reason: 'Robe rendue : mauvaise taille' });
    const text = await render(credit);
    expect(text).toContain('MOTIF Robe rendue : mauvaise taille');
    expect(text).toContain('Cet avoir vient en déduction de la facture F-2026-0042 ; aucun paiement n’est dû.');
    expect(text).not.toContain('Paiement dû');
    expect(text).not.toContain('IBAN');
    const english = await render(credit, withTerms, 'en');
    expect(english).not.toContain('Payment is due');
    expect(english).toContain('REASON Robe rendue : mauvaise taille');
  });
});
