import type { Path64, Paths64 } from '@countertype/clipper2-ts';
import { Clipper, EndType, FillRule, JoinType } from '@countertype/clipper2-ts';
import type { Seg } from '../drafting/draft.js';

/** A point in millimetres; a polygon is its ring of points, not repeated at the end. */
export type Pt = { x: number; y: number };
export type Poly = Pt[];

/** Clipper works on integers: 10 units a millimetre, so 0.1 mm is its grain (decision 143). */
export const SCALE = 10;

export const toPath = (poly: Poly, dx = 0, dy = 0): Path64 =>
  poly.map((p) => ({ x: Math.round((p.x + dx) * SCALE), y: Math.round((p.y + dy) * SCALE) }));
export const fromPath = (path: Path64): Poly => path.map((p) => ({ x: p.x / SCALE, y: p.y / SCALE }));

export function bounds(poly: Poly) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY, w: maxX - minX, h: maxY - minY };
}

/** Shoelace area, always positive. */
export function area(poly: Poly): number {
  let sum = 0;
  for (let i = 0; i < poly.length; i += 1) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

export const translate = (poly: Poly, dx: number, dy: number): Poly => poly.map((p) => ({ x: p.x + dx, y: p.y + dy }));

/** Moves a polygon so its box starts at 0,0. */
export function normalise(poly: Poly): Poly {
  const b = bounds(poly);
  return translate(poly, -b.minX, -b.minY);
}

/** Mirrored across the vertical axis (a pair's other piece), box kept at 0,0. */
export const mirrorX = (poly: Poly): Poly => normalise(poly.map((p) => ({ x: -p.x, y: p.y })).reverse());
/** Turned by 180° (the grain stays along the length), box kept at 0,0. */
export const rotate180 = (poly: Poly): Poly => normalise(poly.map((p) => ({ x: -p.x, y: -p.y })));

/** A cubic Bézier cut into lines, fine enough that no chord strays more than `tolerance` mm from the curve. */
function flattenCubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, tolerance: number): Pt[] {
  // The control polygon's length bounds the curve's; the chord error of n steps is below L²/(8n²)·curvature,
  // so a step count from the control points' deviation is safe and cheap.
  const dev = Math.max(
    Math.hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
    Math.hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y),
  );
  const steps = Math.max(1, Math.min(200, Math.ceil(Math.sqrt((3 * dev) / (4 * tolerance)))));
  const out: Pt[] = [];
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    out.push({
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    });
  }
  return out;
}

/** A drawn path's segments as runs of points (a new run at each move), curves flattened. */
export function flatten(segs: Seg[], tolerance: number): Pt[][] {
  const runs: Pt[][] = [];
  let run: Pt[] = [];
  for (const s of segs) {
    if (s.op === 'Z') continue;
    if (s.op === 'M') {
      if (run.length > 1) runs.push(run);
      run = [{ x: s.x, y: s.y }];
    } else if (s.op !== 'C') run.push({ x: s.x, y: s.y });
    else {
      const from = run.at(-1) ?? { x: s.x1, y: s.y1 };
      run.push(...flattenCubic(from, { x: s.x1, y: s.y1 }, { x: s.x2, y: s.y2 }, { x: s.x, y: s.y }, tolerance));
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** Points closer than 0.05 mm to the one before dropped, and the closing repeat. */
export function dedupe(points: Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) > 0.05) out.push(p);
  }
  while (out.length > 2 && Math.hypot(out[0]!.x - out.at(-1)!.x, out[0]!.y - out.at(-1)!.y) <= 0.05) out.pop();
  return out;
}

/**
 * The polygon the search moves: simplified (Ramer–Douglas–Peucker, `tolerance` mm) then grown by
 * `tolerance + gap / 2`, so it holds the exact outline whole and keeps `gap` between two pieces.
 * Few vertices keep each no-fit polygon (a Minkowski sum, n×m quads) cheap.
 */
export function nestShape(poly: Poly, tolerance: number, gap: number): Path64 {
  const simple = Clipper.ramerDouglasPeucker(toPath(poly), tolerance * SCALE);
  const grown = Clipper.inflatePaths([simple], (tolerance + gap / 2) * SCALE, JoinType.Miter, EndType.Polygon, 2);
  return largest(grown);
}

export function largest(paths: Paths64): Path64 {
  let best: Path64 = [];
  let bestArea = -1;
  for (const p of paths) {
    const a = Math.abs(Clipper.area(p));
    if (a > bestArea) {
      best = p;
      bestArea = a;
    }
  }
  return best;
}

/** Area (mm²) two placed polygons share: the overlap check of the tests and of the engine's own guard. */
export function overlapArea(a: Poly, b: Poly): number {
  const common = Clipper.intersect([toPath(a)], [toPath(b)], FillRule.NonZero);
  return Math.abs(Clipper.areaPaths(common)) / (SCALE * SCALE);
}

/** Union of rings (e.g. a fold piece's half and its mirror), the outer ring of the result. */
export function unionOuter(rings: Poly[]): Poly {
  return fromPath(
    largest(
      Clipper.union(
        rings.map((r) => toPath(r)),
        [],
        FillRule.NonZero,
      ),
    ),
  );
}
