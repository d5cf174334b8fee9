import type { FsOp, FsPart, FsPath, FsPattern } from '@freesewing/core';
import type { GeneratorDesign } from '@atelier/shared';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { describeMeasurement, missingMeasurementsError } from './body.js';
import { loadDesign } from '../../lib/freesewing-designs.js';

/** Our own geometry, in millimetres, so the SVG, the PNG and the PDF draw the same lines. */
export type Seg =
  { op: 'M' | 'L'; x: number; y: number } | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number } | { op: 'Z' };
/**
 * cut: the cutting line (with seam allowance); seam: the stitching line; mark: darts, grain, notes;
 * help: guides; before: an earlier version's cutting line under this one (decision 087).
 */
export type Stroke = 'cut' | 'seam' | 'mark' | 'help' | 'before';
type DraftPath = { segs: Seg[]; stroke: Stroke };
type Cut = { material: string; count: number; onFold: boolean };
export type DraftPart = {
  /** FreeSewing's name ('teagan.front'). */
  id: string;
  /** 'Front', 'Collar stand' */
  title: string;
  cuts: Cut[];
  paths: DraftPath[];
  /** Notches, buttons and buttonholes. */
  marks: { x: number; y: number; kind: 'notch' | 'button' }[];
  /** Size in mm; every coordinate above is moved so the part starts at 0,0. */
  width: number;
  height: number;
  /** Where 0,0 was in FreeSewing's own coordinates: two versions of a part line up on these. */
  origin?: { x: number; y: number };
  /** FreeSewing's grain, degrees (90 or 270: along y, as drafted), when the design gives one: the cutting layout turns by it (decision 143). */
  grain?: number;
  /** The design's cut-on-fold line, in the part's coordinates, when it marks one (decision 143). */
  foldLine?: { x: number; y: number }[];
};
type CutlistEntry = { grain?: number; cutOnFold?: { x: number; y: number }[] };
export type Draft = { design: GeneratorDesign; parts: DraftPart[] };

export type DraftInput = {
  design: GeneratorDesign;
  measurements: Record<string, number>;
  options: Record<string, number>;
  seamAllowance: number;
};

const titleOf = (id: string) => {
  const words = (id.split('.').pop() ?? id).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function strokeOf(path: FsPath): Stroke | null {
  const cls = ` ${(path.attributes.list.class ?? []).join(' ')} `;
  if (/ (scalebox|logo) /.test(cls)) return null;
  if (/ sa /.test(cls)) return 'cut';
  // No class is FreeSewing's plain outline.
  if (cls.trim() === '') return 'seam';
  if (/ (help|dotted|hidden) /.test(cls)) return 'help';
  if (/ (fabric|lining|interfacing|canvas|various) /.test(cls) && !/ (dashed|note|mark) /.test(cls)) return 'seam';
  return 'mark';
}

function segsOf(ops: FsOp[]): Seg[] {
  return ops.map((o): Seg => {
    if (o.type === 'close') return { op: 'Z' };
    if (o.type === 'curve') return { op: 'C', x1: o.cp1.x, y1: o.cp1.y, x2: o.cp2.x, y2: o.cp2.y, x: o.to.x, y: o.to.y };
    return { op: o.type === 'move' ? 'M' : 'L', x: o.to.x, y: o.to.y };
  });
}

function finite(segs: Seg[]): boolean {
  return segs.every((s) => s.op === 'Z' || Object.values(s).every((v) => typeof v === 'string' || Number.isFinite(v)));
}

/** Moves a part's lines so its box starts at 0,0, and measures it (control points included: a safe box). */
function normalise(id: string, part: FsPart, cuts: Cut[], cutlist: CutlistEntry = {}): DraftPart | 'empty' | 'broken' {
  const drawn = Object.values(part.paths)
    .filter((p) => !p.hidden && p.ops.length > 1)
    .map((p) => ({ segs: segsOf(p.ops), stroke: strokeOf(p) }))
    .filter((p): p is DraftPath => p.stroke !== null);
  // A part this configuration does not use (FreeSewing leaves it empty) is not drawn.
  if (drawn.length === 0) return 'empty';
  const paths = drawn.filter((p) => finite(p.segs));
  if (paths.length < drawn.length || !paths.some((p) => p.stroke === 'cut' || p.stroke === 'seam')) return 'broken';
  const xs: number[] = [];
  const ys: number[] = [];
  for (const p of paths)
    for (const s of p.segs) {
      if (s.op === 'Z') continue;
      xs.push(s.x);
      ys.push(s.y);
      if (s.op === 'C') {
        xs.push(s.x1, s.x2);
        ys.push(s.y1, s.y2);
      }
    }
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const move = (s: Seg): Seg =>
    s.op === 'Z'
      ? s
      : s.op === 'C'
        ? { ...s, x1: s.x1 - minX, y1: s.y1 - minY, x2: s.x2 - minX, y2: s.y2 - minY, x: s.x - minX, y: s.y - minY }
        : { ...s, x: s.x - minX, y: s.y - minY };
  const marks = Object.values(part.snippets)
    .filter((s) => /notch|button|snap/.test(s.def) && Number.isFinite(s.anchor.x))
    .map((s) => ({ x: s.anchor.x - minX, y: s.anchor.y - minY, kind: (/notch/.test(s.def) ? 'notch' : 'button') as 'notch' | 'button' }));
  return {
    id,
    title: titleOf(id),
    cuts,
    paths: paths.map((p) => ({ ...p, segs: p.segs.map(move) })),
    marks,
    width: Math.max(...xs) - minX,
    height: Math.max(...ys) - minY,
    origin: { x: minX, y: minY },
    ...(Number.isFinite(cutlist.grain) ? { grain: cutlist.grain } : {}),
    ...(cutlist.cutOnFold?.length === 2 && cutlist.cutOnFold.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
      ? { foldLine: cutlist.cutOnFold.map((p) => ({ x: p.x - minX, y: p.y - minY })) }
      : {}),
  };
}

function errorsOf(pattern: FsPattern): string[] {
  const logs = pattern.getLogs();
  return [...logs.pattern.error, ...logs.sets.flatMap((s) => s.error)].map((e) => (Array.isArray(e) ? e.join(' ') : String(e)));
}

function warningsOf(pattern: FsPattern): string[] {
  const logs = pattern.getLogs();
  return [...logs.pattern.warn, ...logs.sets.flatMap((s) => s.warn)].map((e) => (Array.isArray(e) ? e.join(' ') : String(e)));
}

/**
 * Drafts a design with FreeSewing. FreeSewing logs "Unable to draft part" and goes on
 * rather than throwing, so its error log is read: any error, a part without lines, or a number
 * that is not finite refuses the whole pattern (422 PATTERN_DRAFT_FAILED), never a partial one.
 */
export async function draftPattern(input: DraftInput): Promise<Draft> {
  const Design = await loadDesign(input.design);
  let pattern: FsPattern;
  try {
    pattern = new Design({
      measurements: input.measurements,
      options: input.options,
      sa: input.seamAllowance,
      complete: true,
      paperless: false,
    }).draft();
  } catch (err) {
    throw failed(err instanceof Error ? err.message : String(err));
  }
  // A measurement read but not given is a warning to FreeSewing; to us the pattern is incomplete.
  const unread = [...new Set(warningsOf(pattern).flatMap((w) => /measurements\.(\w+)` but it is `undefined`/.exec(w)?.[1] ?? []))];
  if (unread.length > 0) throw missingMeasurementsError(unread.map((name) => describeMeasurement(name)));
  const errors = errorsOf(pattern);
  if (errors.length > 0) throw failed(errors.join('; '));
  const cutlist = pattern.setStores[0]?.cutlist ?? {};
  const parts: DraftPart[] = [];
  for (const [id, part] of Object.entries(pattern.parts[0] ?? {})) {
    if (part.hidden) continue;
    const cuts = Object.entries(cutlist[id]?.materials ?? {}).flatMap(([material, list]) =>
      list.map((c) => ({ material, count: c.cut, onFold: c.onFold })),
    );
    const drawn = normalise(id, part, cuts.length > 0 ? cuts : [{ material: 'fabric', count: 1, onFold: false }], cutlist[id]);
    if (drawn === 'broken') throw failed(`${id} has no finite outline`);
    if (drawn !== 'empty') parts.push(drawn);
  }
  if (parts.length === 0) throw failed('no parts');
  return { design: input.design, parts };
}

/** `why` is for the server's log (the error's cause), the message for the user. */
function failed(why: string): AppError {
  const error = new AppError('PATTERN_DRAFT_FAILED', said('drafting.noBody'));
  error.cause = why;
  return error;
}
