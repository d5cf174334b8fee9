import fs from 'node:fs';
import * as fontkit from 'fontkit';
import path from 'node:path';
import { serverFault } from './errors.js';

/*
 * The embedded Unicode fonts (decision 030), for every document and image the server draws: PDFs
 * and the pattern watermark. Resolved from the package root, so the same path works from src
 * (tsx, tests) and dist (npm start); the fonts are committed under apps/server/assets.
 */
const FONT_DIR = path.resolve(import.meta.dirname, '../../assets/fonts');
export const FONT_FILES = { regular: path.join(FONT_DIR, 'DejaVuSans.ttf'), bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') };

/*
 * Parsed once per process: parsing the two TTFs is about a third of a render. pdfkit takes a
 * fontkit font where it takes bytes (its types say bytes only) and subsets it per document.
 * Every PDF registers these, through lib/pdf-document.ts.
 */
export type PdfFont = Buffer;
let fonts: { regular: PdfFont; bold: PdfFont } | null = null;
function parseFont(file: string): PdfFont {
  const font = fontkit.create(fs.readFileSync(file));
  if (!('layout' in font)) throw serverFault(`${file} is a font collection, not a font`);
  return font as unknown as PdfFont;
}
/** The parts of fontkit's font a document's view replaces: its glyph cache and its layout engine. */
type FontInternals = { _glyphs: Record<number, unknown>; _layoutEngine: { constructor: new (font: unknown) => unknown } };

/**
 * A document's own view of a parsed font: the decoded tables are shared, the glyphs and the layout
 * engine are its own. fontkit keeps a glyph with the characters it was first laid out for, and
 * pdfkit writes those as the PDF's ToUnicode map: a shared glyph cache made a tag's non-breaking
 * hyphen the invoice's hyphen, so a document's bytes (and its copied text) depended on the
 * documents drawn before it in the process (decision 030: the same record, the same bytes).
 */
function documentView(font: PdfFont): PdfFont {
  const shared = font as unknown as FontInternals;
  const view = Object.create(font) as FontInternals;
  view._glyphs = {};
  const Engine = shared._layoutEngine.constructor;
  Object.defineProperty(view, '_layoutEngine', { value: new Engine(view) });
  return view as unknown as PdfFont;
}

export function pdfFonts(): { regular: PdfFont; bold: PdfFont } {
  fonts ??= { regular: parseFont(FONT_FILES.regular), bold: parseFont(FONT_FILES.bold) };
  return { regular: documentView(fonts.regular), bold: documentView(fonts.bold) };
}
