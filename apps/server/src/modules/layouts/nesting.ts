import type { Language } from '@atelier/shared';
import { assemble, totalLength, type Arranged, type Arrangement, type Layout } from './arrangement.js';
import type { LayoutPiece } from './pieces.js';
import { NfpCache, placeSection, type Section } from './place.js';
import { crossover, mutate, random, type Genome } from './search.js';
import { shelfArrangement } from './shelf-baseline.js';
import { checkedRepeat, GAP_MM, openVariant, Shapes, unitsOf, type Unit } from './units.js';

export type NestingInput = {
  pieces: LayoutPiece[];
  fabricWidthMm: number;
  /** A nap or a one-way print: no piece turned by 180°. */
  directional: boolean;
  /** A repeating print's repeat along the length, mm; null or 0 when none. */
  repeatMm?: number | null;
  seed: number;
  /** Layouts the search tries (the same count, the same answer). */
  evaluations?: number;
  /** A cap on the search's time, ms: reached, the search stops early (and the answer may then vary). */
  searchMs?: number;
  /** The field a refusal names (the route's name for the fabric's width). */
  widthField?: string;
  /** The language a refusal is written in: the studio's (decision 186). */
  language?: Language;
};
export type NestingResult = Layout & { baselineLengthMm: number; evaluations: number };

const POPULATION = 10;
const MUTATION = 0.1;
export const DEFAULT_EVALUATIONS = 120;

type Evaluator = (g: Genome) => { arrangement: Arrangement; length: number };

function evaluator(units: Unit[], widthMm: number, repeat: number | null): Evaluator {
  const shapes = new Shapes();
  const cache = new NfpCache();
  const folded: Section = { width: widthMm / 2, minX: GAP_MM, repeat };
  const open: Section = { width: widthMm, minX: 0, repeat };
  return (g) => {
    const run = (section: 'folded' | 'open', frame: Section) => {
      const order = g.order.filter((i) => units[i]!.section === section);
      const items = order.map((i) => ({
        shape: shapes.of(units[i]!, g.turned[i] ? 180 : 0),
        slot: units[i]!.kind === 'fold' ? ('fold' as const) : ('free' as const),
      }));
      const placed = placeSection(items, frame, cache);
      const at: Arranged[] = order.map((i, n) => ({ unit: units[i]!, rotation: g.turned[i] ? 180 : 0, ...placed.at[n]! }));
      return { at, length: placed.length };
    };
    const f = run('folded', folded);
    const o = run('open', open);
    const arrangement = { folded: f.at, open: o.at, foldedLength: f.length, openLength: o.length };
    return { arrangement, length: totalLength(arrangement, repeat) };
  };
}

/** Biggest first: the usual start of a greedy fill. */
const firstGenome = (units: Unit[]): Genome => ({
  order: units.map((_, i) => i).sort((a, b) => units[b]!.piece.area - units[a]!.piece.area || a - b),
  turned: units.map(() => false),
});

/**
 * Lays the pieces out on the fabric (decision 143): a genetic search over the order and the turn of
 * the pieces, each order laid by a greedy bottom-left fill on no-fit polygons. The shelf baseline
 * is the floor: when the search finds nothing shorter, the baseline's layout is the answer.
 */
export function nest(input: NestingInput): NestingResult {
  const repeat = checkedRepeat(input.repeatMm);
  const units = unitsOf(input.pieces, input.fabricWidthMm, input.widthField ?? 'fabricWidthMm', input.language);
  const baseline = shelfArrangement(units, input.fabricWidthMm, repeat);
  const baselineLength = totalLength(baseline, repeat);
  const deadline = input.searchMs ? performance.now() + input.searchMs : Infinity;
  const search = { rnd: random(input.seed), budget: input.evaluations ?? DEFAULT_EVALUATIONS, deadline, canTurn: !input.directional };
  let best = { ...searchUnits(units, input.fabricWidthMm, repeat, search) };
  const open = openVariant(units);
  if (open) {
    const other = searchUnits(open, input.fabricWidthMm, repeat, search);
    if (other.length < best.length) best = { ...other, evaluations: best.evaluations + other.evaluations };
    else best.evaluations += other.evaluations;
  }
  const chosen = best.length <= baselineLength ? best.arrangement : baseline;
  return { ...assemble(chosen, input.fabricWidthMm, repeat), baselineLengthMm: Math.ceil(baselineLength), evaluations: best.evaluations };
}

type Search = { rnd: () => number; budget: number; deadline: number; canTurn: boolean };

/** SVGnest's scheme: a population ranked by length, the best kept, parents weighted by rank, crossover then mutation. */
function searchUnits(units: Unit[], widthMm: number, repeat: number | null, s: Search) {
  const evaluate = evaluator(units, widthMm, repeat);
  const first = firstGenome(units);
  let population = [first, ...Array.from({ length: POPULATION - 1 }, () => mutate(first, 0.3, s.rnd, s.canTurn))].map((g) => ({
    g,
    ...evaluate(g),
  }));
  let evaluations = population.length;
  const rank = () => population.sort((a, b) => a.length - b.length);
  rank();
  while (evaluations < s.budget && performance.now() < s.deadline && units.length > 1) {
    const pick = () => population[Math.floor(s.rnd() ** 2 * population.length)]!.g;
    const next = [population[0]!];
    while (next.length < POPULATION && evaluations < s.budget) {
      const child = mutate(crossover(pick(), pick(), s.rnd), MUTATION, s.rnd, s.canTurn);
      next.push({ g: child, ...evaluate(child) });
      evaluations += 1;
    }
    population = next;
    rank();
  }
  return { arrangement: population[0]!.arrangement, length: population[0]!.length, evaluations };
}
