import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleInvoice, sampleStudio } from '../../test/invoice-samples.js';
import { plainBrand } from '../../lib/pdf-document.js';
import { extractPdf, pdfFillColors, pdfHasImage } from '../../test/pdf.js';
import { renderInvoicePdf, type InvoicePdfClient } from './pdf.js';
import { pdfFileName, termsText } from './pdf-text.js';

const client: InvoicePdfClient = {
  name: 'Łucja Nguyễn',
  email: 'lucja@example.com',
  phone: '+48 600 100 200',
  address: 'ul. Żółkiewskiego 5, Kraków',
};

const allText = (pages: string[]) => pages.join('\n');

describe('renderInvoicePdf', () => {
  it.each([
    ['NGN', '₦', '₦1,500.00'],
    ['INR', '₹', '₹1,500.00'],
    ['EUR', '€', '€1,500.00'],
  ])('prints the number, the client, every item, the total and the balance in %s', async (currency, symbol, total) => {
    const invoice = sampleInvoice({
      currency,
      lines: [
        { description: 'Kaftan for Łucja, silk lining', quantity: 2, rate: 500 },
        { description: 'Áo dài alterations for Nguyễn', quantity: 2.5, rate: 200 },
      ],
      payments: [
        {
          _id: 'p1',
          id: 'p1',
          amount: 400,
          date: '2026-03-05T00:00:00.000Z',
          method: 'mobile-money',
          note: '',
          createdAt: '2026-03-05T10:00:00.000Z',
        },
      ],
    });
    const pdf = await renderInvoicePdf({ invoice, studio: sampleStudio(), client });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, info } = await extractPdf(pdf);
    const text = allText(pages);
    expect(text).toContain('INV-007');
    expect(text).toContain('Łucja Nguyễn');
    expect(text).toContain('Kaftan for Łucja, silk lining');
    expect(text).toContain('Áo dài alterations for Nguyễn');
    expect(text).toContain(`${symbol}1,000.00`);
    expect(text).toContain(`${symbol}500.00`);
    expect(text).toMatch(new RegExp(`Total\\s+${total.replace('.', '\\.')}`));
    expect(text).toMatch(new RegExp(`Balance due\\s+${symbol}1,100\\.00`));
    expect(text).toMatch(new RegExp(`Amount paid\\s+${symbol}400\\.00`));
    expect(text).toContain('Mobile money');
    expect(text).toContain('Adaeze Couture');
    expect(text).toContain('Lagos Island, Lagos');
    expect(text).toContain('+234 803 555 0101');
    expect(text).toContain('studio@adaeze.example');
    // A payment with a balance left (decision 125): what is left, under the dates and in the terms.
    expect(text).toContain(`Deposit paid, ${symbol}1,100.00 due`);
    expect(text).toContain(`The balance of ${symbol}1,100.00 is due by Mar 31, 2026.`);
    expect(text).not.toContain('Draft');
    expect(info).toMatchObject({ Title: 'INV-007', Author: 'Adaeze Couture' });
  });

  it('prints discount, tax with its rate and the deposit asked, and £ and ₵ too', async () => {
    const invoice = sampleInvoice({ currency: 'GHS', discount: 10, taxRate: 7.5, deposit: { type: 'percent', value: 50, amount: 0 } });
    const withDeposit = { ...invoice, deposit: { type: 'percent' as const, value: 50, amount: 80619.63 } };
    const text = allText((await extractPdf(await renderInvoicePdf({ invoice: withDeposit, studio: sampleStudio(), client }))).pages);
    expect(text).toMatch(/Discount\s+−GH₵10\.00/);
    expect(text).toMatch(/Tax 7\.5% on GH₵149,990\.00\s+GH₵11,249\.25/);
    expect(text).toMatch(/Total\s+GH₵161,239\.25/);
    expect(text).toMatch(/Deposit asked \(50%\)\s+GH₵80,619\.63/);

    const pounds = allText(
      (await extractPdf(await renderInvoicePdf({ invoice: sampleInvoice({ currency: 'GBP' }), studio: sampleStudio(), client }))).pages,
    );
    expect(pounds).toMatch(/Total\s+£150,000\.00/);
  });

  it('spreads 100 items with long descriptions over several pages, every item printed once', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      description: `Item ${String(i + 1).padStart(3, '0')}: ${'hand-finished buttonholes and French seams '.repeat(1 + (i % 4))}`.trim(),
      quantity: 1,
      rate: 10,
    }));
    const { pages } = await extractPdf(await renderInvoicePdf({ invoice: sampleInvoice({ lines }), studio: sampleStudio(), client }));
    expect(pages.length).toBeGreaterThan(3);
    const text = allText(pages);
    for (let i = 1; i <= 100; i += 1) {
      expect(text.match(new RegExp(`Item ${String(i).padStart(3, '0')}:`, 'g'))).toHaveLength(1);
    }
    expect(text).toMatch(/Total\s+₦1,000\.00/);
    // The table header repeats on every page the items reach, and every page says which it is.
    expect(pages.filter((p) => /Description\s+Qty\s+Rate\s+Amount/.test(p)).length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('keeps the largest amounts on one line, set smaller rather than wrapped', async () => {
    const invoice = sampleInvoice({
      lines: [{ description: 'Uniforms for every school in the state', quantity: 100_000, rate: 10_000_000 }],
    });
    const { pages } = await extractPdf(await renderInvoicePdf({ invoice, studio: sampleStudio(), client }));
    expect(pages[0]).toMatch(/Total\s+₦1,000,000,000,000\.00\s/);
    expect(pages[0]).toMatch(/Balance due\s+₦1,000,000,000,000\.00\s/);
  });

  it.each([
    ['a4', [595.28, 841.89]],
    ['letter', [612, 792]],
  ] as const)('uses the %s paper size', async (paperSize, size) => {
    const { sizes } = await extractPdf(await renderInvoicePdf({ invoice: sampleInvoice(), studio: sampleStudio({ paperSize }), client }));
    expect(sizes[0]).toEqual(size);
  });

  it('leaves out what the studio has not filled in, with no placeholder', async () => {
    const studio = sampleStudio({ brand: plainBrand(''), address: '', phone: '', website: '', email: '' });
    const bare: InvoicePdfClient = { name: 'Łucja Nguyễn', email: '', phone: '', address: '' };
    const { pages, info } = await extractPdf(await renderInvoicePdf({ invoice: sampleInvoice(), studio, client: bare }));
    const text = allText(pages);
    // The owner's name stands in for a missing studio name.
    expect(text).toContain('Adaeze Okafor');
    expect(info).toMatchObject({ Author: 'Adaeze Okafor' });
    expect(text).not.toMatch(/address|phone|e-?mail|website|undefined|null|N\/A|Your Business|placeholder/i);
    expect(text).not.toContain('Lagos');
  });

  it("draws an Enterprise studio's logo and colour, and a studio without branding its name alone", async () => {
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 120, g: 60, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const branded = await renderInvoicePdf({
      invoice: sampleInvoice(),
      studio: sampleStudio({ brand: { name: 'Adaeze Couture', logo, color: '#1E3A8A' } }),
      client,
    });
    expect(pdfHasImage(branded)).toBe(true);
    expect(await pdfFillColors(branded, 1)).toContain('#1e3a8a');
    // The header row carries its labels in white, the text colour #1E3A8A was accepted for.
    expect(await pdfFillColors(branded, 1)).toContain('#ffffff');

    const plain = await renderInvoicePdf({ invoice: sampleInvoice(), studio: sampleStudio(), client });
    expect(pdfHasImage(plain)).toBe(false);
    expect(await pdfFillColors(plain, 1)).not.toContain('#1e3a8a');
    for (const pdf of [branded, plain]) expect(allText((await extractPdf(pdf)).pages)).toContain('Adaeze Couture');
  });

  it('leaves out logo bytes it cannot draw rather than failing the invoice', async () => {
    const broken = await renderInvoicePdf({
      invoice: sampleInvoice(),
      studio: sampleStudio({ brand: { name: 'Adaeze Couture', logo: Buffer.from('not a picture'), color: null } }),
      client,
    });
    expect(pdfHasImage(broken)).toBe(false);
    expect(allText((await extractPdf(broken)).pages)).toContain('INV-007');
  });

  it('gives the same bytes for the same invoice (its date comes from updatedAt)', async () => {
    const input = { invoice: sampleInvoice(), studio: sampleStudio(), client };
    const [a, b] = [await renderInvoicePdf(input), await renderInvoicePdf(input)];
    expect(a.equals(b)).toBe(true);
  });

  it('says by status what the invoice asks', async () => {
    const draft = sampleInvoice({ status: 'draft', sentAt: null });
    expect(allText((await extractPdf(await renderInvoicePdf({ invoice: draft, studio: sampleStudio(), client }))).pages)).toContain(
      'Draft — not yet a request for payment.',
    );
    expect(termsText(sampleInvoice())).toBe('Payment is due by Mar 31, 2026.');
    expect(termsText(sampleInvoice({ status: 'paid' }))).toBe('Paid in full. Thank you for your business.');
    expect(termsText(sampleInvoice({ status: 'overdue' }))).toBe(
      'Payment was due by Mar 31, 2026. Please settle the balance of ₦150,000.00 as soon as possible.',
    );
  });
});

describe('pdfFileName', () => {
  it.each([
    ['INV-001', 'INV-001.pdf'],
    ['2026/017', '2026-017.pdf'],
    ['Facture n° 12 "été"', 'Facture-n-12-ete.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['Заказ', 'invoice.pdf'],
  ])('%s → %s', (number, name) => {
    expect(pdfFileName(number)).toBe(name);
  });
});
