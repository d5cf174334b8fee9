import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type ExtractedPdf = {
  /** Text of each page, items joined with spaces and lines with newlines. */
  pages: string[];
  /** Page sizes in points, [width, height]. */
  sizes: [number, number][];
  info: Record<string, unknown>;
};

/**
 * Reads a PDF back with pdf.js (Mozilla's reader, as a browser would show it): what a test finds here
 * is what a person sees, through the font's Unicode map, not the bytes we wrote (issue 9).
 */
export async function extractPdf(bytes: Buffer | Uint8Array): Promise<ExtractedPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    const sizes: [number, number][] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      sizes.push([Math.round((x1 - x0) * 100) / 100, Math.round((y1 - y0) * 100) / 100]);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(text);
    }
    const meta = await doc.getMetadata();
    return { pages, sizes, info: meta.info as Record<string, unknown> };
  } finally {
    await doc.destroy();
  }
}
