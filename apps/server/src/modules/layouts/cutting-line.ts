import type { DraftPart } from '../drafting/draft.js';
import { area, dedupe, flatten, unionOuter, type Poly, type Pt } from './geometry.js';

/** Curves become lines no farther than this from the drafted curve, mm (decision 143). */
const FLATTEN_MM = 0.5;

/** Two ends this close meet: FreeSewing draws the runs of one line end to end. */
const MEET_MM = 1;
const near = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y) <= MEET_MM;
const length = (run: Pt[]) => run.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - run[i]!.x, p.y - run[i]!.y), 0);

/**
 * Joins the runs whose ends meet, at either end of a chain, turning a run round when it is drawn
 * the other way (decision 186): FreeSewing draws a cutting line in pieces, in any order and
 * direction (Bella's and Brian's fronts end with a short run that meets the start). Answers the
 * chains, longest first.
 */
export function chains(runs: Pt[][]): Pt[][] {
  const rest = runs.filter((r) => r.length > 1).map((r) => [...r]);
  const out: Pt[][] = [];
  while (rest.length > 0) {
    let chain = rest.shift()!;
    for (let joined = true; joined;) {
      joined = false;
      for (let i = 0; i < rest.length && !joined; i += 1) {
        const r = rest[i]!;
        const [start, end] = [chain[0]!, chain.at(-1)!];
        if (near(end, r[0]!)) chain = [...chain, ...r.slice(1)];
        else if (near(end, r.at(-1)!)) chain = [...chain, ...[...r].reverse().slice(1)];
        else if (near(start, r.at(-1)!)) chain = [...r.slice(0, -1), ...chain];
        else if (near(start, r[0]!)) chain = [...[...r].reverse().slice(0, -1), ...chain];
        else continue;
        rest.splice(i, 1);
        joined = true;
      }
    }
    out.push(chain);
  }
  return out.sort((a, b) => length(b) - length(a));
}

const nearestIndex = (ring: Pt[], p: Pt) =>
  ring.reduce((best, q, i) => (Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(ring[best]!.x - p.x, ring[best]!.y - p.y) ? i : best), 0);

/** The stitching ring's two ways from the point nearest `a` to the point nearest `b`. */
function arcs(ring: Pt[], a: Pt, b: Pt): [Pt[], Pt[]] {
  const [i, j] = [nearestIndex(ring, a), nearestIndex(ring, b)];
  const n = ring.length;
  return [
    Array.from({ length: ((j - i + n) % n) + 1 }, (_, k) => ring[(i + k) % n]!),
    Array.from({ length: ((i - j + n) % n) + 1 }, (_, k) => ring[(i - k + n) % n]!),
  ];
}

/**
 * An open run of the cutting line closed along the stitching line: where a design puts no
 * allowance (a fold, Aaron's bound neck and armholes, the free sides of Simon's plackets) the
 * piece is cut on its stitching line. Of the stitching line's two ways between the run's ends, one
 * lies under the run (closed by it, the allowance alone) and the other goes round the piece:
 * the larger ring is the piece with this run's allowance.
 */
function closedOnStitching(run: Pt[], stitching: Pt[] | null): Pt[] {
  const [start, end] = [run[0]!, run.at(-1)!];
  if (!stitching || near(start, end)) return run;
  const [one, other] = arcs(stitching, end, start).map((way) => dedupe([...run, ...way]));
  return area(one!) >= area(other!) ? one! : other!;
}

const runsOf = (part: DraftPart, stroke: 'cut' | 'seam') =>
  chains(part.paths.filter((p) => p.stroke === stroke).flatMap((p) => flatten(p.segs, FLATTEN_MM)));
const enclosing = (ring: Pt[]) => ring.length >= 3 && area(ring) > 1;

/**
 * The cutting line as one closed ring (decisions 143, 186): the stitching line grown by each run of
 * the cutting line, closed along it. A piece cut on the fold has its cutting line open at the fold
 * (FreeSewing adds no allowance there): closing it draws the fold edge. A part drawn with no
 * cutting line (a binding, a facing drafted without allowance) is cut on its stitching line.
 */
export function cuttingLine(part: DraftPart): Poly {
  const seams = runsOf(part, 'seam').map(dedupe).filter(enclosing);
  const stitching = seams.length > 0 ? seams.reduce((a, b) => (area(b) > area(a) ? b : a)) : null;
  const cut = runsOf(part, 'cut')
    .map((run) => closedOnStitching(run, stitching))
    .filter(enclosing);
  if (cut.length > 0) return dedupe(unionOuter(stitching ? [stitching, ...cut] : cut));
  if (stitching) return stitching;
  // The largest drawn ring whatever its stroke: a box around nothing would be worse.
  const rings = part.paths.flatMap((p) => flatten(p.segs, FLATTEN_MM)).map(dedupe);
  return rings.reduce((a, b) => (area(b) > area(a) ? b : a));
}
