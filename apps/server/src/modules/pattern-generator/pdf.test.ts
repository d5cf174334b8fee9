import { cisFemaleAdult34 } from '@freesewing/models';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { plainBrand } from '../../lib/pdf-document.js';
import { extractPdf, pdfFillColors, pdfHasImage, pdfPathBoxes } from '../../test/pdf.js';
import { requiredMeasurements } from '../../lib/freesewing-designs.js';
import { draftPattern } from '../drafting/draft.js';
import { sheetLayout } from './layout.js';
import { patternPdf, tileName } from './pdf.js';

async function sheetOf(design: 'simon' | 'penelope') {
  const measurements = Object.fromEntries((await requiredMeasurements(design)).map((n) => [n, cisFemaleAdult34[n]!]));
  return sheetLayout((await draftPattern({ design, measurements, options: {}, seamAllowance: 10 })).parts);
}
const input = {
  title: 'Shirt for Ada',
  details: ['Simon'],
  materials: ['Main fabric: 2.0 m of 140 cm wide fabric'],
  createdAt: new Date('2026-11-23T10:00:00Z'),
  brand: plainBrand('Adaeze Couture'),
};

/** Paper in points and the 12 mm margins (decision 040), written out here rather than read from the code under test. */
const PAPER = { a4: { w: 595.28, h: 841.89, mm: [210, 297] }, letter: { w: 612, h: 792, mm: [215.9, 279.4] } } as const;

describe('the tiled PDF (decision 040)', () => {
  it.each(['a4', 'letter'] as const)('has a cover and one %s page per tile of the sheet, each named', async (paper) => {
    const sheet = await sheetOf('simon');
    const [pw, ph] = PAPER[paper].mm;
    const cols = Math.ceil(sheet.width / (pw - 24));
    const rows = Math.ceil(sheet.height / (ph - 24));
    const pdf = await extractPdf(await patternPdf({ ...input, sheet, paper, watermarked: false }));
    expect(pdf.pages).toHaveLength(1 + rows * cols);
    for (const size of pdf.sizes) {
      expect(size[0]).toBeCloseTo(PAPER[paper].w, 1);
      expect(size[1]).toBeCloseTo(PAPER[paper].h, 1);
    }
    expect(pdf.pages[0]!.replace(/\s+/g, ' ')).toContain(`${rows * cols} pages after this one, ${rows} rows (A…) × ${cols} columns`);
    expect(pdf.pages[1]).toContain('A1');
    expect(pdf.pages[1]).toContain('B1');
    expect(pdf.pages[1]).toContain('A2');
    expect(pdf.pages.at(-1)).toContain(tileName(rows - 1, cols - 1));
  });

  it.each(['a4', 'letter'] as const)('prints the test square exactly 100 × 50 mm on the %s cover', async (paper) => {
    const bytes = await patternPdf({ ...input, sheet: await sheetOf('penelope'), paper, watermarked: false });
    const boxes = await pdfPathBoxes(bytes, 1);
    const square = boxes.filter((b) => Math.abs(b.width - 283.46) < 0.01 && Math.abs(b.height - 141.73) < 0.01);
    expect(square).toHaveLength(1);
    expect((await extractPdf(bytes)).pages[0]).toContain('Test square: 10 cm × 5 cm');
  });

  it('draws the parts at true scale: the waistband’s cutting line measures as drafted', async () => {
    const sheet = await sheetOf('penelope');
    const band = sheet.placements.find((p) => p.part.title === 'Waistband')!.part;
    const bytes = await patternPdf({ ...input, sheet, paper: 'a4', watermarked: false });
    const pages = (await extractPdf(bytes)).pages.length;
    const boxes = [];
    for (let page = 2; page <= pages; page += 1) boxes.push(...(await pdfPathBoxes(bytes, page)));
    const pt = 72 / 25.4;
    // A rectangle with its seam allowance: its box is the part's box, in points on the page.
    expect(boxes.some((b) => Math.abs(b.width - band.width * pt) < 0.05 && Math.abs(b.height - band.height * pt) < 0.05)).toBe(true);
  });

  it('marks every page with the brand on Free and no page on a paid plan', async () => {
    const sheet = await sheetOf('penelope');
    const marked = await extractPdf(await patternPdf({ ...input, sheet, paper: 'a4', watermarked: true }));
    expect(marked.pages.length).toBeGreaterThan(2);
    for (const page of marked.pages) expect(page).toContain('Atelier');
    const clean = await extractPdf(await patternPdf({ ...input, sheet, paper: 'a4', watermarked: false }));
    for (const page of clean.pages) expect(page).not.toContain('Atelier');
  });
});

describe("the studio's brand on the cover (decision 073)", () => {
  it('names the studio on every plan, and adds the logo and the colour on Enterprise, the test square unchanged', async () => {
    const sheet = await sheetOf('simon');
    const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1E3A8A' } })
      .png()
      .toBuffer();
    const branded = await patternPdf({
      ...input,
      sheet,
      paper: 'a4',
      watermarked: false,
      brand: { name: 'Adaeze Couture', logo, color: '#7C3AED' },
    });
    const plain = await patternPdf({ ...input, sheet, paper: 'a4', watermarked: false });
    expect(pdfHasImage(branded)).toBe(true);
    expect(await pdfFillColors(branded, 1)).toContain('#7c3aed');
    expect(pdfHasImage(plain)).toBe(false);
    expect(await pdfFillColors(plain, 1)).not.toContain('#7c3aed');
    for (const pdf of [branded, plain]) {
      expect((await extractPdf(pdf)).pages[0]).toMatch(/Adaeze Couture\s+Shirt for Ada/);
      const square = (await pdfPathBoxes(pdf, 1)).filter((b) => Math.abs(b.width - 283.46) < 0.5 && Math.abs(b.height - 141.73) < 0.5);
      expect(square).toHaveLength(1);
    }
  });
});
