import type { DraftPart } from '../pattern-generator/draft.js';
import { area, bounds, dedupe, flatten, mirrorX, normalise, type Poly, type Pt } from './geometry.js';

/** Curves become lines no farther than this from the drafted curve, mm (decision 143). */
export const FLATTEN_MM = 0.5;
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

const near = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y) <= 1;

/** Chains open runs whose ends meet (FreeSewing draws some cutting lines in pieces) into one. */
function chain(runs: Pt[][]): Pt[] {
  const rest = runs.map((r) => [...r]);
  const out = rest.shift() ?? [];
  for (let joined = true; joined && rest.length > 0;) {
    joined = false;
    for (let i = 0; i < rest.length; i += 1) {
      const r = rest[i]!;
      const end = out.at(-1)!;
      if (near(end, r[0]!)) out.push(...r.slice(1));
      else if (near(end, r.at(-1)!)) out.push(...[...r].reverse().slice(1));
      else continue;
      rest.splice(i, 1);
      joined = true;
      break;
    }
  }
  return rest.length === 0 ? out : [];
}

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
 * The cutting line as one closed ring. A piece cut on the fold has its cutting line open at the fold
 * (FreeSewing adds no allowance there): closing it draws the fold edge. When the cut stroke does not
 * make one ring (a few designs draw it in disjoint pieces), the plain outline is used instead.
 */
function outline(part: DraftPart): Poly {
  for (const stroke of ['cut', 'seam'] as const) {
    const runs = part.paths.filter((p) => p.stroke === stroke).flatMap((p) => flatten(p.segs, FLATTEN_MM));
    if (runs.length === 0) continue;
    const ring = dedupe(chain(runs));
    if (ring.length >= 3 && area(ring) > 1) return normalise(ring);
  }
  // The largest drawn ring whatever its stroke: a box around nothing would be worse.
  const rings = part.paths.flatMap((p) => flatten(p.segs, FLATTEN_MM)).map(dedupe);
  return normalise(rings.reduce((a, b) => (area(b) > area(a) ? b : a)));
}

/** Least straight fold edge, as a share of the piece's height: less, and a fold cannot cut it. */
const MIN_FOLD_SHARE = 0.5;

/**
 * The fold edge of a half piece: the box side (left or right) along which the ring runs straight
 * the longest. FreeSewing drafts halves with the centre (the fold) on the left, at x = 0; a piece
 * drawn the other way is mirrored, which a piece cut on the fold allows (its whole is symmetric).
 * Null when neither side is straight for half the height (Bella's back, shaped at the centre): that
 * piece is cut as separate mirrored pieces, the only way its shape can be cut.
 */
function foldOnLeft(poly: Poly): Poly | null {
  const b = bounds(poly);
  const [left, right] = [lengthOnLine(poly, b.minX), lengthOnLine(poly, b.maxX)];
  if (Math.max(left, right) < MIN_FOLD_SHARE * b.h) return null;
  return right > left ? mirrorX(poly) : poly;
}

/** The main fabric's pieces of a draft (lining, interfacing, ribbing are laid out on their own fabrics). */
export function layoutPieces(parts: DraftPart[], material = 'fabric'): LayoutPiece[] {
  const out: LayoutPiece[] = [];
  for (const part of parts) {
    const cuts = part.cuts.filter((c) => c.material === material && c.count > 0);
    if (cuts.length === 0) continue;
    const ring = outline(part);
    const folded = foldOnLeft(ring);
    const byFold = (c: { onFold: boolean }) => c.onFold && folded !== null;
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
