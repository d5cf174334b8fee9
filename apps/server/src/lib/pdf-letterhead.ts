import type { PaperSize } from '@atelier/shared';
import { drawLogo, type DocumentBrand } from './pdf-document.js';

/**
 * The studio's documents share one page (decision 030): the measures, the inks and the letterhead
 * (the logo and the studio on the left, what the document is with its number and dates on the
 * right). Invoices, quotes and purchase orders draw it from here, so they look alike and change together.
 */
export const DOCUMENT_PAGE: Readonly<{
  paper: Readonly<Record<PaperSize, string>>;
  margin: number;
  footer: number;
  ink: string;
  muted: string;
  rule: string;
  logoSize: number;
  band: number;
}> = {
  paper: { a4: 'A4', letter: 'LETTER' },
  margin: 50,
  footer: 30,
  ink: '#2b2622',
  muted: '#6b635c',
  rule: '#d8d0c6',
  logoSize: 64,
  /** The brand colour's band across the top of every page (decision 073). */
  band: 8,
};

/** Non-empty lines of the given texts, each split where the person typed a new line. */
export const textLines = (...values: string[]) =>
  values
    .flatMap((v) => v.split(/\r?\n/))
    .map((v) => v.trim())
    .filter(Boolean);

export type LetterheadStudio = {
  brand: DocumentBrand;
  ownerName: string;
  address: string;
  phone: string;
  email: string;
  website: string;
};

type Ink = (font: 'body' | 'bold', size: number, color?: string) => PDFKit.PDFDocument;

/** Where the letterhead ended on each side, so the document adds to it (an invoice's paid line) and goes on below. */
export type Letterhead = { studioBottom: number; metaBottom: number; logoHeight: number; metaLeft: number; metaWidth: number };

export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  opts: {
    studio: LetterheadStudio;
    ink: Ink;
    left: number;
    width: number;
    title: string;
    meta: readonly (readonly [string, string])[];
    /** The share of the width the right column takes, and its labels' share of that column. */
    metaShare: number;
    labelShare: number;
  },
): Letterhead {
  const { studio, ink, left, width } = opts;
  const { margin, logoSize, muted } = DOCUMENT_PAGE;
  const studioName = studio.brand.name.trim() || studio.ownerName.trim();
  const logoHeight = drawLogo(doc, studio.brand.logo, { x: left, y: margin, box: logoSize });
  const textLeft = logoHeight > 0 ? left + logoSize + 12 : left;
  const studioWidth = width * 0.6 - (textLeft - left);
  let studioBottom: number = margin;
  if (studioName) {
    ink('bold', 14).text(studioName, textLeft, studioBottom, { width: studioWidth });
    studioBottom = doc.y + 2;
  }
  // The owner's name under the studio's, unless it is the same.
  const ownerLine = studio.ownerName.trim() && studio.ownerName.trim() !== studioName ? [studio.ownerName] : [];
  for (const line of textLines(...ownerLine, studio.address, studio.phone, studio.email, studio.website)) {
    ink('body', 9, muted).text(line, textLeft, studioBottom, { width: studioWidth });
    studioBottom = doc.y;
  }
  const metaWidth = width * opts.metaShare;
  const metaLeft = left + width - metaWidth;
  ink('bold', 20).text(opts.title, metaLeft, margin, { width: metaWidth, align: 'right' });
  let metaBottom = doc.y + 4;
  for (const [label, value] of opts.meta) {
    ink('body', 9, muted).text(label, metaLeft, metaBottom, { width: metaWidth * opts.labelShare });
    ink('bold', 9).text(value, metaLeft + metaWidth * opts.labelShare, metaBottom, {
      width: metaWidth * (1 - opts.labelShare),
      align: 'right',
    });
    metaBottom = doc.y + 2;
  }
  return { studioBottom, metaBottom, logoHeight, metaLeft, metaWidth };
}

/** Where the document goes on below its letterhead. */
export const belowLetterhead = (head: Letterhead) =>
  Math.max(head.studioBottom, head.metaBottom, DOCUMENT_PAGE.margin + head.logoHeight) + 20;
