import type { Invoice, Language, PaperSize } from '@atelier/shared';
import { pdfDocument } from '../../lib/pdf-document.js';
import { belowLetterhead, DOCUMENT_PAGE, drawLetterhead, textLines, type LetterheadStudio } from '../../lib/pdf-letterhead.js';
import { drawTable, type TableColumn, type TableTotal } from '../../lib/pdf-table.js';
import { formatCalendarDate, formatInvoiceMoney, formatMomentDate, formatQuantity, issuedAt, paymentLine, termsText } from './pdf-text.js';
import { invoiceWords, type InvoiceWords } from './invoice-words.js';

/** The studio as its documents show it; the brand's logo and colour only while its plan includes branding (decision 073). */
export type InvoicePdfStudio = LetterheadStudio & {
  paperSize: PaperSize;
  /** The studio's zone (settings.timezone): the issue date is a moment shown as its calendar date there. */
  timeZone?: string;
};
/** The client billed; the PDF is written in its language, English when not given (decision 128). */
export type InvoicePdfClient = {
  name: string;
  email: string;
  phone: string;
  address: string;
  language?: Language;
  /** A business client's identifiers (decision 162), printed under its address. */
  companyNumber?: string;
  vatNumber?: string;
};
/**
 * The seller's legal identity (decision 162): as issued when the invoice keeps it, else the current
 * tax settings; and what the studio entered to print on every invoice, its payment terms and IBAN
 * (decision 184), as typed.
 */
export type InvoicePdfSeller = { legalName: string; companyNumber: string; vatNumber: string; paymentTerms?: string; iban?: string };
export type InvoicePdfInput = { invoice: Invoice; studio: InvoicePdfStudio; client: InvoicePdfClient; seller?: InvoicePdfSeller };

const { paper: PAPER, margin: MARGIN, footer: FOOTER, ink: INK, muted: MUTED, band: BAND } = DOCUMENT_PAGE;

/** The invoice as a PDF: studio, client, items over as many pages as they need, totals, payments and terms (decision 030). */
export async function renderInvoicePdf({ invoice, studio, client, seller }: InvoicePdfInput): Promise<Buffer> {
  const language = client.language ?? 'en';
  const words = invoiceWords(language);
  const money = (amount: number) => formatInvoiceMoney(amount, invoice.currency, language);
  const { brand } = studio;
  const studioName = brand.name.trim() || studio.ownerName.trim();

  const { doc, finish } = pdfDocument({
    size: PAPER[studio.paperSize],
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // A fixed date keeps the same invoice the same bytes (and its file ID, hashed from it).
    info: {
      Title: invoice.invoiceNumber,
      Author: studioName,
      Subject: words.subject(invoice.invoiceNumber),
      CreationDate: new Date(invoice.updatedAt),
    },
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  const ink = (font: 'body' | 'bold', size: number, color = INK) => doc.font(font).fontSize(size).fillColor(color);
  // Header: the logo (Enterprise) and the studio on the left, what this is on the right.
  const meta: [string, string][] = [
    [words.invoiceNumber, invoice.invoiceNumber],
    [words.issueDate, formatMomentDate(issuedAt(invoice), studio.timeZone, language)],
    [words.dueDate, formatCalendarDate(invoice.dueDate, language)],
  ];
  const title = words.titles[invoice.kind] ?? words.title;
  const head = drawLetterhead(doc, { studio, ink, left, width, title, meta, metaShare: 0.4, labelShare: 0.45 });
  // A draft says so, a credit note names what it corrects (decision 163); once money came in, what is left (decision 125).
  const marks = [
    isDraft(invoice) ? words.draftMark : '',
    invoice.relatedInvoice && invoice.kind === 'credit-note' ? words.corrects(invoice.relatedInvoice.invoiceNumber) : '',
    paymentLine(invoice, language),
  ].filter(Boolean);
  for (const mark of marks) {
    ink('bold', 10).text(mark, head.metaLeft, head.metaBottom + 2, { width: head.metaWidth, align: 'right' });
    head.metaBottom = doc.y + 2;
  }
  let y = belowLetterhead(head);
  // The seller's legal identity (decision 162), under the letterhead.
  const sellerLines = seller ? identityLines(words, seller.companyNumber, seller.vatNumber, seller.legalName, studioName) : [];
  for (const line of sellerLines) {
    ink('body', 9, MUTED).text(line, left, y, { width: width * 0.6 });
    y = doc.y;
  }
  if (sellerLines.length > 0) y += 14;

  // Bill to.
  ink('bold', 9, MUTED).text(words.billTo, left, y);
  y = doc.y + 2;
  ink('bold', 11).text(client.name, left, y, { width: width * 0.6 });
  y = doc.y;
  const clientIds = identityLines(words, client.companyNumber ?? '', client.vatNumber ?? '');
  for (const line of [...textLines(client.address, client.phone, client.email), ...clientIds]) {
    ink('body', 9, MUTED).text(line, left, y, { width: width * 0.6 });
    y = doc.y;
  }
  y += 18;

  // Items: description wraps; a row that does not fit starts a new page under a repeated header.
  // Each line's VAT rate in its own column whenever the invoice charges tax or has several rates (decision 184).
  const taxed = invoice.tax > 0 || invoice.taxBreakdown.length > 1;
  const columns: TableColumn[] = [
    { label: words.description },
    { label: words.qty, width: 50, align: 'right', figure: true },
    ...(taxed ? [{ label: words.lineTax, width: 48, align: 'right', figure: true } as const] : []),
    { label: words.rate, width: 100, align: 'right', figure: true },
    { label: words.amount, width: 105, align: 'right', figure: true },
  ];
  const rows = invoice.items.map((item) => [
    item.description,
    formatQuantity(item.quantity, language),
    ...(taxed ? [words.percent(formatQuantity(lineRate(invoice, item), language))] : []),
    money(item.rate),
    money(item.amount),
  ]);
  // Totals, then deposit and payments, right-aligned under the amounts.
  const totals: TableTotal[] = [{ label: words.subtotal, value: money(invoice.subtotal) }];
  if (invoice.discount > 0) totals.push({ label: words.discount, value: `−${money(invoice.discount)}` });
  // The summary per rate (decision 162): each rate, the amount it is on and its tax, when there is tax or more than one rate.
  if (taxed) {
    for (const r of invoice.taxBreakdown)
      totals.push({ label: words.taxOn(formatQuantity(r.rate, language), money(r.net)), value: money(r.tax) });
  }
  totals.push({ label: words.total, value: money(invoice.amount), strong: true });
  if (invoice.pricesIncludeTax) totals.push({ label: words.pricesIncludeTax, value: '' });
  if (invoice.deposit) {
    const percent = invoice.deposit.type === 'percent' ? formatQuantity(invoice.deposit.value, language) : '';
    totals.push({ label: words.depositAsked(percent), value: money(invoice.deposit.amount) });
  }
  invoice.payments.forEach((p, i) =>
    totals.push({ label: words.payment(formatCalendarDate(p.date, language), p.method), value: money(p.amount), gap: i === 0 ? 4 : 0 }),
  );
  // A final invoice names each deposit invoice it deducts (decisions 165, 184): its balance is explained on the page.
  for (const d of invoice.depositInvoices) totals.push({ label: words.depositDeducted(d.invoiceNumber), value: `−${money(d.amount)}` });
  totals.push({ label: words.amountPaid, value: money(invoice.amountPaid) });
  totals.push({ label: words.balanceDue, value: money(invoice.balanceDue), strong: true });
  y = drawTable({ doc, left, width, bottom, brandColor: brand.color }, { columns, rows, totals }, y) + 14;

  // Notes and the terms line by status.
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  const paragraph = (title: string, body: string) => {
    ink('body', 9);
    const h = doc.heightOfString(body, { width }) + 16;
    if (y + h > bottom()) newPage();
    ink('bold', 9, MUTED).text(title, left, y, { width });
    ink('body', 9).text(body, left, doc.y + 2, { width });
    y = doc.y + 12;
  };
  // Each category's exemption text, as the law asks it printed (decision 162): 'TVA non applicable, art. 293 B du CGI'.
  const reasons = [...new Set(invoice.taxBreakdown.map((r) => r.exemptionReason.trim()).filter(Boolean))];
  for (const reason of reasons) {
    ink('body', 9);
    const h = doc.heightOfString(reason, { width }) + 6;
    if (y + h > bottom()) newPage();
    ink('body', 9).text(reason, left, y, { width });
    y = doc.y + 6;
  }
  if (reasons.length > 0) y += 8;
  // A credit note says why it was made (decision 163) and what it does, never that payment is due.
  if (invoice.kind === 'credit-note' && invoice.reason.trim()) paragraph(words.reason, invoice.reason.trim());
  if (invoice.notes.trim()) paragraph(words.notes, invoice.notes.trim());
  paragraph(words.terms, termsText(invoice, language));
  // What the studio entered to print on every invoice it asks payment with (decision 184).
  const payment = invoice.kind === 'credit-note' ? [] : paymentLines(words, seller);
  if (payment.length > 0) paragraph(words.paymentTerms, payment.join('\n'));

  // Footer on every page, inside the bottom margin (which pdfkit would otherwise take for overflow).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    if (brand.color) doc.rect(0, 0, doc.page.width, BAND).fill(brand.color);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footer = words.page(invoice.invoiceNumber, i + 1, range.count);
    ink('body', 8, MUTED).text(footer, left, doc.page.height - MARGIN, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  return finish();
}

/** Not issued yet: its number is not final (decision 163). A draft with a payment was issued by it (decision 125). */
const isDraft = (invoice: Invoice) => invoice.issuedAt === null && invoice.status === 'draft';

/** A line's rate; an invoice from before rates per line (decision 162) has its one rate on the invoice. */
function lineRate(invoice: Invoice, item: Invoice['items'][number]): number {
  return invoice.items.every((i) => i.taxRate === 0) ? invoice.taxRate : item.taxRate;
}

/** The studio's payment terms (late-payment penalties, the recovery indemnity…) and its IBAN, as typed. */
function paymentLines(words: InvoiceWords, seller: InvoicePdfSeller | undefined): string[] {
  const terms = seller?.paymentTerms?.trim() ?? '';
  const iban = seller?.iban?.trim() ?? '';
  return [terms, iban ? words.iban(iban) : ''].filter(Boolean);
}

/** A party's legal name (when it is not the name shown already) and its identifiers, as printed lines. */
function identityLines(words: InvoiceWords, companyNumber: string, vatNumber: string, legalName = '', shownName = ''): string[] {
  const lines: string[] = [];
  if (legalName.trim() && legalName.trim() !== shownName.trim()) lines.push(legalName.trim());
  if (companyNumber.trim()) lines.push(words.companyNumber(companyNumber.trim()));
  if (vatNumber.trim()) lines.push(words.vatNumber(vatNumber.trim()));
  return lines;
}
