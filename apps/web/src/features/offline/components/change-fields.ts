/**
 * The editable values of a queued change's body (decision 092), flattened to paths the server's
 * field errors name: 'email', 'measurements.2.size'. A field is labelled by its form's name
 * (`names`), a measurement's value by the measurement's name. References to other records
 * (`clientId`) are not typed by hand: they stay as they are.
 */
export type ChangeField = { path: string; label: string; value: string; numeric: boolean };

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
        const named = entry as { name?: unknown; size?: unknown };
        if (entry && typeof entry === 'object' && typeof named.name === 'string' && typeof named.size === 'number')
          fields.push({ path: `${key}.${i}.size`, label: named.name, value: String(named.size), numeric: true });
      });
  }
  return fields;
}

/** The body with the edited values put back at their paths, numbers as numbers. */
export function withValues(body: Record<string, unknown>, fields: ChangeField[]): Record<string, unknown> {
  const next = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  for (const field of fields) {
    const parts = field.path.split('.');
    let target = next as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    const last = parts[parts.length - 1]!;
    target[last] = field.numeric && field.value.trim() !== '' && !Number.isNaN(Number(field.value)) ? Number(field.value) : field.value;
  }
  return next;
}
