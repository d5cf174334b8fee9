import { measurementKind } from './measurement-kinds.js';

/**
 * Is a measurement a client took at home believable (decision 084)? Both the portal page (before
 * sending: 'Hips 16 in? Please check') and the server (flags for the studio) ask the same
 * question here. No zod: the portal page imports this and stays small.
 */
export type PlausibilityUnit = 'inches' | 'cm';
export type PlausibilityFlag = 'implausible' | 'far-from-previous';

const CM_PER_INCH = 2.54;

/** A change larger than this share of the previous value is flagged (15%: a size or more on a body). */
export const FAR_FROM_PREVIOUS = 0.15;

/**
 * Human ranges in centimetres by what the name says, first match wins: wide enough for children and
 * tall adults, narrow enough to catch a value in the wrong unit or a slipped digit.
 */
const RANGES: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/height|taille totale|stature/i, 60, 250],
  [/neck|collar|cou|col/i, 20, 70],
  [/wrist|poignet/i, 10, 35],
  [/ankle|cheville/i, 12, 45],
  [/bicep|upper arm|armhole|arm hole|emmanchure/i, 15, 75],
  [/waist|tour de taille/i, 40, 220],
  [/chest|bust|hip|seat|poitrine|hanche|bassin/i, 45, 230],
  [/thigh|cuisse/i, 25, 110],
  [/knee|calf|genou|mollet/i, 20, 75],
  [/shoulder|épaule|epaule/i, 25, 75],
  [/inseam|inside leg|entrejambe/i, 35, 115],
  [/sleeve|arm|manche|bras/i, 30, 100],
];
/** Any other measurement: from a finger's width to a floor-length gown. */
const ANY: readonly [number, number] = [2, 250];
/** An angle, in degrees whatever the unit (decision 124): a shoulder slope past 45 degrees is no shoulder. */
const ANGLE = { min: 0, max: 45 } as const;

const toCm = (size: number, unit: PlausibilityUnit) => (unit === 'inches' ? size * CM_PER_INCH : size);

/** The plausible range of a named measurement, in the unit asked for. */
export function plausibleRange(name: string, unit: PlausibilityUnit): { min: number; max: number } {
  if (measurementKind(name) === 'angle') return { ...ANGLE };
  const [, min, max] = RANGES.find(([re]) => re.test(name)) ?? [null, ...ANY];
  const f = unit === 'inches' ? 1 / CM_PER_INCH : 1;
  return { min: Math.round(min * f * 10) / 10, max: Math.round(max * f * 10) / 10 };
}

/**
 * Why a value deserves a second look, or null: outside the human range for its name, or more than
 * FAR_FROM_PREVIOUS away from the client's previous value of the same measurement (any unit).
 */
export function plausibilityFlag(
  value: { name: string; size: number; unit: PlausibilityUnit },
  previous?: { size: number; unit: PlausibilityUnit } | null,
): PlausibilityFlag | null {
  const angle = measurementKind(value.name) === 'angle';
  const { min, max } = plausibleRange(value.name, 'cm');
  // An angle is compared as it is: degrees are no length to convert.
  const measured = angle ? value.size : toCm(value.size, value.unit);
  if (!(measured >= min && measured <= max)) return 'implausible';
  if (previous && previous.size > 0) {
    const before = angle ? previous.size : toCm(previous.size, previous.unit);
    if (Math.abs(measured - before) / before > FAR_FROM_PREVIOUS) return 'far-from-previous';
  }
  return null;
}
