import { CM_PER_INCH, type MeasurementValue } from '@atelier/shared';

/**
 * Measurement units (decision 027). A value keeps the unit it was taken in; the screens
 * show it in the user's unit, converted exactly (1 in = 2.54 cm) and rounded for display only.
 */
export type Unit = MeasurementValue['unit'];

/** The input step: a quarter inch, half a centimetre (decision 027). */
export const UNIT_STEP: Record<Unit, number> = { inches: 0.25, cm: 0.5 };

/** Exact conversion; no rounding here, so converting back gives the value that was stored. */
export function convertSize(size: number, from: Unit, to: Unit): number {
  if (from === to) return size;
  return from === 'inches' ? size * CM_PER_INCH : size / CM_PER_INCH;
}

/** Rounded for display and for the form: two decimals at most (0.01 in or 0.01 cm). */
export function roundSize(size: number): number {
  return Math.round((size + Number.EPSILON) * 100) / 100;
}

/** A stored value as shown in `unit`: the rounded size, and whether it was converted. */
export function sizeIn(value: { size: number; unit: Unit }, unit: Unit): { size: number; converted: boolean } {
  return { size: roundSize(convertSize(value.size, value.unit, unit)), converted: value.unit !== unit };
}

const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A size as the language writes numbers ('81.28', '81,28'), two decimals at most, no trailing zeros. */
export function formatSizeNumber(size: number, language = 'en'): string {
  let format = sizeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    sizeFormats.set(language, format);
  }
  return format.format(size);
}

/** A size in the form's text: a point for decimals, as the number input takes it. */
export function sizeToInput(size: number): string {
  return String(roundSize(size));
}
