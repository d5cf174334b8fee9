import type { Language, PurchaseOrder } from '@atelier/shared';
import { pdfDocument } from '../../lib/pdf-document.js';
import { belowLetterhead, DOCUMENT_PAGE, drawLetterhead, textLines } from '../../lib/pdf-letterhead.js';
import { drawTable, type TableColumn } from '../../lib/pdf-table.js';
import type { InvoicePdfStudio } from '../invoices/pdf.js';
import { formatInvoiceMoney, formatMomentDate, formatQuantity } from '../invoices/pdf-text.js';
import { purchaseOrderWords, type PurchaseOrderWords } from './pdf-words.js';

/** The supplier as the order addresses it. */
export type PurchaseOrderPdfSupplier = { name: string; contact: string; email: string; phone: string };
/** Plain data, so the pool's worker draws it (decision 097); the words are the studio's language. */
export type PurchaseOrderPdfInput = {
  order: PurchaseOrder;
  studio: InvoicePdfStudio;
  supplier: PurchaseOrderPdfSupplier;
  language: Language;
};

const { paper: PAPER, margin: MARGIN, footer: FOOTER, ink: INK, muted: MUTED, band: BAND } = DOCUMENT_PAGE;

/** What every part of the page draws with: the document, its measures, the words and the figures. */
type Page = {
  doc: PDFKit.PDFDocument;
  input: PurchaseOrderPdfInput;
  words: PurchaseOrderWords;
  left: number;
  width: number;
  bottom: () => number;
  ink: (font: 'body' | 'bold', size: number, color?: string) => PDFKit.PDFDocument;
  money: (amount: number) => string;
  amountOf: (measure: PurchaseOrder['lines'][number]['measure'], quantity: number) => string;
};

/** The logo and the studio on the left, what this is, its number and date on the right; answers where the page goes on. */
function header({ doc, input, words, left, width, ink }: Page): number {
  const { order, studio, language } = input;
  const meta: [string, string][] = [
    [words.number, order.number],
    [words.date, formatMomentDate(order.sentAt ?? order.createdAt, studio.timeZone, language)],
  ];
  if (order.status !== 'sent') meta.push(['', words.status[order.status]]);
  return belowLetterhead(drawLetterhead(doc, { studio, ink, left, width, title: words.title, meta, metaShare: 0.45, labelShare: 0.4 }));
}

/** The supplier the order goes to. */
function supplierBlock({ doc, input, words, left, width, ink }: Page, y: number): number {
  const { supplier } = input;
  ink('bold', 9, MUTED).text(words.supplier, left, y);
  ink('bold', 11).text(supplier.name, left, doc.y + 2, { width: width * 0.6 });
  for (const line of textLines(supplier.contact, supplier.phone, supplier.email))
    ink('body', 9, MUTED).text(line, left, doc.y, { width: width * 0.6 });
  return doc.y + 18;
}

/** The lines, over as many pages as they need under a repeated header, then the total; answers where the page goes on. */
function lineTable(page: Page, top: number): number {
  const { doc, input, words, left, width, money, amountOf } = page;
  const columns: TableColumn[] = [
    { label: words.material },
    { label: words.quantity, width: 80, align: 'right' },
    { label: words.unitPrice, width: 95, align: 'right' },
    { label: words.amount, width: 95, align: 'right', figure: true },
  ];
  const rows = input.order.lines.map((line) => {
    const received = line.received > 0 ? `${words.received}: ${amountOf(line.measure, line.received)}` : '';
    return [
      received ? { text: line.materialName, note: received } : line.materialName,
      amountOf(line.measure, line.quantity),
      `${money(line.unitPrice)} ${words.per[line.measure]}`,
      money(line.amount),
    ];
  });
  const totals = [{ label: words.total, value: money(input.order.total), strong: true }];
  return drawTable({ doc, left, width, bottom: page.bottom, brandColor: input.studio.brand.color }, { columns, rows, totals }, top) + 14;
}

/** The order's notes, on a new page when they do not fit. */
function notes({ doc, input, words, left, width, ink, bottom }: Page, top: number): void {
  const text = input.order.notes.trim();
  if (!text) return;
  let y = top;
  ink('body', 9);
  if (y + doc.heightOfString(text, { width }) + 16 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  ink('bold', 9, MUTED).text(words.notes, left, y, { width });
  ink('body', 9).text(text, left, doc.y + 2, { width });
}

/** The brand band and the page's footer on every page, inside the bottom margin (which pdfkit would otherwise take for overflow). */
function footers({ doc, input, words, left, width, ink }: Page): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    if (input.studio.brand.color) doc.rect(0, 0, doc.page.width, BAND).fill(input.studio.brand.color);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footer = words.page(input.order.number, i + 1, range.count);
    ink('body', 8, MUTED).text(footer, left, doc.page.height - MARGIN, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
}

/**
 * A purchase order as a PDF in the studio's brand (decisions 073, 145), laid out as its invoices
 * are (decision 030): the studio and the order's number, the supplier, the lines, the total and
 * the notes. Lengths are in metres, counts in units, prices per metre or per unit.
 */
export async function renderPurchaseOrderPdf(input: PurchaseOrderPdfInput): Promise<Buffer> {
  const { order, studio, language } = input;
  const words = purchaseOrderWords(language);
  const { doc, finish } = pdfDocument({
    size: PAPER[studio.paperSize],
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // A fixed date keeps the same order the same bytes.
    info: {
      Title: order.number,
      Author: studio.brand.name.trim() || studio.ownerName.trim(),
      Subject: words.subject(order.number),
      CreationDate: new Date(order.updatedAt),
    },
  });
  const page: Page = {
    doc,
    input,
    words,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: () => doc.page.height - MARGIN - FOOTER,
    ink: (font, size, color = INK) => doc.font(font).fontSize(size).fillColor(color),
    money: (amount) => formatInvoiceMoney(amount, order.currency, language),
    amountOf: (measure, quantity) =>
      words.amountOf(measure, formatQuantity(measure === 'length' ? quantity / 1000 : quantity, language), quantity),
  };
  const afterSupplier = supplierBlock(page, header(page));
  notes(page, lineTable(page, afterSupplier));
  footers(page);
  return finish();
}
