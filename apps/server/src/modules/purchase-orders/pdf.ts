import { brandTextColor, type Language, type PurchaseOrder } from '@atelier/shared';
import { drawLogo, pdfDocument } from '../../lib/pdf-document.js';
import type { InvoicePdfStudio } from '../invoices/pdf.js';
import { formatInvoiceMoney, formatMomentDate, formatQuantity } from '../invoices/pdf-text.js';
import { purchaseOrderWords } from './pdf-words.js';

/** The supplier as the order addresses it. */
export type PurchaseOrderPdfSupplier = { name: string; contact: string; email: string; phone: string };
/** Plain data, so the pool's worker draws it (decision 097); the words are the studio's language. */
export type PurchaseOrderPdfInput = {
  order: PurchaseOrder;
  studio: InvoicePdfStudio;
  supplier: PurchaseOrderPdfSupplier;
  language: Language;
};

const PAPER = { a4: 'A4', letter: 'LETTER' } as const;
const MARGIN = 50;
const FOOTER = 30;
const INK = '#2b2622';
const MUTED = '#6b635c';
const RULE = '#d8d0c6';
const LOGO_SIZE = 64;
const BAND = 8;

const lines = (...values: string[]) =>
  values
    .flatMap((v) => v.split(/\r?\n/))
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * A purchase order as a PDF in the studio's brand (decisions 073, 145), laid out as its invoices
 * are: the studio and the order's number, the supplier, the lines over as many pages as they need,
 * the total and the notes. Lengths are in metres, counts in units, prices per metre or per unit.
 */
export async function renderPurchaseOrderPdf({ order, studio, supplier, language }: PurchaseOrderPdfInput): Promise<Buffer> {
  const words = purchaseOrderWords(language);
  const money = (amount: number) => formatInvoiceMoney(amount, order.currency, language);
  const amountOf = (measure: PurchaseOrder['lines'][number]['measure'], quantity: number) =>
    words.amountOf(measure, formatQuantity(measure === 'length' ? quantity / 1000 : quantity, language), quantity);
  const { brand } = studio;
  const studioName = brand.name.trim() || studio.ownerName.trim();
  const { doc, finish } = pdfDocument({
    size: PAPER[studio.paperSize],
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: order.number, Author: studioName, Subject: words.subject(order.number), CreationDate: new Date(order.updatedAt) },
  });
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  const ink = (font: 'body' | 'bold', size: number, color = INK) => doc.font(font).fontSize(size).fillColor(color);
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();

  // Header: the logo and the studio on the left, what this is on the right.
  let y = MARGIN;
  const logoHeight = drawLogo(doc, brand.logo, { x: left, y, box: LOGO_SIZE });
  const textLeft = logoHeight > 0 ? left + LOGO_SIZE + 12 : left;
  const studioWidth = width * 0.6 - (textLeft - left);
  let sy = y;
  if (studioName) {
    ink('bold', 14).text(studioName, textLeft, sy, { width: studioWidth });
    sy = doc.y + 2;
  }
  const ownerLine = studio.ownerName.trim() && studio.ownerName.trim() !== studioName ? [studio.ownerName] : [];
  for (const line of lines(...ownerLine, studio.address, studio.phone, studio.email, studio.website)) {
    ink('body', 9, MUTED).text(line, textLeft, sy, { width: studioWidth });
    sy = doc.y;
  }
  const metaLeft = left + width * 0.55;
  const metaWidth = width * 0.45;
  ink('bold', 20).text(words.title, metaLeft, y, { width: metaWidth, align: 'right' });
  let my = doc.y + 4;
  const meta: [string, string][] = [
    [words.number, order.number],
    [words.date, formatMomentDate(order.sentAt ?? order.createdAt, studio.timeZone, language)],
  ];
  if (order.status !== 'sent') meta.push(['', words.status[order.status]]);
  for (const [label, value] of meta) {
    ink('body', 9, MUTED).text(label, metaLeft, my, { width: metaWidth * 0.4 });
    ink('bold', 9).text(value, metaLeft + metaWidth * 0.4, my, { width: metaWidth * 0.6, align: 'right' });
    my = doc.y + 2;
  }
  y = Math.max(sy, my, MARGIN + logoHeight) + 20;

  // The supplier.
  ink('bold', 9, MUTED).text(words.supplier, left, y);
  ink('bold', 11).text(supplier.name, left, doc.y + 2, { width: width * 0.6 });
  for (const line of lines(supplier.contact, supplier.phone, supplier.email))
    ink('body', 9, MUTED).text(line, left, doc.y, { width: width * 0.6 });
  y = doc.y + 18;

  // Lines: the material wraps; a row that does not fit starts a new page under a repeated header.
  const cols = { qty: 80, price: 95, amount: 95 };
  const nameWidth = width - cols.qty - cols.price - cols.amount - 12;
  const xQty = left + nameWidth + 12;
  const xPrice = xQty + cols.qty;
  const xAmount = xPrice + cols.price;
  const header = () => {
    const onBrand = brand.color ? brandTextColor(brand.color) : null;
    if (brand.color && onBrand) {
      doc.rect(left - 4, y - 4, width + 8, doc.font('bold').fontSize(9).currentLineHeight() + 8).fill(brand.color);
      ink('bold', 9, onBrand);
    } else ink('bold', 9, MUTED);
    doc.text(words.material, left, y, { width: nameWidth });
    doc.text(words.quantity, xQty, y, { width: cols.qty, align: 'right' });
    doc.text(words.unitPrice, xPrice, y, { width: cols.price, align: 'right' });
    doc.text(words.amount, xAmount, y, { width: cols.amount, align: 'right' });
    y = doc.y + 4;
    rule(y);
    y += 6;
  };
  header();
  for (const line of order.lines) {
    const receivedNote = line.received > 0 ? `${words.received}: ${amountOf(line.measure, line.received)}` : '';
    ink('body', 10);
    const h = Math.max(doc.heightOfString(line.materialName, { width: nameWidth }), doc.currentLineHeight()) + (receivedNote ? 12 : 0);
    if (y + h > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
      ink('body', 10);
    }
    doc.text(line.materialName, left, y, { width: nameWidth });
    if (receivedNote) ink('body', 8, MUTED).text(receivedNote, left, doc.y, { width: nameWidth });
    ink('body', 10).text(amountOf(line.measure, line.quantity), xQty, y, { width: cols.qty, align: 'right' });
    doc.text(`${money(line.unitPrice)} ${words.per[line.measure]}`, xPrice, y, { width: cols.price, align: 'right' });
    doc.text(money(line.amount), xAmount, y, { width: cols.amount, align: 'right' });
    y += h + 6;
  }
  rule(y - 2);
  y += 8;
  if (y + 40 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  ink('bold', 11).text(words.total, xPrice - 60, y, { width: cols.price + 60 - 8, align: 'right' });
  ink('bold', 11).text(money(order.total), xAmount, y, { width: cols.amount, align: 'right' });
  y = doc.y + 18;

  if (order.notes.trim()) {
    ink('body', 9);
    if (y + doc.heightOfString(order.notes, { width }) + 16 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    ink('bold', 9, MUTED).text(words.notes, left, y, { width });
    ink('body', 9).text(order.notes.trim(), left, doc.y + 2, { width });
  }

  // The brand band and the footer on every page, inside the bottom margin.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    if (brand.color) doc.rect(0, 0, doc.page.width, BAND).fill(brand.color);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    ink('body', 8, MUTED).text(words.page(order.number, i + 1, range.count), left, doc.page.height - MARGIN, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
  return finish();
}
