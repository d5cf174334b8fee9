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
 * is what a person sees, through the font's Unicode map, not the bytes we wrote.
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

/** A stroked or filled path's box on the page, in points (the content stream's transforms applied). */
export type PdfBox = { x: number; y: number; width: number; height: number };

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * The boxes of the paths drawn on one page (1-based), measured where they land: pdf.js's operator
 * list with every `cm` and save/restore followed (decision 040: the test square must be exactly
 * 100 × 50 mm on the page, whatever transforms drew it).
 */
export async function pdfPathBoxes(bytes: Buffer | Uint8Array, pageNumber: number): Promise<PdfBox[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const list = await page.getOperatorList();
    const boxes: PdfBox[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    list.fnArray.forEach((fn, i) => {
      const args = list.argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
      else if (fn === OPS.constructPath) {
        const minMax = args[2] as number[] | null;
        if (!minMax) return;
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = minMax;
        const corners = [
          [x0, y0],
          [x1, y1],
        ].map(([x = 0, y = 0]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]] as const);
        const [a, b] = corners as [readonly [number, number], readonly [number, number]];
        boxes.push({ x: Math.min(a[0], b[0]), y: Math.min(a[1], b[1]), width: Math.abs(b[0] - a[0]), height: Math.abs(b[1] - a[1]) });
      }
    });
    return boxes;
  } finally {
    await doc.destroy();
  }
}

/**
 * Whether the PDF holds an image: pdfkit writes each as an XObject of /Subtype /Image in an
 * object dictionary, which stays uncompressed (only content streams are deflated).
 */
export function pdfHasImage(bytes: Buffer | Uint8Array): boolean {
  return Buffer.from(bytes).toString('latin1').includes('/Subtype /Image');
}

/**
 * The fill colours a page sets (its `r g b rg` operators, read by pdf.js through the compressed
 * content stream), as lower-case #rrggbb: how a test sees a brand colour on a document (decision 073).
 */
export async function pdfFillColors(bytes: Buffer | Uint8Array, pageNumber: number): Promise<string[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const list = await (await doc.getPage(pageNumber)).getOperatorList();
    const colors = new Set<string>();
    list.fnArray.forEach((fn, i) => {
      if (fn === OPS.setFillRGBColor) colors.add(String((list.argsArray[i] as unknown[])[0]).toLowerCase());
    });
    return [...colors];
  } finally {
    await doc.destroy();
  }
}

/** One run of text on a page as a reader places it: from the page's left and top, in points. */
export type PdfTextItem = { text: string; x: number; top: number; width: number };

/** The text runs of one page (1-based) where they land, to see that a cell wraps inside its column. */
export async function pdfTextItems(bytes: Buffer | Uint8Array, pageNumber: number): Promise<PdfTextItem[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const height = page.view[3] ?? 0;
    const items: PdfTextItem[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      items.push({ text: item.str, x, top: height - y, width: item.width });
    }
    return items;
  } finally {
    await doc.destroy();
  }
}
