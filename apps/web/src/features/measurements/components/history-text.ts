import { GARMENT_TYPES, type GarmentType, type MeasurementHistory } from '@atelier/shared';
import { convertSize, formatSizeNumber, roundSize, type Unit } from '@/lib/units';

type HistoryGarment = MeasurementHistory['garments'][number];
type Visit = HistoryGarment['visits'][number];

/** A garment's name: a built-in type's key in the user's language, a studio garment by its own name (decision 078). */
export function historyGarmentName(g: Pick<HistoryGarment, 'key' | 'garmentName'>, builtInLabel: (g: GarmentType) => string): string {
  return (GARMENT_TYPES as readonly string[]).includes(g.key) ? builtInLabel(g.key as GarmentType) : g.garmentName;
}

/** The visit's value of a row's name (the server matched names whatever their case). */
export function valueOn(visit: Visit, name: string): Visit['values'][number] | undefined {
  const key = name.toLowerCase();
  return visit.values.find((v) => v.name.toLowerCase() === key);
}

/**
 * A change since the last visit as the user reads it, in their unit: '+0.5 in', '−1 cm' (a true
 * minus sign), and null for a first value. The server answers it in the visit's own unit; no
 * change is `same` ('unchanged').
 */
export function changeText(
  change: number | null,
  opts: { from: Unit; to: Unit; language: string; unitLabel: string; same: string },
): string | null {
  if (change === null) return null;
  const shown = roundSize(convertSize(change, opts.from, opts.to));
  if (shown === 0) return opts.same;
  return `${shown > 0 ? '+' : '\u2212'}${formatSizeNumber(Math.abs(shown), opts.language)} ${opts.unitLabel}`;
}
