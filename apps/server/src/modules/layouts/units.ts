import type { Language } from '@atelier/shared';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { patternWords } from '../pattern-words/pattern-words.js';
import { mirrorX, nestShape, rotate180, type Poly } from './geometry.js';
import type { LayoutPiece } from './pieces.js';
import type { Shape } from './place.js';

/** Least distance between two pieces' cutting lines, mm, and from a free piece to the fold (decision 143). */
export const GAP_MM = 2;
/** The search's simplification of an outline, mm; the shape is grown by as much, so it still holds the outline. */
const SIMPLIFY_MM = 1.5;

export type Rotation = 0 | 180;
/**
 * What the search places: on the folded fabric a piece on the fold (one whole piece), a pair (the
 * piece and its mirror, cut through both layers) or a lone piece; on the open fabric one piece.
 */
export type Unit = {
  piece: LayoutPiece;
  section: 'folded' | 'open';
  kind: 'fold' | 'pair' | 'single';
  /** The first copy number this unit cuts (1-based), for the placements' `copy`. */
  copy: number;
  mirrored: boolean;
};

/** Fabrics come from 10 cm ribbons to 6 m wide sheeting; outside that a width is a typo or the wrong unit. */
const MIN_WIDTH_MM = 100;
const MAX_WIDTH_MM = 6000;

/**
 * Each piece as units on the fabric folded selvedge to selvedge (decision 143): cut on the fold or in
 * pairs on the half width; wider pieces on the open width after. A piece the fabric cannot hold
 * with its grain along the length refuses the layout (422 on the fabric's width, naming the piece, in
 * the studio's language: decision 186).
 */
export function unitsOf(pieces: LayoutPiece[], fabricWidthMm: number, field: string, language: Language = 'en'): Unit[] {
  if (!Number.isFinite(fabricWidthMm) || fabricWidthMm < MIN_WIDTH_MM || fabricWidthMm > MAX_WIDTH_MM)
    throw fieldError(field, said('layouts.widthRange', { min: MIN_WIDTH_MM / 10, max: MAX_WIDTH_MM / 10 }));
  const half = fabricWidthMm / 2;
  const units: Unit[] = [];
  for (const piece of pieces) {
    const needs = piece.onFold ? 2 * piece.width : piece.width;
    if (needs > fabricWidthMm + 1e-6)
      throw fieldError(
        field,
        patternWords(language).fabricTooNarrow({ width: Math.round(fabricWidthMm) / 10, piece: piece.title, needs: Math.ceil(needs / 10) }),
      );
    if (piece.onFold) {
      for (let c = 1; c <= piece.count; c += 1) units.push({ piece, section: 'folded', kind: 'fold', copy: c, mirrored: false });
    } else if (piece.width <= half - GAP_MM) {
      for (let c = 1; c + 1 <= piece.count; c += 2) units.push({ piece, section: 'folded', kind: 'pair', copy: c, mirrored: false });
      if (piece.count % 2 === 1) units.push({ piece, section: 'folded', kind: 'single', copy: piece.count, mirrored: false });
    } else {
      for (let c = 1; c <= piece.count; c += 1) units.push({ piece, section: 'open', kind: 'single', copy: c, mirrored: c % 2 === 0 });
    }
  }
  return units;
}

/**
 * The same cuts with every piece not on the fold moved to the open width: when some pieces must lie
 * open anyway (Waralee's legs), the small ones may fit beside them instead of in a folded part of
 * their own. Null when there is nothing to move or nothing open (decision 143).
 */
export function openVariant(units: Unit[]): Unit[] | null {
  const movable = units.filter((u) => u.section === 'folded' && u.kind !== 'fold');
  if (movable.length === 0 || !units.some((u) => u.section === 'open')) return null;
  const out = units.filter((u) => !movable.includes(u));
  for (const u of movable) {
    const copies = u.kind === 'pair' ? [u.copy, u.copy + 1] : [u.copy];
    for (const c of copies) out.push({ piece: u.piece, section: 'open', kind: 'single', copy: c, mirrored: c % 2 === 0 });
  }
  return out;
}

/**
 * The unit's outline turned by `rotation`, box at 0,0. A half cut on the fold turned by 180° is
 * mirrored back so its fold edge stays on the left: the whole piece is symmetric, so this is the
 * whole piece turned.
 */
export function outlineOf(unit: Unit, rotation: Rotation): Poly {
  let poly = unit.mirrored ? mirrorX(unit.piece.polygon) : unit.piece.polygon;
  if (rotation === 180) poly = rotate180(poly);
  if (rotation === 180 && unit.kind === 'fold') poly = mirrorX(poly);
  return poly;
}

/** A repeat from 0 (none) to 2 m; anything else is refused on its field. */
export function checkedRepeat(repeatMm: number | null | undefined): number | null {
  if (repeatMm === null || repeatMm === undefined || repeatMm === 0) return null;
  if (!Number.isFinite(repeatMm) || repeatMm < 0 || repeatMm > 2000) throw fieldError('repeatMm', said('layouts.repeatRange'));
  return repeatMm;
}

/** The search's shapes, made once per piece, mirror and rotation. */
export class Shapes {
  private readonly made = new Map<string, Shape>();

  of(unit: Unit, rotation: Rotation): Shape {
    const key = `${unit.piece.id}@${rotation}${unit.mirrored ? 'm' : ''}`;
    let shape = this.made.get(key);
    if (!shape) {
      const poly = outlineOf(unit, rotation);
      const nest = nestShape(poly, SIMPLIFY_MM, GAP_MM);
      shape = { key, nest, w: unit.piece.width, h: unit.piece.height };
      this.made.set(key, shape);
    }
    return shape;
  }
}
