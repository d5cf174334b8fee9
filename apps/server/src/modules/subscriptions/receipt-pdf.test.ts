import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PaymentReceiptRow } from '../../db/schema/index.js';
import { plainBrand } from '../../lib/pdf-document.js';
import { extractPdf, pdfFillColors, pdfHasImage } from '../../test/pdf.js';
import { renderReceiptPdf } from './receipt-pdf.js';

const receipt: PaymentReceiptRow = {
  id: 'r1',
  userId: 'u1',
  number: 'R-000007',
  provider: 'sandbox',
  providerPaymentId: 'pay_1',
  plan: 'enterprise',
  interval: 'monthly',
  amountCents: 4900,
  status: 'paid',
  description: 'Enterprise plan, monthly',
  what: { kind: 'payment', purpose: 'subscribe' },
  failureMessage: null,
  periodStart: null,
  periodEnd: null,
  cardBrand: 'visa',
  cardLast4: '4242',
  paidAt: new Date('2026-11-01T10:00:00Z'),
  createdAt: new Date('2026-11-01T10:00:00Z'),
};
const user = { firstName: 'Adaeze', lastName: 'Okafor', email: 'ada@example.com', address: '12 Broad Street, Lagos' };

// Decision 073: Atelier's receipt names the studio billed, with its logo on Enterprise and never its colour.
describe('renderReceiptPdf', () => {
  it("shows an Enterprise studio's logo and name under Billed to, and a studio without branding its name alone", async () => {
    const logo = await sharp({ create: { width: 90, height: 30, channels: 3, background: '#1E3A8A' } })
      .png()
      .toBuffer();
    const branded = await renderReceiptPdf({ receipt, language: 'en', user, brand: { name: 'Adaeze Couture', logo, color: '#1E3A8A' } });
    expect(pdfHasImage(branded)).toBe(true);
    expect(await pdfFillColors(branded, 1)).not.toContain('#1e3a8a');
    const plain = await renderReceiptPdf({ receipt, language: 'en', user, brand: plainBrand('Adaeze Couture') });
    expect(pdfHasImage(plain)).toBe(false);
    for (const pdf of [branded, plain]) {
      const text = (await extractPdf(pdf)).pages.join('\n');
      expect(text).toMatch(/Billed to\s+Adaeze Couture\s+Adaeze Okafor\s+ada@example\.com/);
      expect(text).toContain('$49.00 USD');
    }
  });

  it('is written whole in the account’s language, its amount and dates the language’s way (decision 206)', async () => {
    const text = (await extractPdf(await renderReceiptPdf({ receipt, language: 'fr', user, brand: plainBrand('Adaeze Couture') }))).pages
      .join('\n')
      .replace(/[\u202f\u00a0\s]+/g, ' ');
    expect(text).toContain('Reçu');
    expect(text).toContain('R-000007 · Payé le 1 novembre 2026');
    expect(text).toContain('Forfait Entreprise, mensuel');
    expect(text).toContain('VISA se terminant par 4242');
    expect(text).toContain('49,00 $ USD');
    expect(text).not.toMatch(/Receipt|Billed|Amount|Thank/);
  });
});
