import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts.js';

export type PdfDocumentOptions = Pick<PDFKit.PDFDocumentOptions, 'size' | 'margin' | 'margins' | 'bufferPages' | 'autoFirstPage'> & {
  /**
   * Title, author and subject are what a PDF reader shows. The creation date is fixed by the
   * caller (the record's own date), so the same record always gives the same bytes (decision 030).
   */
  info: { Title: string; Author: string; Subject: string; CreationDate: Date };
};

/**
 * A pdfkit document set up as every PDF the server makes is (invoices, receipts, patterns;
 * decision 030): English, its title shown by readers, and the embedded Unicode fonts registered as
 * 'body' and 'bold' so any name prints. `finish` ends the document and answers its bytes.
 */
export function pdfDocument(options: PdfDocumentOptions): { doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({ ...options, lang: 'en', displayTitle: true });
  const { regular, bold } = pdfFonts();
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * The studio as its documents and client mail show it (decision 073): its name on every plan; its
 * logo (PNG bytes) and brand colour (#RRGGBB) only while its plan includes branding, else null.
 * Loaded once by modules/studio/brand.ts, drawn by each document in its own layout.
 */
export type DocumentBrand = { name: string; logo: Buffer | null; color: string | null };

/** A studio without branding: its name alone (tests and documents of plans without the feature). */
export const plainBrand = (name: string): DocumentBrand => ({ name, logo: null, color: null });

/** pdfkit's opened image (its type declarations leave `openImage` out): drawn by `doc.image`, measured first. */
type OpenedImage = { width: number; height: number };

/**
 * Draws the logo at (x, y) inside a `box` × `box` square, its proportions kept, and answers the
 * height it took (0 without a logo). Bytes pdfkit cannot read are left out rather than failing the
 * document: a logo is decoration, the document is the record.
 */
export function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | null, at: { x: number; y: number; box: number }): number {
  if (!logo || logo.length === 0) return 0;
  let image: OpenedImage;
  try {
    // pdfkit reads PNG and JPEG (the stored logo is PNG); anything else throws here.
    image = (doc as unknown as { openImage: (src: Buffer) => OpenedImage }).openImage(logo);
  } catch {
    return 0;
  }
  const scale = Math.min(at.box / image.width, at.box / image.height, 1);
  const height = image.height * scale;
  doc.image(image as unknown as Buffer, at.x, at.y, { width: image.width * scale, height });
  return height;
}
