import { brandTextColor, type Invoice, type Language, type PaperSize } from '@atelier/shared';
import { pdfDocument } from '../../lib/pdf-document.js';
import { belowLetterhead, DOCUMENT_PAGE, drawLetterhead, textLines, type LetterheadStudio } from '../../lib/pdf-letterhead.js';
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

const { paper: PAPER, margin: MARGIN, footer: FOOTER, ink: INK, muted: MUTED, rule: RULE, band: BAND } = DOCUMENT_PAGE;

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
  /** A one-line figure, made smaller rather than wrapped when a huge amount is wider than its column. */
  const figure = (value: string, x: number, at: number, w: number, font: 'body' | 'bold', size: number) => {
    let fit = size;
    doc.font(font).fontSize(fit);
    while (fit > 6 && doc.widthOfString(value) > w) doc.fontSize((fit -= 0.5));
    doc.fillColor(INK).text(value, x, at + (size - fit) / 2, { width: w, align: 'right', lineBreak: false });
    doc.fontSize(size);
  };
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();

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
  const cols = { qty: 50, tax: taxed ? 48 : 0, rate: 100, amount: 105 };
  const descWidth = width - cols.qty - cols.tax - cols.rate - cols.amount - 12;
  const xQty = left + descWidth + 12;
  const xTax = xQty + cols.qty;
  const xRate = xTax + cols.tax;
  const xAmount = xRate + cols.rate;
  const header = () => {
    // With a brand colour the header row is filled with it, its labels in the text colour it was accepted for.
    const onBrand = brand.color ? brandTextColor(brand.color) : null;
    if (brand.color && onBrand) {
      doc.rect(left - 4, y - 4, width + 8, doc.font('bold').fontSize(9).currentLineHeight() + 8).fill(brand.color);
      ink('bold', 9, onBrand);
    } else ink('bold', 9, MUTED);
    doc.text(words.description, left, y, { width: descWidth });
    doc.text(words.qty, xQty, y, { width: cols.qty, align: 'right' });
    if (taxed) doc.text(words.lineTax, xTax, y, { width: cols.tax, align: 'right' });
    doc.text(words.rate, xRate, y, { width: cols.rate, align: 'right' });
    doc.text(words.amount, xAmount, y, { width: cols.amount, align: 'right' });
    y = doc.y + 4;
    rule(y);
    y += 6;
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  header();
  for (const item of invoice.items) {
    ink('body', 10);
    const h = Math.max(doc.heightOfString(item.description, { width: descWidth }), doc.currentLineHeight());
    if (y + h > bottom()) {
      newPage();
      header();
      ink('body', 10);
    }
    doc.text(item.description, left, y, { width: descWidth });
    figure(formatQuantity(item.quantity, language), xQty, y, cols.qty, 'body', 10);
    if (taxed) figure(words.percent(formatQuantity(lineRate(invoice, item), language)), xTax, y, cols.tax, 'body', 10);
    figure(money(item.rate), xRate, y, cols.rate - 6, 'body', 10);
    figure(money(item.amount), xAmount, y, cols.amount, 'body', 10);
    y += h + 6;
  }
  rule(y - 2);
  y += 8;

  // Totals, then deposit and payments, right-aligned under the amounts.
  const labelX = left + width * 0.3;
  const labelWidth = xAmount - labelX - 8;
  const row = (label: string, value: string, strong = false) => {
    const size = strong ? 11 : 10;
    ink(strong ? 'bold' : 'body', size);
    const h = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.currentLineHeight());
    if (y + h > bottom()) newPage();
    ink(strong ? 'bold' : 'body', size, strong ? INK : MUTED).text(label, labelX, y, { width: labelWidth });
    figure(value, xAmount, y, cols.amount, strong ? 'bold' : 'body', size);
    y += h + 5;
  };
  row(words.subtotal, money(invoice.subtotal));
  if (invoice.discount > 0) row(words.discount, `−${money(invoice.discount)}`);
  // The summary per rate (decision 162): each rate, the amount it is on and its tax, when there is tax or more than one rate.
  if (invoice.tax > 0 || invoice.taxBreakdown.length > 1) {
    for (const r of invoice.taxBreakdown) row(words.taxOn(formatQuantity(r.rate, language), money(r.net)), money(r.tax));
  }
  row(words.total, money(invoice.amount), true);
  if (invoice.pricesIncludeTax) row(words.pricesIncludeTax, '');
  if (invoice.deposit) {
    const percent = invoice.deposit.type === 'percent' ? formatQuantity(invoice.deposit.value, language) : '';
    row(words.depositAsked(percent), money(invoice.deposit.amount));
  }
  if (invoice.payments.length > 0) {
    y += 4;
    for (const p of invoice.payments) {
      row(words.payment(formatCalendarDate(p.date, language), p.method), money(p.amount));
    }
  }
  // A final invoice names each deposit invoice it deducts (decisions 165, 184): its balance is explained on the page.
  for (const d of invoice.depositInvoices) row(words.depositDeducted(d.invoiceNumber), `−${money(d.amount)}`);
  row(words.amountPaid, money(invoice.amountPaid));
  row(words.balanceDue, money(invoice.balanceDue), true);
  y += 14;

  // Notes and the terms line by status.
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
