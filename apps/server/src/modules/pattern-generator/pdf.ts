import { TEST_SQUARE_MM, type Language, type PaperSize } from '@atelier/shared';
import { drawLogo, pdfDocument, type DocumentBrand } from '../../lib/pdf-document.js';
import { pathData, STROKES } from './render.js';
import type { Sheet } from './layout.js';
import {
  comparisonPage,
  cuttingLayoutPage,
  instructionsPage,
  INK,
  MUTED,
  PAGE_MARGIN_MM,
  PT_PER_MM,
  type Comparison,
  type CuttingLayoutPage,
} from './pdf-pages.js';
import { patternWords } from '../pattern-words/pattern-words.js';
import type { PatternWords } from '../pattern-words/types.js';

export type { Comparison, CuttingLayoutPage } from './pdf-pages.js';

const PAPER_MM: Record<PaperSize, { w: number; h: number; name: string }> = {
  a4: { w: 210, h: 297, name: 'A4' },
  letter: { w: 215.9, h: 279.4, name: 'Letter' },
};

export type PatternPdfInput = {
  title: string;
  /** Lines under the title on the cover (design, client, seam allowance, fabric). */
  details: string[];
  materials: string[];
  /** The sewing steps, on a page after the tiles; none: no such page. */
  instructions?: string[];
  /** The client's language (decision 132): every word of the PDF; English when absent. */
  language?: Language;
  sheet: Sheet;
  paper: PaperSize;
  watermarked: boolean;
  createdAt: Date;
  /** The studio's name on the cover; its logo and colour too while on Enterprise (decision 073). */
  brand: DocumentBrand;
  /** Another version drawn under this one on a last page (decision 087). */
  comparison?: Comparison;
  /** The pattern's latest cutting layout on a fabric, on a page after the instructions (decision 143). */
  cuttingLayout?: CuttingLayoutPage;
};

/**
 * A line of text centred on `cx`, never wrapped: pdfkit wraps text given a width and starts a new
 * page when wrapped text passes the page's foot, which scaled tile coordinates always do.
 */
function centred(doc: PDFKit.PDFDocument, text: string, cx: number, y: number) {
  doc.text(text, cx - doc.widthOfString(text) / 2, y, { lineBreak: false });
}

/** Tiles the sheet is cut into on this paper: columns and rows of the content area. */
function tileGrid(sheet: Pick<Sheet, 'width' | 'height'>, paper: PaperSize) {
  const page = PAPER_MM[paper];
  const tileW = page.w - 2 * PAGE_MARGIN_MM;
  const tileH = page.h - 2 * PAGE_MARGIN_MM;
  return { tileW, tileH, cols: Math.max(1, Math.ceil(sheet.width / tileW)), rows: Math.max(1, Math.ceil(sheet.height / tileH)) };
}

/** 'A3': row letter, column number, as printed on every page and on the cover's layout. */
export const tileName = (row: number, col: number) =>
  `${String.fromCharCode(65 + (row % 26))}${row >= 26 ? Math.floor(row / 26) : ''}${col + 1}`;

/**
 * The tiled PDF at true scale (decision 040): a cover with the layout of the pages, the
 * materials and the 10 cm × 5 cm test square, then one page per tile, row by row, each with its
 * name, its neighbours' names at the edges, trim lines and corner marks; 'Atelier' across every
 * page when the pattern is watermarked (Free). The cover names the studio, with its logo and
 * colour on Enterprise (decision 073).
 */
export async function patternPdf(input: PatternPdfInput): Promise<Buffer> {
  const page = PAPER_MM[input.paper];
  const grid = tileGrid(input.sheet, input.paper);
  const mm = (v: number) => v * PT_PER_MM;
  const words = patternWords(input.language ?? 'en');
  const instructions = input.instructions ?? [];
  const { doc, finish } = pdfDocument({
    size: [mm(page.w), mm(page.h)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: input.title, Author: 'Atelier', Subject: words.subject, CreationDate: input.createdAt },
  });

  const mark = () => {
    if (!input.watermarked) return;
    doc.save();
    doc.rotate(-35, { origin: [mm(page.w / 2), mm(page.h / 2)] });
    doc.font('bold').fontSize(mm(30)).fillColor('#6b6b6b').fillOpacity(0.18);
    centred(doc, 'Atelier', mm(page.w / 2), mm(page.h / 2) - mm(15));
    doc.restore();
    doc.fillOpacity(1);
  };

  // Cover: title, details, layout, test square, materials.
  doc.addPage();
  const left = mm(PAGE_MARGIN_MM + 4);
  const width = mm(page.w - 2 * PAGE_MARGIN_MM - 8);
  let top = mm(PAGE_MARGIN_MM + 4);
  const logoHeight = drawLogo(doc, input.brand.logo, { x: left, y: top, box: mm(16) });
  if (logoHeight > 0) top += logoHeight + mm(3);
  if (input.brand.name.trim()) {
    doc.font('bold').fontSize(10).fillColor(MUTED).text(input.brand.name.trim(), left, top, { width });
    top = doc.y + mm(1);
  }
  doc.font('bold').fontSize(18).fillColor(INK).text(input.title, left, top, { width });
  if (input.brand.color) {
    // The brand colour as a rule under the title: colour alone, no text on it.
    doc.rect(left, doc.y + mm(1), mm(30), mm(1.2)).fill(input.brand.color);
    doc.y += mm(3.5);
    doc.x = left;
  }
  doc.font('body').fontSize(9.5).fillColor(MUTED);
  for (const line of input.details) doc.text(line, { width });
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(words.printAt(page.name, grid.rows * grid.cols, grid.rows, grid.cols), { width });
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(instructions.length ? `${words.checkSquare} ${words.stepsFollow}` : words.checkSquare, { width });

  // The test square, exactly 100 × 50 mm.
  const squareTop = doc.y + mm(4);
  doc.save().lineWidth(0.75).strokeColor(INK).rect(left, squareTop, mm(TEST_SQUARE_MM.width), mm(TEST_SQUARE_MM.height)).stroke().restore();
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(words.testSquare, left + mm(3), squareTop + mm(TEST_SQUARE_MM.height / 2 - 2), {
      width: mm(TEST_SQUARE_MM.width - 6),
      align: 'center',
    });

  // The layout: the sheet scaled to fit, with the page grid and its names.
  const boxTop = squareTop + mm(TEST_SQUARE_MM.height + 8);
  const materialsHeight = mm(8 + input.materials.length * 5);
  const boxH = Math.max(mm(40), mm(page.h - PAGE_MARGIN_MM - 4) - boxTop - materialsHeight);
  const scale = Math.min(width / mm(grid.cols * grid.tileW), boxH / mm(grid.rows * grid.tileH));
  doc
    .save()
    .translate(left, boxTop)
    .scale(scale * PT_PER_MM);
  for (const p of input.sheet.placements)
    for (const path of p.part.paths.filter((x) => x.stroke === 'cut' || x.stroke === 'seam'))
      doc
        .path(pathData(path.segs, p.x, p.y))
        .lineWidth(0.8 / scale)
        .strokeColor(MUTED)
        .stroke();
  for (let row = 0; row < grid.rows; row += 1)
    for (let col = 0; col < grid.cols; col += 1) {
      doc
        .rect(col * grid.tileW, row * grid.tileH, grid.tileW, grid.tileH)
        .lineWidth(0.6 / scale)
        .strokeColor('#b8ada2')
        .stroke();
      doc
        .font('bold')
        .fontSize(9 / scale / PT_PER_MM)
        .fillColor(INK)
        .text(tileName(row, col), col * grid.tileW + 2 / scale / PT_PER_MM, row * grid.tileH + 2 / scale / PT_PER_MM, { lineBreak: false });
    }
  doc.restore();
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(words.materials, left, boxTop + mm(grid.rows * grid.tileH) * scale + mm(4), { width });
  doc.font('body').fontSize(9).fillColor(INK);
  for (const line of input.materials) doc.text(`• ${line}`, { width });
  mark();

  // The tiles.
  for (let row = 0; row < grid.rows; row += 1)
    for (let col = 0; col < grid.cols; col += 1) {
      doc.addPage();
      const x0 = col * grid.tileW;
      const y0 = row * grid.tileH;
      doc.save().rect(mm(PAGE_MARGIN_MM), mm(PAGE_MARGIN_MM), mm(grid.tileW), mm(grid.tileH)).clip();
      doc.translate(mm(PAGE_MARGIN_MM - x0), mm(PAGE_MARGIN_MM - y0)).scale(PT_PER_MM);
      input.sheet.placements.forEach((p, i) => {
        if (p.x > x0 + grid.tileW || p.x + p.part.width < x0 || p.y > y0 + grid.tileH || p.y + p.part.height < y0) return;
        for (const path of p.part.paths) {
          const s = STROKES[path.stroke];
          doc
            .path(pathData(path.segs, p.x, p.y))
            .lineWidth(s.width)
            .strokeColor(s.color);
          if (s.dash.length) doc.dash(s.dash[0]!, { space: s.dash[1]! });
          doc.stroke().undash();
        }
        for (const m of p.part.marks)
          doc
            .circle(m.x + p.x, m.y + p.y, m.kind === 'notch' ? 1.5 : 3)
            .lineWidth(0.3)
            .strokeColor(INK)
            .stroke();
        const cx = p.x + p.part.width / 2;
        const cy = p.y + p.part.height / 2;
        doc.font('bold').fontSize(9).fillColor(INK);
        centred(doc, `${i + 1}. ${words.partTitle(p.part.title)}`, cx, cy - 4.5);
        doc.font('body').fontSize(4.5).fillColor(MUTED);
        centred(doc, words.cuts(p.part.cuts), cx, cy + 5);
      });
      doc.restore();
      tileFrame(doc, { row, col, grid, page, title: input.title, words });
      mark();
    }
  if (instructions.length) {
    doc.addPage();
    instructionsPage(doc, page, { heading: words.instructions, steps: instructions, onNewPage: mark });
    mark();
  }
  if (input.cuttingLayout) {
    doc.addPage();
    cuttingLayoutPage(doc, page, input.cuttingLayout, { heading: words.cuttingLayout, note: words.cuttingLayoutNote });
    mark();
  }
  if (input.comparison) {
    doc.addPage();
    comparisonPage(doc, page, input.comparison, words.comparisonNote);
    mark();
  }
  return finish();
}

/** The trim frame, corner marks, the page's name and its neighbours' at each edge. */
function tileFrame(
  doc: PDFKit.PDFDocument,
  o: { row: number; col: number; grid: ReturnType<typeof tileGrid>; page: { w: number; h: number }; title: string; words: PatternWords },
) {
  const mm = (v: number) => v * PT_PER_MM;
  const { row, col, grid } = o;
  const [l, t, w, h] = [mm(PAGE_MARGIN_MM), mm(PAGE_MARGIN_MM), mm(grid.tileW), mm(grid.tileH)];
  doc.save().lineWidth(0.4).strokeColor('#9c9189').dash(2, { space: 2 }).rect(l, t, w, h).stroke().undash().restore();
  for (const [x, y] of [
    [l, t],
    [l + w, t],
    [l, t + h],
    [l + w, t + h],
  ] as const) {
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(INK)
      .moveTo(x - mm(4), y)
      .lineTo(x + mm(4), y)
      .moveTo(x, y - mm(4))
      .lineTo(x, y + mm(4))
      .stroke()
      .restore();
  }
  const name = tileName(row, col);
  doc.font('bold').fontSize(9).fillColor(INK);
  centred(doc, name, l + w / 2, mm(4));
  doc.font('body').fontSize(6.5).fillColor(MUTED);
  // Left in the foot margin: the centre of the foot names the page below.
  doc.text(o.words.tileFoot(o.title, name, name.replace(/\d+$/, ''), col + 1), l, mm(o.page.h - 7), { lineBreak: false });
  const edge = (text: string, x: number, y: number, rotate = 0) => {
    doc.save().rotate(rotate, { origin: [x, y] });
    doc.font('body').fontSize(7).fillColor(MUTED);
    centred(doc, text, x, y - 3.5);
    doc.restore();
  };
  if (row > 0) edge(`▲ ${tileName(row - 1, col)}`, l + w / 2 + mm(30), t - mm(4));
  if (row < grid.rows - 1) edge(`▼ ${tileName(row + 1, col)}`, l + w / 2, t + h + mm(4));
  if (col > 0) edge(`◀ ${tileName(row, col - 1)}`, l - mm(5), t + h / 2, -90);
  if (col < grid.cols - 1) edge(`${tileName(row, col + 1)} ▶`, l + w + mm(5), t + h / 2, 90);
}
