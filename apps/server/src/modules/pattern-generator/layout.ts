import type { DraftPart } from '../drafting/draft.js';

/** Space between parts on a sheet and on the fabric, mm. */
const GAP = 15;

type Placement = { part: DraftPart; x: number; y: number };
export type Sheet = { placements: Placement[]; width: number; height: number };

type Box = { w: number; h: number };

/** Shelf packing: tallest first, left to right, a new shelf when the row is full. Answers each box's corner. */
function shelves<T extends Box>(boxes: T[], width: number): { at: { box: T; x: number; y: number }[]; height: number } {
  const sorted = [...boxes].sort((a, b) => b.h - a.h);
  const at: { box: T; x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const box of sorted) {
    if (x > 0 && x + box.w > width) {
      y += rowHeight + GAP;
      x = 0;
      rowHeight = 0;
    }
    at.push({ box, x, y });
    x += box.w + GAP;
    rowHeight = Math.max(rowHeight, box.h);
  }
  return { at, height: at.length ? y + rowHeight : 0 };
}

/**
 * All parts on one sheet, about as wide as tall (the preview, the SVG and the PDF's tiles), with
 * a margin around. Each part once, as drafted (grain as FreeSewing placed it).
 */
export function sheetLayout(parts: DraftPart[]): Sheet {
  const area = parts.reduce((sum, p) => sum + (p.width + GAP) * (p.height + GAP), 0);
  const width = Math.max(Math.sqrt(area * 1.3), ...parts.map((p) => p.width));
  const packed = shelves(
    parts.map((part) => ({ w: part.width, h: part.height, part })),
    width,
  );
  const placements = packed.at.map(({ box, x, y }) => ({ part: box.part, x: x + GAP, y: y + GAP }));
  const usedWidth = Math.max(...placements.map((p) => p.x + p.part.width));
  return { placements, width: usedWidth + GAP, height: packed.height + 2 * GAP };
}

/**
 * The largest sheet a garment plausibly needs: 6 m a side and 16 m² (a shirt for a large adult is
 * under 3 m²). Values far outside a human body (a record in the wrong unit, a typo of 1000 in) would
 * otherwise draft a sheet of thousands of pages; the generator refuses them instead (decision 040).
 */
const MAX_SHEET = { sideMm: 6000, areaMm2: 16_000_000 } as const;
export const sheetFits = (sheet: Pick<Sheet, 'width' | 'height'>) =>
  sheet.width <= MAX_SHEET.sideMm && sheet.height <= MAX_SHEET.sideMm && sheet.width * sheet.height <= MAX_SHEET.areaMm2;
