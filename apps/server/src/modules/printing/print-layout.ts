import type { Language } from '@atelier/shared';
import { pdfDocument, type DocumentBrand, type PdfDocumentOptions } from '../../lib/pdf-document.js';

/** Points in a millimetre: the paper sizes below are a printer's, in mm (decision 153). */
export const MM = 72 / 25.4;
/** An 80 mm receipt roll (226.77 pt); printers mark about 72 mm of it, so 4 mm stay blank each side. */
export const RECEIPT_WIDTH = 80 * MM;
export const RECEIPT_MARGIN = 4 * MM;
/** Past this height PDF readers refuse a page (the 200-inch limit); a receipt that long goes on in pages of it. */
const MAX_PAGE_HEIGHT = 14_400;
/** How tall the measuring page is: any real ticket ends far above it. */
const SCRATCH_HEIGHT = 100_000;

/** A4 (claim check on office paper, sheets of tags) or an 80 mm roll (a thermal printer, decision 153). */
export type PrintFormat = 'receipt' | 'a4';

/**
 * The studio as its printed slips show it: its brand (decision 073; the colour is drawn on A4
 * only, a thermal roll prints in black), its contact lines, and the language, currency and zone
 * the words, money and dates follow.
 */
export type PrintStudio = {
  brand: DocumentBrand;
  address: string;
  phone: string;
  language: Language;
  currency: string;
  timeZone: string;
};

export const INK = '#000000';
export const MUTED = '#5c554f';
export const RULE = '#b8b0a6';

/** Where one slip is drawn: its document, its left edge and width, and how it writes. */
export type Frame = {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  /** Grey on A4; black on a thermal roll, which would dither grey into dots. */
  muted: string;
  /** The page margin on A4, where a block that does not fit opens a new page; null on a roll (its page is measured). */
  margin: number | null;
  ink: (font: 'body' | 'bold', size: number, color?: string) => PDFKit.PDFDocument;
};

export function frameOf(doc: PDFKit.PDFDocument, left: number, width: number, format: PrintFormat, margin: number): Frame {
  return {
    doc,
    left,
    width,
    muted: format === 'receipt' ? INK : MUTED,
    margin: format === 'receipt' ? null : margin,
    ink: (font, size, color = INK) => doc.font(font).fontSize(size).fillColor(color),
  };
}

/** A hairline across the frame at y; answers where the next block starts. */
export function rule({ doc, left, width }: Frame, y: number): number {
  doc
    .moveTo(left, y + 4)
    .lineTo(left + width, y + 4)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + 9;
}

/** Opens a new A4 page when `height` does not fit under y, and answers where to draw. */
export function room({ doc, margin }: Frame, y: number, height: number): number {
  if (margin === null || y + height <= doc.page.height - margin) return y;
  doc.addPage();
  return margin;
}

/** Text lines written as typed, one per line, blank ones dropped. */
export const textLines = (...values: string[]): string[] =>
  values
    .flatMap((v) => v.split(/\r?\n/))
    .map((v) => v.trim())
    .filter(Boolean);

/** Draws one slip from `top` and answers where it ended. */
export type DrawSlip = (doc: PDFKit.PDFDocument, top: number) => number;

/**
 * Slips on an 80 mm roll, each on a page exactly as tall as it is (decision 153): every slip is
 * drawn first on a tall scratch page to measure it, then again on a page of its height, so the
 * printer cuts right under it. pdfkit fixes a page's size when it opens, hence the two passes.
 */
export async function renderOnRoll(info: PdfDocumentOptions['info'], slips: DrawSlip[]): Promise<Buffer> {
  const scratch = pdfDocument({ size: [RECEIPT_WIDTH, SCRATCH_HEIGHT], margin: 0, autoFirstPage: false, info });
  const heights = slips.map((draw) => {
    scratch.doc.addPage({ size: [RECEIPT_WIDTH, SCRATCH_HEIGHT], margin: 0 });
    return Math.min(MAX_PAGE_HEIGHT, Math.ceil(draw(scratch.doc, RECEIPT_MARGIN) + RECEIPT_MARGIN));
  });
  await scratch.finish();
  const { doc, finish } = pdfDocument({ size: [RECEIPT_WIDTH, MAX_PAGE_HEIGHT], margin: 0, autoFirstPage: false, info });
  slips.forEach((draw, i) => {
    doc.addPage({ size: [RECEIPT_WIDTH, heights[i] ?? MAX_PAGE_HEIGHT], margin: 0 });
    draw(doc, RECEIPT_MARGIN);
  });
  return finish();
}
