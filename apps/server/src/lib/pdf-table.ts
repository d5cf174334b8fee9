import { brandTextColor } from '@atelier/shared';
import { DOCUMENT_PAGE } from './pdf-letterhead.js';

const { margin: MARGIN, ink: INK, muted: MUTED, rule: RULE } = DOCUMENT_PAGE;
/** The space between the wide column and the figures right of it. */
const GAP = 12;
/** Air a figure keeps from its neighbour when it is shrunk to fit. */
const FIGURE_AIR = 4;

type Font = 'body' | 'bold';

/**
 * One column of a document's table. The one column without a width takes what the others leave;
 * a `figure` (an amount, a quantity) stays on one line, right-aligned, made smaller rather than
 * wrapped when a huge value is wider than its column; any other cell wraps within its column.
 */
export type TableColumn = { label: string; width?: number; align?: 'left' | 'right'; figure?: true };
/** A cell: its text, or its text with a smaller line under it (what arrived of an ordered line). */
export type TableCell = string | { text: string; note: string };
/** A line under the table, its value under the last column; `gap` adds space above it. */
export type TableTotal = { label: string; value: string; strong?: boolean; gap?: number };

/** Where the table is drawn: the document, the text's left edge and width, and where a page's text ends. */
export type TablePage = { doc: PDFKit.PDFDocument; left: number; width: number; bottom: () => number; brandColor: string | null };
export type PdfTable = {
  columns: readonly TableColumn[];
  rows: readonly (readonly TableCell[])[];
  /** Said under the header when there is no row. */
  empty?: string;
  totals?: readonly TableTotal[];
};

type Placed = TableColumn & { x: number; w: number };

const ink = (doc: PDFKit.PDFDocument, font: Font, size: number, color = INK) => doc.font(font).fontSize(size).fillColor(color);
const textOf = (cell: TableCell | undefined) => (typeof cell === 'string' ? cell : (cell?.text ?? ''));

/** Each column's left edge and width: fixed widths as given, the wide column the rest, the gap after it. */
function place(columns: readonly TableColumn[], left: number, width: number): Placed[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  let x = left;
  return columns.map((c) => {
    const w = c.width ?? width - fixed - GAP;
    const placed = { ...c, x, w };
    x += w + (c.width === undefined ? GAP : 0);
    return placed;
  });
}

/** A one-line figure, made smaller rather than wrapped when it is wider than its column. */
function figure(doc: PDFKit.PDFDocument, value: string, at: { x: number; y: number; w: number }, font: Font, size: number): void {
  let fit = size;
  doc.font(font).fontSize(fit);
  while (fit > 6 && doc.widthOfString(value) > at.w - FIGURE_AIR) doc.fontSize((fit -= 0.5));
  doc.fillColor(INK).text(value, at.x, at.y + (size - fit) / 2, { width: at.w, align: 'right', lineBreak: false });
  doc.fontSize(size);
}

function rule({ doc, left, width }: TablePage, y: number): void {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** The header row, filled with the brand colour (its labels in the text colour accepted for it) when there is one; answers the next y. */
function header(page: TablePage, cols: readonly Placed[], top: number): number {
  const { doc, left, width, brandColor } = page;
  const onBrand = brandColor ? brandTextColor(brandColor) : null;
  ink(doc, 'bold', 9);
  const h = Math.max(...cols.map((c) => doc.heightOfString(c.label, { width: c.w })));
  if (brandColor && onBrand) doc.rect(left - 4, top - 4, width + 8, doc.currentLineHeight() + 8).fill(brandColor);
  ink(doc, 'bold', 9, brandColor && onBrand ? onBrand : MUTED);
  for (const c of cols) doc.text(c.label, c.x, top, { width: c.w, align: c.align ?? 'left' });
  rule(page, top + h + 4);
  return top + h + 10;
}

/** A row's height: its tallest cell, wrapped within its column, with the note under it. */
function rowHeight(doc: PDFKit.PDFDocument, cols: readonly Placed[], row: readonly TableCell[]): number {
  ink(doc, 'body', 10);
  const line = doc.currentLineHeight();
  const heights = cols.map((c, i) => {
    const cell = row[i];
    if (c.figure) return line;
    const text = Math.max(doc.heightOfString(textOf(cell), { width: c.w }), line);
    if (typeof cell !== 'object') return text;
    const note = ink(doc, 'body', 8).heightOfString(cell.note, { width: c.w });
    ink(doc, 'body', 10);
    return text + note;
  });
  return Math.max(...heights);
}

function drawRow(doc: PDFKit.PDFDocument, cols: readonly Placed[], row: readonly TableCell[], y: number): void {
  cols.forEach((c, i) => {
    const cell = row[i];
    if (c.figure) return figure(doc, textOf(cell), { x: c.x, y, w: c.w }, 'body', 10);
    ink(doc, 'body', 10).text(textOf(cell), c.x, y, { width: c.w, align: c.align ?? 'left' });
    if (typeof cell === 'object' && cell.note)
      ink(doc, 'body', 8, MUTED).text(cell.note, c.x, doc.y, { width: c.w, align: c.align ?? 'left' });
  });
}

/** The totals under the table, labels from a third of the width, values under the last column; answers the next y. */
function drawTotals(page: TablePage, last: Placed, totals: readonly TableTotal[], top: number): number {
  const { doc, left, width } = page;
  const labelX = left + width * 0.3;
  const labelWidth = last.x - labelX - 8;
  let y = top;
  for (const total of totals) {
    y += total.gap ?? 0;
    const [font, size]: [Font, number] = total.strong ? ['bold', 11] : ['body', 10];
    ink(doc, font, size);
    const h = Math.max(doc.heightOfString(total.label, { width: labelWidth }), doc.currentLineHeight());
    if (y + h > page.bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    ink(doc, font, size, total.strong ? INK : MUTED).text(total.label, labelX, y, { width: labelWidth });
    figure(doc, total.value, { x: last.x, y, w: last.w }, font, size);
    y += h + 5;
  }
  return y;
}

/**
 * A document's table (decision 197), one drawing for every PDF that has one (invoices and credit
 * notes, quotes, purchase orders, pay statements): the header row, the rows under it over as many
 * pages as they need, the header repeated at the top of each new page, then the totals. Answers
 * where the page goes on.
 */
export function drawTable(page: TablePage, table: PdfTable, top: number): number {
  const { doc } = page;
  const cols = place(table.columns, page.left, page.width);
  let y = header(page, cols, top);
  if (table.rows.length === 0 && table.empty) {
    ink(doc, 'body', 10, MUTED).text(table.empty, page.left, y, { width: page.width });
    y = doc.y + 6;
  }
  for (const row of table.rows) {
    const h = rowHeight(doc, cols, row);
    if (y + h > page.bottom()) {
      doc.addPage();
      y = header(page, cols, MARGIN);
    }
    drawRow(doc, cols, row, y);
    y += h + 6;
  }
  rule(page, y - 2);
  y += 8;
  const last = cols.at(-1);
  return table.totals && last ? drawTotals(page, last, table.totals, y) : y;
}
