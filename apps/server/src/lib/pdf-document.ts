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
