import { measurementKind, type MeasurementKind, type MeasurementRevision } from '@atelier/shared';
import type { RevisionTexts } from './messages';

type Unit = MeasurementRevision['unit'];

/** What the line needs of the user's formats: the shared formatter's size with its unit, the measurement's name in the language. */
export type RevisionFormat = {
  sizeText: (size: number, unit: Unit, kind: MeasurementKind) => string;
  sizeNumber: (size: number, unit: Unit, kind: MeasurementKind) => string;
  measurementName: (name: string) => string;
};

/**
 * A change as the tailor reads it (decision 130): 'Waist 27¼ → 27½ in', the unit written once when
 * both sizes are in it; '27 in → 69 cm' when the edit changed the unit; an angle '13° → 14°'
 * (decision 124). The sizes are shown as they were written, never converted.
 */
export function revisionChangeText(
  r: Pick<MeasurementRevision, 'name' | 'from' | 'fromUnit' | 'to' | 'unit'>,
  format: RevisionFormat,
  t: Pick<RevisionTexts, 'changed' | 'added' | 'removed'>,
): string {
  const kind = measurementKind(r.name);
  const name = format.measurementName(r.name);
  if (r.from === null) return t.added({ name, to: r.to === null ? '' : format.sizeText(r.to, r.unit, kind) });
  const fromUnit = r.fromUnit ?? r.unit;
  if (r.to === null) return t.removed({ name, from: format.sizeText(r.from, fromUnit, kind) });
  // A tape size in one unit names it once ('27¼ → 27½ in'); an angle or a count has its own sign.
  const sameTape = fromUnit === r.unit && (kind === 'length' || kind === 'circumference');
  const from = sameTape ? format.sizeNumber(r.from, fromUnit, kind) : format.sizeText(r.from, fromUnit, kind);
  return t.changed({ name, from, to: format.sizeText(r.to, r.unit, kind) });
}
