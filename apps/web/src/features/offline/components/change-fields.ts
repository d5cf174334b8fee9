import { measurementKind, readSize, type SizeUnit } from '@atelier/shared';
import { readTyped } from '@/lib/typed-number';

/**
 * The editable values of a queued change's body (decision 092), flattened to paths the server's
 * field errors name: 'email', 'measurements.2.size'. A field is labelled by its form's name
 * (`names`), a measurement's value by the measurement's name. References to other records
 * (`clientId`) are not typed by hand: they stay as they are.
 */
export type ChangeField = {
  path: string;
  label: string;
  value: string;
  numeric: boolean;
  /** A measurement's size: read back as a tailor writes it, in its unit (decision 124). */
  size?: { name: string; unit: SizeUnit };
};

/** A field naming another record by its id, which no one corrects by typing. */
export const isReference = (key: string) => key.endsWith('Id');

export function changeFields(body: Record<string, unknown>, names: Readonly<Record<string, string>> = {}): ChangeField[] {
  const fields: ChangeField[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (isReference(key)) continue;
    if (typeof value === 'string' || typeof value === 'number')
      fields.push({ path: key, label: names[key] ?? key, value: String(value), numeric: typeof value === 'number' });
    if (Array.isArray(value))
      value.forEach((entry: unknown, i) => {
        const named = entry as { name?: unknown; size?: unknown; unit?: unknown };
        if (entry && typeof entry === 'object' && typeof named.name === 'string' && typeof named.size === 'number') {
          const unit: SizeUnit = named.unit === 'cm' ? 'cm' : 'inches';
          fields.push({
            path: `${key}.${i}.size`,
            label: named.name,
            value: String(named.size),
            numeric: true,
            size: { name: named.name, unit },
          });
        }
      });
  }
  return fields;
}

/** A field's number: a size as the measurement forms read it (`27 1/4` is 27.25), else the plain number; null when it is none. */
function numberOf(field: ChangeField, language: string): number | null {
  if (field.size) {
    const reading = readSize(field.value, { unit: field.size.unit, kind: measurementKind(field.size.name), language });
    if (reading.ok) return reading.size;
  }
  const read = readTyped(field.value, { decimals: 2, negative: true }, language);
  return read.error ? null : read.value;
}

/**
 * The body with the edited values put back at their paths, numbers as numbers. A value that is no
 * number stays as typed, for the server to refuse by name.
 */
export function withValues(body: Record<string, unknown>, fields: ChangeField[], language = 'en'): Record<string, unknown> {
  const next = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  for (const field of fields) {
    const parts = field.path.split('.');
    let target = next as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    const last = parts[parts.length - 1]!;
    target[last] = (field.numeric ? numberOf(field, language) : null) ?? field.value;
  }
  return next;
}
