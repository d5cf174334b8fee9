import type { DraftPart } from '../pattern-generator/draft.js';
import { area, bounds, dedupe, flatten, mirrorX, type Poly, type Pt } from './geometry.js';

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

/** Least straight fold edge, as a share of the piece's height: less, and a fold cannot cut it. */
const MIN_FOLD_SHARE = 0.5;

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
    if (ring.length >= 3 && area(ring) > 1) return ring;
  }
  // The largest drawn ring whatever its stroke: a box around nothing would be worse.
  const rings = part.paths.flatMap((p) => flatten(p.segs, FLATTEN_MM)).map(dedupe);
  return rings.reduce((a, b) => (area(b) > area(a) ? b : a));
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
  const turned = outline(part).map(turn);
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
