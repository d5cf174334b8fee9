import { readSize, sizeNumberText, type MaterialMeasure } from '@atelier/shared';
import type { Unit } from '@/lib/units';

/**
 * The units a studio measures its stock in (decision 146): centimetres and metres, or inches and
 * yards, after its measurement unit. The server keeps integer millimetres (decision 142); what is
 * typed is read with the shared measurement reader (`3 1/2`, `3½`, `1,5`) and rounded to the
 * nearest millimetre, so an eighth of a yard (114.3 mm) is kept as 114 mm and shown back as typed.
 */
export type LengthUnit = 'cm' | 'in' | 'm' | 'yd';
export const MM_PER: Record<LengthUnit, number> = { cm: 10, in: 25.4, m: 1000, yd: 914.4 };

/** Widths and repeats in cm or in, lengths in m or yd, after the studio's measurement unit. */
export function materialUnits(unit: Unit): { width: LengthUnit; length: LengthUnit } {
  return unit === 'cm' ? { width: 'cm', length: 'm' } : { width: 'in', length: 'yd' };
}

/** What a material's quantities are written in: its length unit, or whole units when it is counted. */
export const quantityUnit = (measure: MaterialMeasure, unit: Unit): LengthUnit | 'unit' =>
  measure === 'count' ? 'unit' : materialUnits(unit).length;

/** Why a typed quantity was refused: nothing typed, not a number as a tailor writes one, or out of bounds. */
export type QuantityProblem = 'empty' | 'unreadable' | 'range';
export type QuantityReading = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

const imperial = (unit: LengthUnit) => unit === 'in' || unit === 'yd';

/**
 * Typed text to millimetres (or whole units), refused outside [min, max]. Finer than a tape's mark
 * is fine here (1.125 m, 54.3 in): it is rounded to the millimetre, which is what is kept.
 */
export function readQuantity(
  text: string,
  unit: LengthUnit | 'unit',
  { language, min, max }: { language: string; min: number; max: number },
): QuantityReading {
  const counted = unit === 'unit';
  const reading = readSize(text, {
    unit: counted || !imperial(unit) ? 'cm' : 'inches',
    kind: counted ? 'count' : 'length',
    language,
    max: Number.MAX_SAFE_INTEGER,
  });
  let size: number;
  if (reading.ok) size = reading.size;
  else if (reading.problem === 'too-fine' && !counted && reading.size !== undefined) size = reading.size;
  else if (reading.problem === 'out-of-range' && reading.size === 0) size = 0;
  else return { ok: false, problem: reading.problem === 'empty' ? 'empty' : 'unreadable' };
  const value = counted ? size : Math.round(size * MM_PER[unit]);
  return value < min || value > max ? { ok: false, problem: 'range' } : { ok: true, value };
}

const decimalFormats = new Map<string, Intl.NumberFormat>();
function decimal(size: number, language: string, digits: number): string {
  const key = `${language}|${digits}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false });
    decimalFormats.set(key, format);
  }
  return format.format(size);
}

/**
 * Millimetres (or units) as the form shows them back and the screens write them, without the unit:
 * in inches or yards the sixteenth that gives back the same millimetre (`3½`, `54`), else two
 * decimals; in cm or m the exact decimal (`150`, `3,5`). Always readable again by `readQuantity`.
 */
export function quantityNumber(value: number, unit: LengthUnit | 'unit', language: string): string {
  if (unit === 'unit') return decimal(value, language, 0);
  const size = value / MM_PER[unit];
  if (!imperial(unit)) return decimal(size, language, unit === 'm' ? 3 : 1);
  const sixteenths = Math.round(size * 16) / 16;
  if (Math.round(sixteenths * MM_PER[unit]) === value) return sizeNumberText(sixteenths, { unit: 'inches', language });
  return decimal(size, language, 2);
}

/** A yard is 0.9144 m: a price per yard is kept per metre (decision 142), rounded to the cent. */
export const perMetreFromPerYard = (perYard: number) => Math.round((perYard / 0.9144) * 100) / 100;
export const perYardFromPerMetre = (perMetre: number) => Math.round(perMetre * 0.9144 * 100) / 100;
