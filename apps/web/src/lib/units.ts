import type { MeasurementValue } from '@atelier/shared';

/**
 * Measurement units (decision 027). A value keeps the unit it was taken in; the screens
 * show it in the user's unit, converted exactly (1 in = 2.54 cm) and rounded for display only, with
 * the shared formatter (`measurementText`, decision 124).
 */
export type Unit = MeasurementValue['unit'];

/** The input step: a quarter inch, half a centimetre (decision 027). */
export const UNIT_STEP: Record<Unit, number> = { inches: 0.25, cm: 0.5 };

/** Rounded for display and for the form: two decimals at most (0.01 in or 0.01 cm). */
export function roundSize(size: number): number {
  return Math.round((size + Number.EPSILON) * 100) / 100;
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
