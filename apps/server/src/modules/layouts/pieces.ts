import type { DraftPart } from '../drafting/draft.js';
import { cuttingLine } from './cutting-line.js';
import { area, bounds, mirrorX, type Poly, type Pt } from './geometry.js';
/** How near a point must be to a box side to count as lying on it, mm. */
const ON_SIDE = 0.5;

/**
 * A piece to lay out: the cutting line (seam allowance included) as a polygon in mm, box at 0,0,
 * the grain along y as drafted. A piece cut on the fold is its half, with the fold along x = 0.
 */
export type LayoutPiece = {
  id: string;
  title: string;
  /** Pieces to cut: a pair is 2; a piece cut on the fold counts each whole (unfolded) piece. */
  count: number;
  onFold: boolean;
  polygon: Poly;
  width: number;
  height: number;
  /** One piece's area, unfolded when cut on the fold, mm². */
  area: number;
};

/** Least straight fold edge, as a share of the piece's height: less, and a fold cannot cut it. */
const MIN_FOLD_SHARE = 0.5;

/** Length of the ring's straight runs lying on the vertical line x = at. */
function lengthOnLine(poly: Poly, at: number): number {
  let sum = 0;
  for (let i = 0; i < poly.length; i += 1) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if (Math.abs(a.x - at) <= ON_SIDE && Math.abs(b.x - at) <= ON_SIDE) sum += Math.abs(a.y - b.y);
  }
  return sum;
}

/**
 * The ring and the design's fold line turned so the grain runs along y, box at 0,0: a collar or a
 * waistband drafted lying down (FreeSewing's grain 0° or 180°) is stood up, as the fabric's grain
 * runs along its length.
 */
function alongGrain(part: DraftPart): { ring: Poly; fold: Pt[] | null } {
  const rad = ((part.grain ?? 90) * Math.PI) / 180;
  const crosswise = Math.abs(Math.cos(rad)) > Math.abs(Math.sin(rad));
  const turn = (p: Pt) => (crosswise ? { x: -p.y, y: p.x } : p);
  const turned = cuttingLine(part).map(turn);
  const b = bounds(turned);
  const shift = (p: Pt) => ({ x: p.x - b.minX, y: p.y - b.minY });
  return { ring: turned.map(shift), fold: part.foldLine?.length === 2 ? part.foldLine.map(turn).map(shift) : null };
}

/** The side of the box the design's fold line lies on, when it runs along it for half its height at least. */
function markedSide(ring: Poly, fold: Pt[] | null): 'left' | 'right' | null {
  const [a, c] = fold ?? [];
  if (!a || !c) return null;
  const b = bounds(ring);
  if (Math.abs(a.y - c.y) < MIN_FOLD_SHARE * b.h || Math.min(a.y, c.y) < -ON_SIDE || Math.max(a.y, c.y) > b.h + ON_SIDE) return null;
  const on = (x: number) => Math.abs(a.x - x) <= 1 && Math.abs(c.x - x) <= 1;
  return on(b.minX) ? 'left' : on(b.maxX) ? 'right' : null;
}

/**
 * The fold edge of a half piece: the side the design marks, else the box side (left or right) along
 * which the ring runs straight the longest. FreeSewing drafts halves with the centre (the fold) on the left, at x = 0; a piece
 * drawn the other way is mirrored, which a piece cut on the fold allows (its whole is symmetric).
 * Null when neither side is straight for half the height (Bella's back, shaped at the centre): that
 * piece is cut as separate mirrored pieces, the only way its shape can be cut.
 */
function foldOnLeft(poly: Poly, side: 'left' | 'right' | null): Poly | null {
  const b = bounds(poly);
  const [left, right] = [lengthOnLine(poly, b.minX), lengthOnLine(poly, b.maxX)];
  const onRight = side ? side === 'right' : right > left;
  if ((onRight ? right : left) < MIN_FOLD_SHARE * b.h) return null;
  const half = onRight ? mirrorX(poly) : poly;
  // Points a hair off the fold (0.1 mm of drafting noise) put on it, so the two halves join whole.
  return half.map((p) => (p.x <= ON_SIDE ? { x: 0, y: p.y } : p));
}

/** The main fabric's pieces of a draft (lining, interfacing, ribbing are laid out on their own fabrics). */
export function layoutPieces(parts: DraftPart[], material = 'fabric'): LayoutPiece[] {
  const out: LayoutPiece[] = [];
  for (const part of parts) {
    const cuts = part.cuts.filter((c) => c.material === material && c.count > 0);
    if (cuts.length === 0) continue;
    const { ring, fold } = alongGrain(part);
    // On the fold when the cut list says so or the design marks a fold line (Penelope's front), and
    // the piece has a straight side to lay on it.
    const side = markedSide(ring, fold);
    const folded = foldOnLeft(ring, side);
    const byFold = (c: { onFold: boolean }) => (c.onFold || side !== null) && folded !== null;
    for (const [i, onFold] of [false, true].entries()) {
      const count = cuts.filter((c) => byFold(c) === onFold).reduce((sum, c) => sum + c.count, 0);
      if (count === 0) continue;
      const polygon = onFold && folded ? folded : ring;
      const box = bounds(polygon);
      out.push({
        id: cuts.some((c) => byFold(c) !== onFold) ? `${part.id}#${i}` : part.id,
        title: part.title,
        count,
        onFold,
        polygon,
        width: box.w,
        height: box.h,
        area: area(polygon) * (onFold ? 2 : 1),
      });
    }
  }
  return out;
}

/** Straight fold edge of a half piece, mm: the tests check it lies on the fabric's fold. */
export const foldEdgeLength = (piece: Pick<LayoutPiece, 'polygon'>) => lengthOnLine(piece.polygon, 0);
