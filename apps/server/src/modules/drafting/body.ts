import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import {
  FREESEWING_MEASUREMENTS,
  GARMENT_TEMPLATES,
  missingMeasurementField,
  missingMeasurementMessage,
  toMillimetres,
  type DesignMeasurement,
  type MeasurementValue,
} from '@atelier/shared';

/**
 * Our label for a FreeSewing measurement name, as the form and the 422 show it: the
 * name the garment's own template uses when it has one (a dress records 'Bust', a suit 'Chest').
 */
export function describeMeasurement(name: string, garment?: string): DesignMeasurement {
  const known = FREESEWING_MEASUREMENTS[name];
  const template: readonly string[] =
    garment && garment in GARMENT_TEMPLATES ? GARMENT_TEMPLATES[garment as keyof typeof GARMENT_TEMPLATES] : [];
  const label = known ? ([known.label, ...known.aliases].find((l) => template.includes(l)) ?? known.label) : name;
  return { name, label, kind: known?.kind ?? 'length' };
}

const key = (s: string) => s.trim().toLowerCase();

/** The names a record may use for a FreeSewing measurement: our label, its aliases, its own name. */
function namesFor(name: string): string[] {
  const known = FREESEWING_MEASUREMENTS[name];
  return [name, ...(known ? [known.label, ...known.aliases] : [])].map(key);
}

/** FreeSewing's name for a measurement as a record or a correction names it ('Bust', 'waist'), or null. */
export function freesewingName(name: string): string | null {
  return Object.keys(FREESEWING_MEASUREMENTS).find((n) => namesFor(n).includes(key(name))) ?? null;
}

export type Body = {
  /** FreeSewing's name → millimetres (degrees for an angle). */
  values: Record<string, number>;
  missing: DesignMeasurement[];
};

/**
 * The body FreeSewing drafts from, out of a record's values (inches or cm: × 25.4 for
 * inches) for the measurements `needed`. An angle (shoulder slope) is taken in degrees whatever
 * unit the record says. What the record lacks is listed, never guessed.
 */
export function bodyFrom(values: readonly MeasurementValue[], needed: readonly string[], garment?: string): Body {
  const byName = new Map(values.map((v) => [key(v.name), v]));
  const body: Body = { values: {}, missing: [] };
  for (const name of needed) {
    const value = namesFor(name)
      .map((n) => byName.get(n))
      .find((v) => v !== undefined);
    if (!value) {
      body.missing.push(describeMeasurement(name, garment));
      continue;
    }
    body.values[name] = describeMeasurement(name).kind === 'angle' ? value.size : toMillimetres(value);
  }
  return body;
}

/**
 * The record's values with the user's additions (saved back as custom values): an
 * addition replaces a value of the same name (any of its names), the rest are appended.
 */
export function mergeValues(record: readonly MeasurementValue[], added: readonly MeasurementValue[]): MeasurementValue[] {
  const out = [...record];
  for (const value of added) {
    const canonical = freesewingName(value.name);
    const names = canonical ? namesFor(canonical) : [key(value.name)];
    const at = out.findIndex((v) => names.includes(key(v.name)));
    if (at >= 0) out[at] = { ...value, name: out[at]!.name };
    else out.push(value);
  }
  return out;
}

/** 422 MEASUREMENTS_MISSING naming each one by our label and FreeSewing's name (decision 038). */
export function missingMeasurementsError(missing: readonly DesignMeasurement[]): AppError {
  const labels = missing.map((m) => m.label);
  return new AppError(
    'MEASUREMENTS_MISSING',
    missing.length === 1
      ? said('drafting.oneMissing', { labels: labels.join(', ') })
      : said('drafting.someMissing', { count: missing.length, labels: labels.join(', ') }),
    {
      errors: missing.map((m) => ({ field: missingMeasurementField(m.name), message: missingMeasurementMessage(m.label, m.name) })),
    },
  );
}
