import { GARMENT_TYPES, shownSize, sizeChangeText, type AnsweredUnit, type GarmentType, type MeasurementHistory } from '@atelier/shared';
import type { Unit } from '@/lib/units';

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
 * A change since the last visit as the user reads it, in their unit: '+½ in', '−1 cm' (a true minus
 * sign), '+2°' for an angle, never converted (decision 124); null for a first value. The server
 * answers it in the visit's own unit; no change is `same` ('unchanged').
 */
export function changeText(
  change: number | null,
  opts: { name: string; from: AnsweredUnit; to: Unit; language: string; unitLabel: (unit: Unit) => string; same: string },
): string | null {
  if (change === null) return null;
  const shown = shownSize({ name: opts.name, size: change, unit: opts.from }, opts.to);
  return sizeChangeText(shown.size, shown.unit, shown.kind, opts) ?? opts.same;
}
