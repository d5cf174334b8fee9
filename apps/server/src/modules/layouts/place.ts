import type { Path64, Paths64 } from '@countertype/clipper2-ts';
import { Clipper, FillRule } from '@countertype/clipper2-ts';
import { serverFault } from '../../lib/errors.js';
import { SCALE } from './geometry.js';

/** A piece in one orientation as the search moves it: its grown polygon (Clipper units) and its outline's box (mm). */
export type Shape = { key: string; nest: Path64; w: number; h: number };
/** `fold`: the piece's left side (its fold edge) lies on the fabric's fold, x = 0. */
export type Item = { shape: Shape; slot: 'fold' | 'free' };
export type Section = {
  /** Width the pieces lie on, mm: half the fabric when folded. */
  width: number;
  /** Nearest a free piece comes to x = 0, mm (on folded fabric, a piece touching the fold would be cut joined to its pair). */
  minX: number;
  /** A repeating print's repeat, mm: each piece starts on a repeat. */
  repeat: number | null;
};
export type Position = { x: number; y: number };

/**
 * No-fit polygons by pair of shapes (decision 143): where `moving`'s corner may not go when `fixed`
 * lies at 0,0 — the Minkowski sum of `fixed` and `moving` turned inside out. Holes in the sum (places
 * wholly inside `fixed`) are filled: a piece never lies inside another.
 */
export class NfpCache {
  private readonly nfps = new Map<string, Paths64>();
  computed = 0;

  get(fixed: Shape, moving: Shape): Paths64 {
    const key = `${fixed.key}|${moving.key}`;
    let nfp = this.nfps.get(key);
    if (!nfp) {
      const negated = moving.nest.map((p) => ({ x: -p.x, y: -p.y }));
      const sum = Clipper.minkowskiSum(negated, fixed.nest, true);
      const outerSign = Math.sign(sum.reduce((best, p) => (Math.abs(Clipper.area(p)) > Math.abs(best) ? Clipper.area(p) : best), 0));
      nfp = sum.filter((p) => Math.sign(Clipper.area(p)) === outerSign);
      this.nfps.set(key, nfp);
      this.computed += 1;
    }
    return nfp;
  }
}

/** Where a closed region's boundary crosses the line `axis` = value: inside intervals along the other axis (even–odd). */
function intervalsOn(paths: Paths64, axis: 'x' | 'y', value: number): [number, number][] {
  const other = axis === 'x' ? 'y' : 'x';
  const hits: number[] = [];
  for (const path of paths)
    for (let i = 0; i < path.length; i += 1) {
      const a = path[i]!;
      const b = path[(i + 1) % path.length]!;
      if ((a[axis] <= value && value < b[axis]) || (b[axis] <= value && value < a[axis]))
        hits.push(a[other] + ((value - a[axis]) * (b[other] - a[other])) / (b[axis] - a[axis]));
    }
  hits.sort((p, q) => p - q);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < hits.length; i += 2) out.push([hits[i]!, hits[i + 1]!]);
  return out;
}

const nextRepeat = (y: number, repeat: number | null) => (repeat ? Math.ceil(y / repeat - 1e-9) * repeat : y);

/** A fold piece slides along the fold: the lowest y whose place is outside every no-fit polygon. */
function alongFold(obstacles: Paths64, section: Section): number {
  const repeat = section.repeat ? section.repeat * SCALE : null;
  const blocked = intervalsOn(Clipper.union(obstacles, [], FillRule.NonZero), 'x', 0);
  const candidates = [0, ...blocked.map(([, end]) => nextRepeat(end, repeat))].sort((a, b) => a - b);
  const y = candidates.find((c) => blocked.every(([s, e]) => c <= s || c >= e)) ?? 0;
  return y / SCALE;
}

/**
 * A free piece goes to the lowest, then leftmost, place the fabric allows (the inner-fit rectangle)
 * outside every no-fit polygon: a vertex of their difference, as SVGnest does. With a repeat, the
 * lowest repeat line crossing that region instead.
 */
function bottomLeft(obstacles: Paths64, shape: Shape, section: Section, far: number): Position | null {
  const x0 = Math.round(section.minX * SCALE);
  const x1 = Math.floor((section.width - shape.w) * SCALE);
  if (x1 < x0) return null;
  const rect: Path64 = [
    { x: x0, y: 0 },
    { x: x1, y: 0 },
    { x: x1, y: far },
    { x: x0, y: far },
  ];
  const free = obstacles.length ? Clipper.difference([rect], obstacles, FillRule.NonZero) : [rect];
  if (section.repeat) {
    const step = section.repeat * SCALE;
    for (let y = 0; y <= far; y += step) {
      const spans = intervalsOn(free, 'y', y);
      if (spans.length > 0) return { x: Math.min(...spans.map(([s]) => s)) / SCALE, y: y / SCALE };
    }
    return null;
  }
  let best: Position | null = null;
  for (const path of free) for (const p of path) if (!best || p.y < best.y || (p.y === best.y && p.x < best.x)) best = { x: p.x, y: p.y };
  return best && { x: best.x / SCALE, y: best.y / SCALE };
}

/** Lays items in order, each where it goes lowest (greedy bottom-left fill); answers their corners (mm) and the length used. */
export function placeSection(items: Item[], section: Section, cache: NfpCache): { at: Position[]; length: number } {
  const at: Position[] = [];
  const far = Math.ceil((items.reduce((sum, i) => sum + i.shape.h + (section.repeat ?? 0), 0) + 100) * SCALE);
  let length = 0;
  for (const [n, item] of items.entries()) {
    const obstacles: Paths64 = [];
    for (let i = 0; i < n; i += 1) {
      const dx = Math.round(at[i]!.x * SCALE);
      const dy = Math.round(at[i]!.y * SCALE);
      for (const path of cache.get(items[i]!.shape, item.shape)) obstacles.push(Clipper.translatePath(path, dx, dy));
    }
    const pos = item.slot === 'fold' ? { x: 0, y: alongFold(obstacles, section) } : bottomLeft(obstacles, item.shape, section, far);
    // unitsOf refused every piece wider than its section, so the fabric always has a place.
    if (!pos) throw serverFault(`layout: no place for ${item.shape.key}`);
    at.push(pos);
    length = Math.max(length, pos.y + item.shape.h);
  }
  return { at, length };
}
