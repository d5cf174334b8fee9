import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainBrand } from '../../lib/pdf-document.js';
import { sampleInvoice, sampleStudio } from '../../test/invoice-samples.js';
import { extractPdf } from '../../test/pdf.js';
import { invoiceMail } from './invoice-mail.js';
import { renderInvoicePdf } from './pdf.js';

const client = { name: 'Łucja Nguyễn', email: 'lucja@example.com', phone: '', address: '' };
const payment = {
  _id: 'p1',
  id: 'p1',
  amount: 50_000,
  date: '2026-03-05T00:00:00.000Z',
  method: 'cash' as const,
  note: '',
  createdAt: '2026-03-05T10:00:00.000Z',
};

describe('invoiceMail', () => {
  it('names the invoice and the studio, states total, due date and balance, and attaches the PDF as {number}.pdf', async () => {
    const invoice = sampleInvoice({ invoiceNumber: '2026/017', currency: 'INR', payments: [payment] });
    const studio = sampleStudio();
    const pdf = await renderInvoicePdf({ invoice, studio, client });
    const mail = invoiceMail({ to: 'lucja@example.com', invoice, studio, pdf });

    expect(mail.to).toBe('lucja@example.com');
    expect(mail.subject).toBe('Invoice for ₹150,000.00, due Mar 31, 2026');
    expect(mail.kind).toBe('invoice');
    expect(mail.replyTo).toBe('studio@adaeze.example');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Łucja Nguyễn');
      expect(body).toContain('₹150,000.00');
      expect(body).toContain('₹100,000.00');
      expect(body).toContain('Mar 31, 2026');
      expect(body).toContain('The balance of ₹100,000.00 is due by Mar 31, 2026.');
    }
    expect(mail.text).toContain('Total: ₹150,000.00');
    expect(mail.text).toContain('Paid so far: ₹50,000.00');
    expect(mail.text).toContain('Balance due: ₹100,000.00');
    expect(mail.attachments).toEqual([{ filename: '2026-017.pdf', content: pdf, contentType: 'application/pdf' }]);
    expect((await extractPdf(mail.attachments![0]!.content)).pages.join('\n')).toContain('2026/017');
  });

  it('escapes what the studio and the client typed in the HTML, and has no reply-to without a studio email', () => {
    const invoice = sampleInvoice({ clientId: { _id: 'c1', id: 'c1', name: '<b>Ada & Co</b>' } });
    const mail = invoiceMail({
      to: 'a@example.com',
      invoice,
      studio: sampleStudio({ brand: plainBrand('Kofi <Tailors>'), email: '' }),
      pdf: Buffer.from('%PDF-'),
    });
    expect(mail.subject).not.toMatch(/INV-007|Kofi/);
    expect(mail.html).toContain('&lt;b&gt;Ada &amp; Co&lt;/b&gt;');
    expect(mail.html).toContain('Kofi &lt;Tailors&gt;');
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail).not.toHaveProperty('replyTo');
  });

  it("heads an Enterprise studio's mail with its logo inline and its colour; a studio without branding shows its name alone", async () => {
    const logo = await sharp({ create: { width: 80, height: 40, channels: 4, background: '#7C3AED' } })
      .png()
      .toBuffer();
    const invoice = sampleInvoice();
    const pdf = Buffer.from('%PDF-');
    const branded = invoiceMail({
      to: 'a@example.com',
      invoice,
      pdf,
      studio: sampleStudio({ brand: { name: 'Adaeze Couture', logo, color: '#1E3A8A' } }),
    });
    const inline = branded.attachments?.find((a) => a.cid);
    expect(inline).toMatchObject({ contentType: 'image/png', content: logo });
    expect(branded.html).toContain(`src="cid:${inline!.cid}"`);
    expect(branded.html).toContain('background:#1E3A8A');
    // White text on the dark blue it was accepted for.
    expect(branded.html).toContain('color:#FFFFFF">Adaeze Couture');
    expect(branded.subject).not.toContain('Adaeze');

    const plain = invoiceMail({ to: 'a@example.com', invoice, pdf, studio: sampleStudio() });
    expect(plain.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(plain.html).not.toContain('cid:');
    expect(plain.html).not.toContain('#1E3A8A');
    expect(plain.html).toContain('Adaeze Couture');
  });
});
