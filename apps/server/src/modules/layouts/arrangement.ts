import { translate, unionOuter, type Poly } from './geometry.js';
import { GAP_MM, outlineOf, type Rotation, type Unit } from './units.js';

/** Where the search or the baseline put each unit, in its section's own frame (mm; x from the fold when folded). */
export type Arranged = { unit: Unit; rotation: Rotation; x: number; y: number };
export type Arrangement = { folded: Arranged[]; open: Arranged[]; foldedLength: number; openLength: number };

export type Placement = {
  pieceId: string;
  title: string;
  /** 1-based among the piece's cut count. */
  copy: number;
  mirrored: boolean;
  rotation: Rotation;
  /** The piece's box corner on the fabric, mm. */
  x: number;
  y: number;
  /** The cutting line placed on the fabric: x across the width (0 to the width), y along the length, mm. */
  polygon: Poly;
  onFold: boolean;
};
/** The fold of the fabric folded selvedge to selvedge: x = half the width, from y to y. */
export type Fold = { x: number; fromY: number; toY: number };
export type Layout = {
  widthMm: number;
  lengthMm: number;
  /** Pieces' area over the fabric's area used (width × length), 0..1. */
  efficiency: number;
  placements: Placement[];
  folds: Fold[];
};

/** Where the open fabric starts: after the folded part and a gap, on a repeat when the print repeats. */
export function openStart(foldedLength: number, repeat: number | null): number {
  if (foldedLength === 0) return 0;
  const start = foldedLength + GAP_MM;
  return repeat ? Math.ceil(start / repeat) * repeat : start;
}

export const totalLength = (a: Pick<Arrangement, 'foldedLength' | 'openLength' | 'open'>, repeat: number | null) =>
  a.open.length === 0 ? a.foldedLength : openStart(a.foldedLength, repeat) + a.openLength;

const mirrorAcross = (poly: Poly, axis: number): Poly => poly.map((p) => ({ x: 2 * axis - p.x, y: p.y })).reverse();
const round = (n: number) => Math.round(n * 10) / 10;
const rounded = (poly: Poly): Poly => poly.map((p) => ({ x: round(p.x), y: round(p.y) }));

/**
 * The arrangement unfolded onto the whole width, as the tailor sees the fabric opened: the folded
 * part's top layer on the right of the fold (x = width / 2), its under layer mirrored on the left.
 */
export function assemble(a: Arrangement, widthMm: number, repeat: number | null): Layout {
  const fold = widthMm / 2;
  const placements: Placement[] = [];
  const base = (u: Arranged) => ({
    pieceId: u.unit.piece.id,
    title: u.unit.piece.title,
    rotation: u.rotation,
    onFold: u.unit.kind === 'fold',
  });
  for (const u of a.folded) {
    const top = translate(outlineOf(u.unit, u.rotation), fold + u.x, u.y);
    const under = mirrorAcross(top, fold);
    if (u.unit.kind === 'fold') {
      const whole = unionOuter([top, under]);
      placements.push({
        ...base(u),
        copy: u.unit.copy,
        mirrored: false,
        x: round(fold - u.unit.piece.width),
        y: round(u.y),
        polygon: rounded(whole),
      });
      continue;
    }
    placements.push({ ...base(u), copy: u.unit.copy, mirrored: false, x: round(fold + u.x), y: round(u.y), polygon: rounded(top) });
    if (u.unit.kind === 'pair')
      placements.push({
        ...base(u),
        copy: u.unit.copy + 1,
        mirrored: true,
        x: round(fold - u.x - u.unit.piece.width),
        y: round(u.y),
        polygon: rounded(under),
      });
  }
  const start = openStart(a.foldedLength, repeat);
  for (const u of a.open) {
    const poly = translate(outlineOf(u.unit, u.rotation), u.x, start + u.y);
    placements.push({
      ...base(u),
      copy: u.unit.copy,
      mirrored: u.unit.mirrored,
      x: round(u.x),
      y: round(start + u.y),
      polygon: rounded(poly),
    });
  }
  const lengthMm = Math.ceil(totalLength(a, repeat));
  const piecesArea = [...a.folded, ...a.open].reduce((sum, u) => sum + u.unit.piece.area * (u.unit.kind === 'pair' ? 2 : 1), 0);
  return {
    widthMm,
    lengthMm,
    efficiency: lengthMm > 0 ? Math.round((piecesArea / (widthMm * lengthMm)) * 1000) / 1000 : 0,
    placements,
    folds: a.folded.length ? [{ x: fold, fromY: 0, toY: Math.ceil(a.foldedLength) }] : [],
  };
}
