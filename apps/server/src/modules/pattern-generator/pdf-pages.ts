import { pathData, STROKES } from './render.js';
import type { Sheet } from './layout.js';

/** Points per millimetre: PDF user space is 1/72 in (decision 040: true scale). */
export const PT_PER_MM = 72 / 25.4;
/** Home printers cannot print to the edge: 12 mm keeps the markers inside every printable area. */
export const PAGE_MARGIN_MM = 12;
export const INK = '#1f1b18';
export const MUTED = '#6b635c';

/** The overlay of two versions (earlier outline dashed) with a heading and the changes, one per line. */
export type Comparison = { sheet: Sheet; heading: string; lines: string[] };

type Page = { w: number; h: number };
const mm = (v: number) => v * PT_PER_MM;

/**
 * The sewing steps after the tiles, numbered, in the client's language (decision 132). A step that
 * would pass the page's foot starts a new page, marked like the others (`onNewPage`).
 */
export function instructionsPage(doc: PDFKit.PDFDocument, page: Page, o: { heading: string; steps: string[]; onNewPage: () => void }) {
  const left = mm(PAGE_MARGIN_MM + 4);
  const width = mm(page.w - 2 * PAGE_MARGIN_MM - 8);
  const foot = mm(page.h - PAGE_MARGIN_MM);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(o.heading, left, mm(PAGE_MARGIN_MM + 4), { width });
  doc.moveDown(0.4);
  doc.font('body').fontSize(9.5).fillColor(INK);
  o.steps.forEach((step, i) => {
    const text = `${i + 1}. ${step}`;
    if (doc.y + doc.heightOfString(text, { width }) > foot) {
      o.onNewPage();
      doc.addPage();
      doc.font('body').fontSize(9.5).fillColor(INK);
      doc.y = mm(PAGE_MARGIN_MM + 4);
    }
    doc.text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  });
}

/** The last page: both versions scaled to fit under the heading and the list of what changed. */
export function comparisonPage(doc: PDFKit.PDFDocument, page: Page, c: Comparison, note: string) {
  const left = mm(PAGE_MARGIN_MM + 4);
  const width = mm(page.w - 2 * PAGE_MARGIN_MM - 8);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(c.heading, left, mm(PAGE_MARGIN_MM + 4), { width });
  doc.font('body').fontSize(9).fillColor(MUTED).text(note, { width });
  doc.fillColor(INK);
  for (const line of c.lines) doc.text(`• ${line}`, { width });
  const top = doc.y + mm(4);
  const boxH = mm(page.h - PAGE_MARGIN_MM - 4) - top;
  const scale = Math.min(width / mm(c.sheet.width), boxH / mm(c.sheet.height));
  doc
    .save()
    .translate(left, top)
    .scale(scale * PT_PER_MM);
  for (const p of c.sheet.placements)
    for (const path of p.part.paths.filter((x) => x.stroke === 'cut' || x.stroke === 'before')) {
      const s = STROKES[path.stroke];
      doc
        .path(pathData(path.segs, p.x, p.y))
        .lineWidth((s.width * 2) / scale)
        .strokeColor(s.color);
      if (s.dash.length) doc.dash(s.dash[0]! / scale, { space: s.dash[1]! / scale });
      doc.stroke().undash();
    }
  doc.restore();
}

type Point = { x: number; y: number };
/** A cutting layout as the PDF draws it (decision 143): the pieces' cutting lines on the fabric and its folds, mm. */
export type CuttingLayoutPage = {
  line: string;
  widthMm: number;
  lengthMm: number;
  pieces: { title: string; outline: Point[] }[];
  folds: { x: number; fromY: number; toY: number }[];
};

/** The cutting layout scaled to the page under its heading: the fabric, its fold dashed, each piece outlined and named. */
export function cuttingLayoutPage(doc: PDFKit.PDFDocument, page: Page, c: CuttingLayoutPage, words: { heading: string; note: string }) {
  const left = mm(PAGE_MARGIN_MM + 4);
  const width = mm(page.w - 2 * PAGE_MARGIN_MM - 8);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(words.heading, left, mm(PAGE_MARGIN_MM + 4), { width });
  doc.font('body').fontSize(10).fillColor(INK).text(c.line, { width });
  doc.fontSize(8.5).fillColor(MUTED).text(words.note, { width });
  const top = doc.y + mm(4);
  const scale = Math.min(width / c.widthMm, (mm(page.h - PAGE_MARGIN_MM - 4) - top) / c.lengthMm);
  const at = (p: Point): [number, number] => [left + p.x * scale, top + p.y * scale];
  doc
    .rect(left, top, c.widthMm * scale, c.lengthMm * scale)
    .lineWidth(0.6)
    .fillAndStroke('#f4efe9', MUTED);
  for (const fold of c.folds) {
    doc
      .moveTo(...at({ x: fold.x, y: fold.fromY }))
      .lineTo(...at({ x: fold.x, y: fold.toY }))
      .lineWidth(0.6)
      .dash(3, { space: 2 })
      .strokeColor(MUTED)
      .stroke()
      .undash();
  }
  for (const piece of c.pieces) {
    const [first, ...rest] = piece.outline;
    if (!first) continue;
    doc.moveTo(...at(first));
    for (const p of rest) doc.lineTo(...at(p));
    doc.closePath().lineWidth(0.5).fillAndStroke('#ffffff', INK);
    const xs = piece.outline.map((p) => p.x);
    const ys = piece.outline.map((p) => p.y);
    const [cx, cy] = at({ x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 });
    doc.font('body').fontSize(6.5).fillColor(INK);
    const w = doc.widthOfString(piece.title);
    doc.text(piece.title, cx - w / 2, cy - 3, { lineBreak: false });
  }
}
