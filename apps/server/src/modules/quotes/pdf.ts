import type { Language, Quote } from '@atelier/shared';
import { pdfDocument } from '../../lib/pdf-document.js';
import { belowLetterhead, DOCUMENT_PAGE, drawLetterhead, textLines } from '../../lib/pdf-letterhead.js';
import { drawTable, type TableColumn, type TableTotal } from '../../lib/pdf-table.js';
import type { InvoicePdfClient, InvoicePdfStudio } from '../invoices/pdf.js';
import { formatCalendarDate, formatInvoiceMoney, formatMomentDate, formatQuantity } from '../invoices/pdf-text.js';
import { quoteWords, type QuoteWords } from './quote-words.js';

/** Plain data, so the pool's worker draws it (decision 097); the words are the client's language (decision 128). */
export type QuotePdfInput = { quote: Quote; studio: InvoicePdfStudio; client: InvoicePdfClient };

const { paper: PAPER, margin: MARGIN, footer: FOOTER, ink: INK, muted: MUTED, band: BAND } = DOCUMENT_PAGE;

type Page = {
  doc: PDFKit.PDFDocument;
  input: QuotePdfInput;
  words: QuoteWords;
  language: Language;
  left: number;
  width: number;
  bottom: () => number;
  ink: (font: 'body' | 'bold', size: number, color?: string) => PDFKit.PDFDocument;
  money: (amount: number) => string;
};

/** The logo and the studio on the left, what this is, its code and dates on the right; then who it is for. */
function header(page: Page): number {
  const { doc, input, words, left, width, ink, language } = page;
  const { quote, studio, client } = input;
  const meta: [string, string][] = [
    [words.number, quote.code],
    [words.date, formatMomentDate(quote.sentAt ?? quote.createdAt, studio.timeZone, language)],
    [words.validUntil, formatCalendarDate(quote.validUntil, language)],
  ];
  const head = drawLetterhead(doc, { studio, ink, left, width, title: words.title, meta, metaShare: 0.45, labelShare: 0.45 });
  let y = belowLetterhead(head);
  ink('bold', 9, MUTED).text(words.preparedFor, left, y);
  ink('bold', 11).text(client.name, left, doc.y + 2, { width: width * 0.6 });
  for (const line of textLines(client.address, client.phone, client.email))
    ink('body', 9, MUTED).text(line, left, doc.y, { width: width * 0.6 });
  y = doc.y + 14;
  ink('bold', 13).text(quote.title, left, y, { width });
  return doc.y + 12;
}

/**
 * The lines over as many pages as they need, under a repeated header, then the subtotal, discount,
 * tax, total and the deposit asked under the amounts; answers where the page goes on.
 */
function lineTable(page: Page, top: number): number {
  const { doc, input, words, left, width, money, language } = page;
  const { quote } = input;
  const columns: TableColumn[] = [
    { label: words.description },
    { label: words.qty, width: 60, align: 'right' },
    { label: words.unitPrice, width: 95, align: 'right', figure: true },
    { label: words.amount, width: 100, align: 'right', figure: true },
  ];
  const rows = quote.lines.map((line) => [
    line.description,
    formatQuantity(line.quantity, language) + (line.unit === 'm' ? ` ${words.metres}` : ''),
    money(line.unitPrice),
    money(line.amount),
  ]);
  const totals: TableTotal[] = [{ label: words.subtotal, value: money(quote.subtotal) }];
  if (quote.discount > 0) totals.push({ label: words.discount, value: `−${money(quote.discount)}` });
  // The summary per rate, as on the invoice (decision 162).
  if (quote.tax > 0 || quote.taxBreakdown.length > 1) {
    for (const r of quote.taxBreakdown)
      totals.push({ label: words.taxOn(formatQuantity(r.rate, language), money(r.net)), value: money(r.tax) });
  }
  totals.push({ label: words.total, value: money(quote.total), strong: true });
  if (quote.deposit) {
    const percent = quote.deposit.type === 'percent' ? formatQuantity(quote.deposit.value, language) : '';
    totals.push({ label: words.depositAsked(percent), value: money(quote.deposit.amount), strong: true });
  }
  return drawTable({ doc, left, width, bottom: page.bottom, brandColor: input.studio.brand.color }, { columns, rows, totals }, top) + 14;
}

function termsOf(quote: Quote, words: QuoteWords, language: Language, zone: string | undefined): string {
  const until = formatCalendarDate(quote.validUntil, language);
  switch (quote.status) {
    case 'draft':
      return words.termsDraft;
    case 'accepted':
      return words.termsAccepted(formatMomentDate(quote.acceptedAt ?? quote.updatedAt, zone, language));
    case 'declined':
      return words.termsDeclined;
    case 'expired':
      return words.termsExpired(until);
    default:
      return words.termsOpen(until);
  }
}

/** Notes and terms, each on a new page when it does not fit; then the band and footer on every page. */
function closing(page: Page, top: number): void {
  const { doc, input, words, left, width, ink, language } = page;
  let y = top;
  const paragraph = (title: string, body: string) => {
    ink('body', 9);
    if (y + doc.heightOfString(body, { width }) + 16 > page.bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    ink('bold', 9, MUTED).text(title, left, y, { width });
    ink('body', 9).text(body, left, doc.y + 2, { width });
    y = doc.y + 12;
  };
  if (input.quote.notes.trim()) paragraph(words.notes, input.quote.notes.trim());
  paragraph(words.terms, termsOf(input.quote, words, language, input.studio.timeZone));
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    if (input.studio.brand.color) doc.rect(0, 0, doc.page.width, BAND).fill(input.studio.brand.color);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    ink('body', 8, MUTED).text(words.page(input.quote.code, i + 1, range.count), left, doc.page.height - MARGIN, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
}

/**
 * A quote as a PDF in the studio's brand (decisions 073, 158), laid out as its invoices are (decision
 * 030), in the client's language (decision 128): the studio, the client, the lines, the totals with
 * the deposit asked, the validity and the notes.
 */
export async function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const { quote, studio, client } = input;
  const language = client.language ?? 'en';
  const words = quoteWords(language);
  const { doc, finish } = pdfDocument({
    size: PAPER[studio.paperSize],
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // A fixed date keeps the same quote the same bytes.
    info: {
      Title: quote.code,
      Author: studio.brand.name.trim() || studio.ownerName.trim(),
      Subject: words.subject(quote.code),
      CreationDate: new Date(quote.updatedAt),
    },
  });
  const page: Page = {
    doc,
    input,
    words,
    language,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: () => doc.page.height - MARGIN - FOOTER,
    ink: (font, size, color = INK) => doc.font(font).fontSize(size).fillColor(color),
    money: (amount) => formatInvoiceMoney(amount, quote.currency, language),
  };
  closing(page, lineTable(page, header(page)));
  return finish();
}
