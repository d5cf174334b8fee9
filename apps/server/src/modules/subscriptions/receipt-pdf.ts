import type { PaymentReceiptRow, UserRow } from '../../db/schema/index.js';
import { drawLogo, pdfDocument, type DocumentBrand } from '../../lib/pdf-document.js';

/**
 * A payment's receipt as a PDF (decision 044), made as invoices are (decision 030):
 * pdfkit on the server with the embedded Unicode font, so any name prints; a fixed creation date
 * keeps the same receipt the same bytes. Atelier issues it, so Atelier's name and colours head it;
 * the studio billed is shown by its name and, on Enterprise, its logo (decision 073).
 */

const MARGIN = 50;
const INK = '#2b2622';
const MUTED = '#6b635c';
const RULE = '#d8d0c6';
const LOGO_SIZE = 48;

const usd = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const day = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const receiptFileName = (number: string) => `atelier-receipt-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

export type ReceiptPdfInput = {
  receipt: PaymentReceiptRow;
  user: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'address'>;
  /** The studio billed: its name, and its logo while on Enterprise (the colour stays off: the receipt is Atelier's). */
  brand: DocumentBrand;
};

export async function renderReceiptPdf({ receipt, user, brand }: ReceiptPdfInput): Promise<Buffer> {
  const { doc, finish } = pdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `Receipt ${receipt.number}`, Author: 'Atelier', Subject: `Receipt ${receipt.number}`, CreationDate: receipt.paidAt },
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const ink = (font: 'body' | 'bold', size: number, color = INK) => doc.font(font).fontSize(size).fillColor(color);
  const rule = () => {
    const y = doc.y + 8;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 12;
  };
  const row = (label: string, value: string) => {
    const y = doc.y;
    ink('body', 10, MUTED).text(label, left, y, { width: 160 });
    ink('body', 10).text(value, left + 170, y, { width: width - 170 });
    doc.moveDown(0.4);
  };

  ink('bold', 22, '#7a4b2a').text('Atelier', left, MARGIN);
  ink('bold', 16).text('Receipt', left, MARGIN + 34);
  ink('body', 10, MUTED).text(`${receipt.number} · Paid ${day(receipt.paidAt)}`, left, doc.y + 2);
  rule();

  ink('bold', 11).text('Billed to', left, doc.y);
  const logoHeight = drawLogo(doc, brand.logo, { x: left, y: doc.y + 4, box: LOGO_SIZE });
  if (logoHeight > 0) doc.y += logoHeight + 8;
  const name = `${user.firstName} ${user.lastName}`.trim();
  if (brand.name.trim()) ink('bold', 10).text(brand.name.trim(), left, doc.y + 1, { width });
  for (const line of [name, user.email, user.address ?? '']
    .flatMap((v) => v.split(/\r?\n/))
    .map((v) => v.trim())
    .filter(Boolean)) {
    ink('body', 10).text(line, left, doc.y + 1, { width });
  }
  rule();

  row('Description', receipt.description);
  if (receipt.periodStart && receipt.periodEnd) row('Period', `${day(receipt.periodStart)} – ${day(receipt.periodEnd)}`);
  if (receipt.cardBrand && receipt.cardLast4) row('Paid with', `${receipt.cardBrand.toUpperCase()} ending in ${receipt.cardLast4}`);
  row('Payment reference', receipt.providerPaymentId);
  rule();
  const y = doc.y;
  ink('bold', 13).text('Amount paid', left, y, { width: width / 2 });
  ink('bold', 13).text(`${usd(receipt.amountCents)} USD`, left + width / 2, y, { width: width / 2, align: 'right' });
  doc.moveDown(2);
  ink('body', 9, MUTED).text(
    'Thank you for your subscription. This receipt is for your records; the payment has been taken.',
    left,
    doc.y,
    { width },
  );
  return finish();
}
