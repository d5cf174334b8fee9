import { assemble, type Arranged, type Arrangement, type Layout } from './arrangement.js';
import type { LayoutPiece } from './pieces.js';
import { checkedRepeat, GAP_MM, unitsOf, type Unit } from './units.js';

/**
 * Shelves of boxes, tallest first, left to right from `minX`; a piece on the fold only at x = 0, so it
 * opens a shelf. With a repeat each shelf starts on one.
 */
function shelves(units: Unit[], width: number, minX: number, repeat: number | null): { at: Arranged[]; length: number } {
  const sorted = [...units].sort((a, b) => b.piece.height - a.piece.height || Number(b.kind === 'fold') - Number(a.kind === 'fold'));
  const at: Arranged[] = [];
  let x = 0;
  let y = 0;
  let row = 0;
  for (const unit of sorted) {
    const from = unit.kind === 'fold' ? 0 : Math.max(x, minX);
    if (at.length > 0 && (unit.kind === 'fold' || from + unit.piece.width > width)) {
      y += row + GAP_MM;
      if (repeat) y = Math.ceil(y / repeat) * repeat;
      x = 0;
      row = 0;
    }
    const placeX = unit.kind === 'fold' ? 0 : Math.max(x, minX);
    at.push({ unit, rotation: 0, x: placeX, y });
    x = placeX + unit.piece.width + GAP_MM;
    row = Math.max(row, unit.piece.height);
  }
  return { at, length: at.length ? y + row : 0 };
}

/** The baseline's arrangement: each piece's box in shelves on the same folded and open fabric as the nesting. */
export function shelfArrangement(units: Unit[], widthMm: number, repeat: number | null): Arrangement {
  const folded = shelves(
    units.filter((u) => u.section === 'folded'),
    widthMm / 2,
    GAP_MM,
    repeat,
  );
  const open = shelves(
    units.filter((u) => u.section === 'open'),
    widthMm,
    0,
    repeat,
  );
  return { folded: folded.at, open: open.at, foldedLength: folded.length, openLength: open.length };
}

/**
 * The simple baseline the bench and the tests measure the nesting against: roughly what a fixed
 * allowance per garment assumes (decision 143).
 */
export function shelfLayout(input: { pieces: LayoutPiece[]; fabricWidthMm: number; repeatMm?: number | null }): Layout {
  const repeat = checkedRepeat(input.repeatMm);
  const units = unitsOf(input.pieces, input.fabricWidthMm, 'fabricWidthMm');
  return assemble(shelfArrangement(units, input.fabricWidthMm, repeat), input.fabricWidthMm, repeat);
}
