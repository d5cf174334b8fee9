import { describeReceipt, PLAN_CURRENCY, type Language } from '@atelier/shared';
import type { PaymentReceiptRow, UserRow } from '../../db/schema/index.js';
import { drawLogo, pdfDocument, type DocumentBrand } from '../../lib/pdf-document.js';
import { receiptPdfWords } from './receipt-pdf-words.js';

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

/** Plans are sold in one currency (decision 205): written the reader's way, its code after so no '$' is mistaken. */
const amountIn = (language: Language, cents: number) =>
  `${new Intl.NumberFormat(language, { style: 'currency', currency: PLAN_CURRENCY, currencyDisplay: 'narrowSymbol' }).format(cents / 100)} ${PLAN_CURRENCY}`;
const dayIn = (language: Language) => (d: Date) =>
  d.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const receiptFileName = (number: string) => `atelier-receipt-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

export type ReceiptPdfInput = {
  receipt: PaymentReceiptRow;
  /** The account's language: the receipt's words, figures and the line's description in it. */
  language: Language;
  user: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'address'>;
  /** The studio billed: its name, and its logo while on Enterprise (the colour stays off: the receipt is Atelier's). */
  brand: DocumentBrand;
};

export async function renderReceiptPdf({ receipt, language, user, brand }: ReceiptPdfInput): Promise<Buffer> {
  const w = receiptPdfWords(language);
  const day = dayIn(language);
  const { doc, finish } = pdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: w.subject(receipt.number), Author: 'Atelier', Subject: w.subject(receipt.number), CreationDate: receipt.paidAt },
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
  ink('bold', 16).text(w.receipt, left, MARGIN + 34);
  ink('body', 10, MUTED).text(w.paid(receipt.number, day(receipt.paidAt)), left, doc.y + 2);
  rule();

  ink('bold', 11).text(w.billedTo, left, doc.y);
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

  const line = { what: receipt.what, planId: receipt.plan, interval: receipt.interval, description: receipt.description };
  row(w.description, describeReceipt(line, language));
  if (receipt.periodStart && receipt.periodEnd) row(w.period, `${day(receipt.periodStart)} – ${day(receipt.periodEnd)}`);
  if (receipt.cardBrand && receipt.cardLast4) row(w.paidWith, w.card(receipt.cardBrand.toUpperCase(), receipt.cardLast4));
  row(w.reference, receipt.providerPaymentId);
  rule();
  const y = doc.y;
  ink('bold', 13).text(w.amountPaid, left, y, { width: width / 2 });
  ink('bold', 13).text(amountIn(language, receipt.amountCents), left + width / 2, y, { width: width / 2, align: 'right' });
  doc.moveDown(2);
  ink('body', 9, MUTED).text(w.thanks, left, doc.y, { width });
  return finish();
}
