import type { MeasurementKind } from './measurement-kinds.js';
import { numberMarks } from './typed-number.js';

/**
 * A size as a tailor writes it, read into the exact number it stands for (decision 124): `27 1/4`,
 * `27-1/4`, `27¼`, `27 3/16`, `27.25`, `27`, and the decimal comma `69,5`. The studio's measurement
 * forms, their offline path and the portal's measure-at-home form all read sizes here, and the
 * server's schemas refuse with `isRepresentable` what no tape gives. Nothing is rounded: a size that
 * is not exactly one the unit takes is refused, never changed into another. No zod: the portal
 * page reads this (decision 085).
 */
export type SizeUnit = 'inches' | 'cm';

/** The largest size any measurement takes (decision 012). */
export const MEASUREMENT_SIZE_MAX = 1000;

/**
 * How many parts of its unit a size is written in: an inch in sixteenths (eighths are what a tailor
 * takes; sixteenths are on every tape, so they are always accepted), a centimetre in millimetres, an
 * angle in tenths of a degree whatever the unit, a count in whole numbers.
 */
export function partsPerUnit(unit: SizeUnit, kind: MeasurementKind = 'length'): number {
  if (kind === 'count') return 1;
  if (kind === 'angle' || unit === 'cm') return 10;
  return 16;
}

/** Whether `size` is a whole number of its parts, with room for floating point (70.1 × 10 is 701.0000000000001). */
export function isRepresentable(size: number, unit: SizeUnit, kind: MeasurementKind = 'length'): boolean {
  const parts = size * partsPerUnit(unit, kind);
  return Number.isFinite(parts) && Math.abs(parts - Math.round(parts)) < 1e-9;
}

/** Why a typed size was refused: nothing typed, no number as a tailor writes one, finer than the unit takes, or out of bounds. */
export type SizeProblem = 'empty' | 'unreadable' | 'too-fine' | 'out-of-range';
export type SizeReading = { ok: true; size: number } | { ok: false; problem: SizeProblem; size?: number };
export type SizeReadingOptions = {
  unit: SizeUnit;
  kind?: MeasurementKind;
  /** The page's language: a comma followed by three digits reads as a thousands group in English, and is refused. */
  language?: string;
  /** Sizes are above 0 and at most this. */
  max?: number;
};

const VULGAR: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
};
const DENOMINATORS = [2, 4, 8, 16];

const WITH_VULGAR = /^(\d+)? ?([½¼¾⅛⅜⅝⅞])$/;
/** `27 1/4`, `27-1/4` or `1/4`. */
const WITH_SLASH = /^(?:(\d+)[ -])?(\d+)\/(\d+)$/;
const DECIMAL = /^(\d*)([.,])(\d+)$/;
const WHOLE = /^\d+$/;

/** The typed text with its spaces (no-break ones included) trimmed and single, and fraction slashes as '/'. */
const normalised = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2044\u2215]/g, '/');

/** A fraction of 2, 4, 8 or 16 parts, less than one whole: 3/16 is 0.1875 exactly. */
function fraction(numerator: number, denominator: number): number | null {
  if (!DENOMINATORS.includes(denominator) || numerator <= 0 || numerator >= denominator) return null;
  return numerator / denominator;
}

/** The number the text writes, or null when it writes none the way a tailor does. */
function numberOf(text: string, language: string): number | null {
  if (WHOLE.test(text)) return Number(text);
  const vulgar = WITH_VULGAR.exec(text);
  if (vulgar) {
    const [numerator, denominator] = VULGAR[vulgar[2]!]!;
    return Number(vulgar[1] ?? 0) + numerator / denominator;
  }
  const slash = WITH_SLASH.exec(text);
  if (slash) {
    const part = fraction(Number(slash[2]), Number(slash[3]));
    return part === null ? null : Number(slash[1] ?? 0) + part;
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return null;
  const [, whole, mark, digits] = decimal;
  // '27,125' in English (and '27.125' in German) groups thousands, or is a slip: refused, never guessed.
  if (mark === numberMarks(language).group && digits!.length === 3) return null;
  return Number(`${whole || '0'}.${digits}`);
}

/**
 * Typed text to its exact size in `unit`: `27 1/4` is 27.25, `69,5` is 69.5. Refused: an empty text,
 * anything else (`27 1/3`, `27..5`, `abc`, `27 1/4 1/2`, `-3`), a size finer than the unit takes
 * (27.3 in, 69.55 cm), or one not above 0 and at most `max`.
 */
export function readSize(text: string, options: SizeReadingOptions): SizeReading {
  const { unit, kind = 'length', language = 'en', max = MEASUREMENT_SIZE_MAX } = options;
  const typed = normalised(text);
  if (typed === '') return { ok: false, problem: 'empty' };
  const size = numberOf(typed, language);
  if (size === null || !Number.isFinite(size)) return { ok: false, problem: 'unreadable' };
  if (!(size > 0 && size <= max)) return { ok: false, problem: 'out-of-range', size };
  if (!isRepresentable(size, unit, kind)) return { ok: false, problem: 'too-fine', size };
  return { ok: true, size };
}
