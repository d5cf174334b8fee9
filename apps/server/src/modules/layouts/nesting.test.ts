import { GENERATOR_DESIGNS } from '@atelier/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import type { Layout, Placement } from './arrangement.js';
import { area, bounds, mirrorX, normalise, overlapArea, rotate180, type Poly } from './geometry.js';
import { nest } from './nesting.js';
import { foldEdgeLength, type LayoutPiece } from './pieces.js';
import { shelfLayout } from './shelf-baseline.js';
import { draftedPieces } from '../../test/layout-pieces.js';

/** Laying out real drafts: a body block with sleeves and a skirt, trousers, a bodice. */
let outfit: LayoutPiece[];
let trousers: LayoutPiece[];
let bodice: LayoutPiece[];
beforeAll(async () => {
  outfit = await draftedPieces('brian', 'penelope');
  trousers = await draftedPieces('titan');
  bodice = await draftedPieces('bella');
}, 60_000);

const EPSILON_MM2 = 0.01;

function expectNoOverlap(layout: Layout) {
  const ps = layout.placements;
  for (let i = 0; i < ps.length; i += 1)
    for (let j = i + 1; j < ps.length; j += 1)
      expect(overlapArea(ps[i]!.polygon, ps[j]!.polygon), `${ps[i]!.title} × ${ps[j]!.title}`).toBeLessThan(EPSILON_MM2);
}

function expectOnFabric(layout: Layout) {
  for (const p of layout.placements) {
    const b = bounds(p.polygon);
    expect(b.minX).toBeGreaterThanOrEqual(-0.1);
    expect(b.maxX).toBeLessThanOrEqual(layout.widthMm + 0.1);
    expect(b.minY).toBeGreaterThanOrEqual(-0.1);
    expect(b.maxY).toBeLessThanOrEqual(layout.lengthMm + 0.1);
  }
}

/** Same shape within 0.2 mm: every point of one on the other's ring, after moving both to 0,0. */
function sameShape(a: Poly, b: Poly): boolean {
  const [na, nb] = [normalise(a), normalise(b)];
  return Math.abs(area(na) - area(nb)) < 0.01 * area(na) && overlapArea(na, nb) > 0.99 * area(na);
}

/** Each placement is its piece, mirrored when it says so and turned by its rotation only. */
function expectPiecesAsCut(layout: Layout, pieces: LayoutPiece[]) {
  for (const piece of pieces) {
    const placed = layout.placements.filter((p) => p.pieceId === piece.id);
    expect(
      placed.map((p) => p.copy).sort((a, b) => a - b),
      piece.id,
    ).toEqual(Array.from({ length: piece.count }, (_, i) => i + 1));
    for (const p of placed) {
      expect([0, 180]).toContain(p.rotation);
      if (piece.onFold) continue;
      let expected = p.mirrored ? mirrorX(piece.polygon) : piece.polygon;
      if (p.rotation === 180) expected = rotate180(expected);
      expect(sameShape(p.polygon, expected), `${piece.id} copy ${p.copy}`).toBe(true);
    }
    // Pairs: every second piece is the mirror of the first.
    if (!piece.onFold) expect(placed.filter((p) => p.mirrored)).toHaveLength(Math.floor(piece.count / 2));
  }
}

/** A piece cut on the fold is whole on the fabric, its halves either side of a fold and within it. */
function expectFoldPiecesOnFold(layout: Layout, pieces: LayoutPiece[]) {
  const onFold = layout.placements.filter((p) => p.onFold);
  for (const p of onFold) {
    const piece = pieces.find((x) => x.id === p.pieceId)!;
    const b = bounds(p.polygon);
    const fold = layout.folds.find((f) => Math.abs((b.minX + b.maxX) / 2 - f.x) < 0.2 && b.minY >= f.fromY - 0.1 && b.maxY <= f.toY + 0.1);
    expect(fold, `${p.title} on a fold`).toBeDefined();
    const across = p.polygon.map((q) => ({ x: 2 * fold!.x - q.x, y: q.y }));
    expect(overlapArea(p.polygon, across)).toBeGreaterThan(0.99 * area(p.polygon));
    expect(area(p.polygon)).toBeCloseTo(piece.area, -2);
  }
}

const check = (layout: Layout, pieces: LayoutPiece[]) => {
  expectNoOverlap(layout);
  expectOnFabric(layout);
  expectPiecesAsCut(layout, pieces);
  expectFoldPiecesOnFold(layout, pieces);
};

describe('layout pieces from a draft', () => {
  it('keeps the main fabric, cut on the fold with the fold edge on the left, straight and long', () => {
    const back = outfit.find((p) => p.id === 'brian.back')!;
    expect(back).toMatchObject({ onFold: true, count: 1 });
    expect(foldEdgeLength(back)).toBeGreaterThan(0.8 * back.height);
    expect(outfit.find((p) => p.id === 'library.sleeve')).toMatchObject({ onFold: false, count: 2 });
    expect(outfit.every((p) => p.polygon.length >= 4 && p.area > 0)).toBe(true);
  });

  it('follows the design: a fold it marks (Penelope’s front), a grain it lays across (her waistband, stood up)', async () => {
    const skirt = await draftedPieces('penelope');
    const front = skirt.find((p) => p.id === 'penelope.front')!;
    expect(front).toMatchObject({ onFold: true, count: 1 });
    expect(foldEdgeLength(front)).toBeGreaterThan(0.9 * front.height);
    const band = skirt.find((p) => p.id === 'penelope.waistband')!;
    // Drafted 80 mm across and 396 mm down with its grain across: laid with its grain down the fabric.
    expect(band).toMatchObject({ onFold: true, count: 1 });
    expect(band.width).toBeGreaterThan(band.height);
  });

  it('cuts a piece marked on the fold but shaped at its centre as mirrored pieces', () => {
    // Bella's back curves at the centre back: no fold can cut it.
    expect(bodice.find((p) => p.id === 'bella.back')).toMatchObject({ onFold: false, count: 2 });
  });
});

describe('nest', () => {
  it('lays a body block with sleeves and a skirt on 150 cm: no overlap, on the fabric, counts, pairs, folds, shorter than shelves', () => {
    const layout = nest({ pieces: outfit, fabricWidthMm: 1500, directional: false, seed: 7 });
    check(layout, outfit);
    const baseline = shelfLayout({ pieces: outfit, fabricWidthMm: 1500 });
    expect(layout.lengthMm).toBeLessThanOrEqual(0.85 * baseline.lengthMm);
    expect(layout.efficiency).toBeGreaterThan(baseline.efficiency);
    expect(layout.folds).toEqual([{ x: 750, fromY: 0, toY: expect.any(Number) }]);
  });

  it('is never longer than the shelf baseline', () => {
    for (const pieces of [outfit, trousers, bodice])
      for (const fabricWidthMm of [1150, 1500]) {
        const layout = nest({ pieces, fabricWidthMm, directional: false, seed: 1, evaluations: 40 });
        expect(layout.lengthMm).toBeLessThanOrEqual(shelfLayout({ pieces, fabricWidthMm }).lengthMm);
        expect(layout.baselineLengthMm).toBe(shelfLayout({ pieces, fabricWidthMm }).lengthMm);
      }
  });

  it('turns nothing on a fabric with a nap, and still cuts every piece', () => {
    const layout = nest({ pieces: outfit, fabricWidthMm: 1150, directional: true, seed: 3, evaluations: 40 });
    expect(layout.placements.every((p: Placement) => p.rotation === 0)).toBe(true);
    check(layout, outfit);
  });

  it('lays pieces wider than the folded fabric on the open width after, pairs mirrored', () => {
    const layout = nest({ pieces: trousers, fabricWidthMm: 700, directional: false, seed: 2, evaluations: 30 });
    check(layout, trousers);
    expect(layout.folds).toEqual([]);
    expect(layout.placements.filter((p) => p.mirrored)).toHaveLength(2);
  });

  it('lays small pieces beside the ones that must lie open rather than in a folded part of their own', async () => {
    const wrap = await draftedPieces('waralee');
    const layout = nest({ pieces: wrap, fabricWidthMm: 1150, directional: false, seed: 1, evaluations: 40 });
    check(layout, wrap);
    expect(layout.folds).toEqual([]);
    expect(layout.lengthMm).toBeLessThan(0.75 * layout.baselineLengthMm);
  });

  it('starts every piece on a repeat of the print', () => {
    const layout = nest({ pieces: bodice, fabricWidthMm: 1500, directional: true, repeatMm: 320, seed: 5, evaluations: 30 });
    check(layout, bodice);
    for (const p of layout.placements) expect(p.y % 320, p.title).toBeCloseTo(0, 6);
  });

  it('answers the same layout for the same seed', () => {
    const input = { pieces: outfit, fabricWidthMm: 1150, directional: false, seed: 42, evaluations: 40 };
    expect(nest(input)).toEqual(nest(input));
  });

  it('refuses a fabric narrower than a piece, naming the fabric width and the piece', () => {
    const narrow = () => nest({ pieces: outfit, fabricWidthMm: 500, directional: false, seed: 1 });
    expect(narrow).toThrow(AppError);
    try {
      narrow();
    } catch (err) {
      const e = err as AppError;
      expect(e.statusCode).toBe(422);
      expect(e.message).toMatch(/^This fabric is 50 cm wide; the (Back|Front) needs \d+ cm$/);
      expect(e.errors).toEqual([{ field: 'fabricWidthMm', message: e.message }]);
    }
    expect(() => nest({ pieces: outfit, fabricWidthMm: Number.NaN, directional: false, seed: 1 })).toThrow(/width is between/);
    expect(() => nest({ pieces: outfit, fabricWidthMm: 1500, repeatMm: -5, directional: false, seed: 1 })).toThrow(/repeat is between/);
  });
});

describe('every design of the generator', () => {
  it('lays out on 150 cm without overlap, on the fabric, every piece cut', async () => {
    for (const design of GENERATOR_DESIGNS) {
      const pieces = await draftedPieces(design);
      const layout = nest({ pieces, fabricWidthMm: 1500, directional: false, seed: 1, evaluations: 20 });
      check(layout, pieces);
      expect(layout.lengthMm, design).toBeLessThanOrEqual(layout.baselineLengthMm);
    }
  }, 120_000);
});
