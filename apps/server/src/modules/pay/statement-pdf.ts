import type { Language, PayEntryKind } from '@atelier/shared';
import { drawLogo, pdfDocument } from '../../lib/pdf-document.js';
import { DOCUMENT_PAGE } from '../../lib/pdf-letterhead.js';
import { drawTable, type TableColumn } from '../../lib/pdf-table.js';
import type { InvoicePdfStudio } from '../invoices/pdf.js';
import { formatCalendarDate, formatInvoiceMoney, formatMomentDate } from '../invoices/pdf-text.js';
import { statementWords, type StatementWords } from './statement-words.js';

/** One line of the ledger as the statement prints it, money in currency units. */
export type PayStatementLine = { at: string; kind: PayEntryKind; stage: string; projectName: string; note: string; amount: number };

/** Plain data, so the pool's worker draws it (decision 097); the words are the studio's language. */
export type PayStatementPdfInput = {
  studio: InvoicePdfStudio;
  language: Language;
  currency: string;
  memberName: string;
  from: string;
  to: string;
  lines: PayStatementLine[];
  totals: { opening: number; pieces: number; earned: number; paid: number; adjusted: number; closing: number };
  /** The document's fixed date (its newest line's), so the same statement is the same bytes (decision 030). */
  madeAt: string;
};

const { paper: PAPER, margin: MARGIN, footer: FOOTER, ink: INK, muted: MUTED, logoSize: LOGO_SIZE, band: BAND } = DOCUMENT_PAGE;

type Page = {
  doc: PDFKit.PDFDocument;
  input: PayStatementPdfInput;
  words: StatementWords;
  width: number;
  bottom: () => number;
  ink: (font: 'body' | 'bold', size: number, color?: string) => PDFKit.PDFDocument;
  money: (amount: number) => string;
};

/** The logo and the studio on the left; the title, the member and the period on the right. */
function header({ doc, input, words, width, ink }: Page): number {
  const { studio, language } = input;
  const studioName = studio.brand.name.trim() || studio.ownerName.trim();
  const logoHeight = drawLogo(doc, studio.brand.logo, { x: MARGIN, y: MARGIN, box: LOGO_SIZE });
  const textLeft = logoHeight > 0 ? MARGIN + LOGO_SIZE + 12 : MARGIN;
  ink('bold', 14).text(studioName, textLeft, MARGIN, { width: width * 0.5 - (textLeft - MARGIN) });
  const sy = doc.y;
  const metaLeft = MARGIN + width * 0.5;
  ink('bold', 18).text(words.title, metaLeft, MARGIN, { width: width * 0.5, align: 'right' });
  let my = doc.y + 4;
  const period = `${formatCalendarDate(input.from, language)} – ${formatCalendarDate(input.to, language)}`;
  for (const [label, value] of [
    [words.member, input.memberName],
    [words.period, period],
  ] as const) {
    ink('body', 9, MUTED).text(label, metaLeft, my, { width: width * 0.2 });
    ink('bold', 9).text(value, metaLeft + width * 0.2, my, { width: width * 0.3, align: 'right' });
    my = doc.y + 2;
  }
  return Math.max(sy, my, MARGIN + logoHeight) + 20;
}

/** What a line says: the stage and the garment for a piece, the note for a payout or an adjustment. */
function lineText(words: StatementWords, line: PayStatementLine): string {
  const what = [line.stage, line.projectName].filter(Boolean).join(' · ');
  return [words.kind[line.kind], what, line.note].filter(Boolean).join(' — ');
}

/** The period's lines, over as many pages as they need under a repeated header; then what was owed at the start, the period's figures and what is owed at its end. */
function lineTable(page: Page, top: number): void {
  const { doc, input, words, width, money } = page;
  const { totals: t } = input;
  const columns: TableColumn[] = [
    { label: words.date, width: 90 },
    { label: words.line },
    { label: words.amount, width: 100, align: 'right', figure: true },
  ];
  const rows = input.lines.map((line) => [
    formatMomentDate(line.at, input.studio.timeZone, input.language),
    lineText(words, line),
    money(line.amount),
  ]);
  const totals = [
    { label: words.opening, value: money(t.opening) },
    { label: `${words.earned} (${words.pieces(t.pieces)})`, value: money(t.earned) },
    { label: words.paid, value: money(-t.paid) },
    { label: words.adjusted, value: money(t.adjusted) },
    { label: words.closing, value: money(t.closing), strong: true },
  ];
  const brandColor = input.studio.brand.color;
  drawTable({ doc, left: MARGIN, width, bottom: page.bottom, brandColor }, { columns, rows, empty: words.empty, totals }, top);
}

/** The brand band and the footer on every page, inside the bottom margin. */
function footers({ doc, input, words, width, ink }: Page): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    if (input.studio.brand.color) doc.rect(0, 0, doc.page.width, BAND).fill(input.studio.brand.color);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    ink('body', 8, MUTED).text(words.page(input.memberName, i + 1, range.count), MARGIN, doc.page.height - MARGIN, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
}

/**
 * A member's pay statement for a period (decision 154), in the studio's brand (decision 073) and
 * language (decision 128), laid out as its invoices are (decision 030).
 */
export async function renderPayStatementPdf(input: PayStatementPdfInput): Promise<Buffer> {
  const words = statementWords(input.language);
  const { doc, finish } = pdfDocument({
    size: PAPER[input.studio.paperSize],
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: words.subject(input.memberName),
      Author: input.studio.brand.name.trim() || input.studio.ownerName.trim(),
      Subject: words.subject(input.memberName),
      CreationDate: new Date(input.madeAt),
    },
  });
  const page: Page = {
    doc,
    input,
    words,
    width: doc.page.width - 2 * MARGIN,
    bottom: () => doc.page.height - MARGIN - FOOTER,
    ink: (font, size, color = INK) => doc.font(font).fontSize(size).fillColor(color),
    money: (amount) => formatInvoiceMoney(amount, input.currency, input.language),
  };
  lineTable(page, header(page));
  footers(page);
  return finish();
}
