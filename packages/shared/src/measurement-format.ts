import { isRepresentable, type SizeUnit } from './measurement-input.js';
import { ANGLE_UNIT, measurementKind, unitOfMeasurement, type AnsweredUnit, type MeasurementKind } from './measurement-kinds.js';

/**
 * A size as a tailor reads it (decision 124): inches in eighths as vulgar fractions (`27¼`, `⅜`) and
 * odd sixteenths as `27 3/16`; centimetres, angles and counts as the language writes decimals
 * (`69.5`, `69,5`). An angle is shown in degrees (`13°`) and a count bare, never with "in" or "cm".
 * Every screen, the portal page and the server's exports format a measurement here. No zod: the
 * portal page reads this (decision 085).
 */
const CM_PER_INCH = 2.54;
const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'] as const;

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals at most (a converted value), no grouping (`1000`: the forms read it back). */
function decimalText(size: number, language: string): string {
  let format = decimalFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
    decimalFormats.set(language, format);
  }
  return format.format(size);
}

/** 27.25 → `27¼`, 27.1875 → `27 3/16`, 0.375 → `⅜`: a whole number of sixteenths. */
function inchText(size: number): string {
  const sixteenths = Math.round(size * 16);
  const whole = Math.floor(sixteenths / 16);
  const rest = sixteenths % 16;
  if (rest === 0) return String(whole);
  if (rest % 2 === 0) return `${whole || ''}${EIGHTHS[rest / 2]}`;
  return whole ? `${whole} ${rest}/16` : `${rest}/16`;
}

/** Is this kind measured with a tape, in the record's unit? */
const onTape = (kind: MeasurementKind) => kind === 'length' || kind === 'circumference';

/**
 * The number of a size, without its unit: `27¼` for an inch size that is a whole number of
 * sixteenths, else a decimal in the language's writing (`69,5`; a converted `27.95`).
 */
export function sizeNumberText(size: number, options: { unit: AnsweredUnit; kind?: MeasurementKind; language?: string }): string {
  const { unit, kind = 'length', language = 'en' } = options;
  if (unit === 'inches' && onTape(kind) && size >= 0 && isRepresentable(size, unit, kind)) return inchText(size);
  return decimalText(size, language);
}

export type SizeTextOptions = {
  language: string;
  /** The unit's short form in the language ('in', 'po', 'cm'). */
  unitLabel: (unit: SizeUnit) => string;
};

/** A size with its unit: `27¼ in`, `69,5 cm`; an angle `13°`, a count `3`. */
export function sizeText(size: number, unit: AnsweredUnit, kind: MeasurementKind, options: SizeTextOptions): string {
  if (kind === 'angle' || unit === ANGLE_UNIT) return `${decimalText(size, options.language)}°`;
  if (kind === 'count') return decimalText(size, options.language);
  return `${sizeNumberText(size, { unit, kind, language: options.language })} ${options.unitLabel(unit)}`;
}

export type ShownSize = { size: number; unit: AnsweredUnit; kind: MeasurementKind; converted: boolean };

/**
 * A stored value as shown in `unit`: converted exactly, then rounded to `decimals` for display only;
 * a value in its own unit is shown exactly. An angle or a count is never converted.
 */
export function shownSize(value: { name: string; size: number; unit: AnsweredUnit }, unit: SizeUnit, decimals = 2): ShownSize {
  const kind = measurementKind(value.name);
  if (!onTape(kind) || value.unit === unit || value.unit === ANGLE_UNIT)
    return { size: value.size, unit: value.unit, kind, converted: false };
  const exact = value.unit === 'inches' ? value.size * CM_PER_INCH : value.size / CM_PER_INCH;
  const scale = 10 ** decimals;
  return { size: Math.round((exact + Number.EPSILON) * scale) / scale, unit, kind, converted: true };
}

/**
 * A stored value as a screen shows it in `unit`: `27¼ in`; converted, with what it was taken as
 * (`original`, for the screen's own "81.28 cm (32 in)"); `13°` for an angle in any unit.
 */
export function measurementText(
  value: { name: string; size: number; unit: AnsweredUnit },
  unit: SizeUnit,
  options: SizeTextOptions & { decimals?: number },
): { text: string; original: string | null } {
  const shown = shownSize(value, unit, options.decimals);
  const text = sizeText(shown.size, shown.unit, shown.kind, options);
  return { text, original: shown.converted ? sizeText(value.size, value.unit, shown.kind, options) : null };
}

/** A change between two visits: `+½ in`, `−1 cm` (a true minus sign), `+2°`; `null` when there is none. */
export function sizeChangeText(change: number, unit: AnsweredUnit, kind: MeasurementKind, options: SizeTextOptions): string | null {
  if (change === 0) return null;
  return `${change > 0 ? '+' : '\u2212'}${sizeText(Math.abs(change), unit, kind, options)}`;
}

/**
 * A measurement's unit in an exported file, beside its exact number: the unit the API answers
 * (`unitOfMeasurement`: the record's 'inches' or 'cm', 'degrees' for an angle, decision 189), '' for a count.
 */
export function exportedUnit(value: { name: string; unit: AnsweredUnit }): string {
  return measurementKind(value.name) === 'count' ? '' : unitOfMeasurement(value);
}
