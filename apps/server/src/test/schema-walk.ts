import type { z } from 'zod';

/**
 * Reads zod schemas the way the cross-route tests need (decision 062): which fields of a body take
 * free text, and which answers may be null. Only the shapes our schemas use are followed.
 */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  format?: string;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that do not change what the value is. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** A field path (`items.0.description`) and a value with only that field set, nested as the schema nests it. */
export type TextField = { field: string; bodyWith: (value: string) => unknown };

/** Every plain-string field of a body schema: where a user's free text goes. */
export function textFields(schema: z.ZodType): TextField[] {
  const out: TextField[] = [];
  const walk = (node: z.ZodType, path: (string | number)[], wrap: (inner: unknown) => unknown) => {
    const def = defOf(unwrap(node));
    if (def.type === 'string' && !def.format) {
      out.push({ field: path.join('.'), bodyWith: (value) => wrap(value) });
    } else if (def.type === 'object' && def.shape) {
      for (const [key, child] of Object.entries(def.shape)) walk(child, [...path, key], (inner) => wrap({ [key]: inner }));
    } else if (def.type === 'array' && def.element) {
      walk(def.element, [...path, 0], (inner) => wrap([inner]));
    }
  };
  walk(schema, [], (inner) => inner);
  return out.filter((f) => f.field !== '');
}

/** A date or date-time field of a body or a query (decision 188), with the string format it takes. */
export type DateField = TextField & { format: 'date' | 'datetime' };

/** The format of a date field: `date` (a union of a date and a date-time takes a date too), `datetime`, or none. */
function dateFormatOf(node: z.ZodType): DateField['format'] | undefined {
  const def = defOf(unwrap(node)) as Def & { options?: z.ZodType[] };
  if (def.type === 'string' && (def.format === 'date' || def.format === 'datetime')) return def.format;
  if (def.type !== 'union' || !def.options) return undefined;
  const formats = def.options.map(dateFormatOf);
  if (formats.every(Boolean)) return formats.includes('date') ? 'date' : 'datetime';
  // A date or '' (a form's empty field): the date is what is judged.
  return formats.find(Boolean);
}

/** Every field of a schema that takes a date or a date-time, however deep: where a year is written. */
export function dateFields(schema: z.ZodType | undefined): DateField[] {
  const out: DateField[] = [];
  const walk = (node: z.ZodType, path: (string | number)[], wrap: (inner: unknown) => unknown) => {
    const format = dateFormatOf(node);
    const def = defOf(unwrap(node));
    if (format) out.push({ field: path.join('.'), format, bodyWith: (value) => wrap(value) });
    else if (def.type === 'object' && def.shape) {
      for (const [key, child] of Object.entries(def.shape)) walk(child, [...path, key], (inner) => wrap({ [key]: inner }));
    } else if (def.type === 'array' && def.element) {
      walk(def.element, [...path, 0], (inner) => wrap([inner]));
    } else if (def.type === 'union') {
      for (const option of (def as { options?: z.ZodType[] }).options ?? []) walk(option, path, wrap);
    }
  };
  if (schema) walk(schema, [], (inner) => inner);
  return out.filter((f, i) => f.field !== '' && out.findIndex((g) => g.field === f.field) === i);
}

/** Paths of answers that may be null while their value is text (decision 017 allows only a few). */
export function nullableTextPaths(schema: z.ZodType): string[] {
  const out: string[] = [];
  const walk = (node: z.ZodType, path: string[], nullable: boolean) => {
    const def = defOf(node);
    if (def.type === 'nullable' && def.innerType) return walk(def.innerType, path, true);
    if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, path, nullable);
    if (def.type === 'pipe' && def.in) return walk(def.in, path, nullable);
    if (def.type === 'string' && !def.format && nullable) out.push(path.join('.'));
    if (def.type === 'object' && def.shape) for (const [key, child] of Object.entries(def.shape)) walk(child, [...path, key], false);
    if (def.type === 'array' && def.element) walk(def.element, [...path, '*'], false);
  };
  walk(schema, [], false);
  return out;
}

type Check = {
  _zod: { def: { check: string; value?: unknown; minimum?: number; maximum?: number; inclusive?: boolean; format?: string } };
};
const checksOf = (schema: z.ZodType): Check['_zod']['def'][] =>
  ((defOf(schema) as { checks?: Check[] }).checks ?? []).map((c) => c._zod.def);

/** A made-up value of each string format our schemas use. */
const FORMATS: Record<string, string> = {
  email: 'walk@example.com',
  date: '2030-01-02',
  datetime: '2030-01-02T10:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  url: 'https://example.com',
};

function sampleString(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.format && FORMATS[def.format]) return FORMATS[def.format]!;
  const min = checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 1;
  return 'A'.repeat(Math.max(1, min));
}

function sampleNumber(schema: z.ZodType): number {
  const checks = checksOf(schema);
  const above = checks.find((c) => c.check === 'greater_than');
  const below = checks.find((c) => c.check === 'less_than');
  const low = typeof above?.value === 'number' ? above.value + (above.inclusive ? 0 : 1) : undefined;
  const high = typeof below?.value === 'number' ? below.value - (below.inclusive ? 0 : 1) : undefined;
  return low ?? (high !== undefined ? Math.min(1, high) : 1);
}

/**
 * A value the schema likely accepts, built from its shape alone (required fields only; the first
 * option of an enum or union). Callers check it with `safeParse`: a refinement it cannot guess
 * (a date before another) makes it invalid, and they fall back to sending less.
 */
export function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema) as Def & {
    entries?: Record<string, string>;
    values?: unknown[];
    options?: z.ZodType[];
    valueType?: z.ZodType;
    defaultValue?: unknown;
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType!);
    case 'pipe':
      return sampleOf(def.in!);
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'int':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sampleOf(def.options![0]!);
    case 'array': {
      const min = checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 0;
      return Array.from({ length: min }, (_, i) => {
        const item = sampleOf(def.element!);
        return typeof item === 'string' ? `${item}${i}` : item;
      });
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        if (!(child as z.ZodType).safeParse(undefined).success) out[key] = sampleOf(child);
      }
      return out;
    }
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** The JSON type of a field's value as the schema reads it, under its wrappers. */
export function jsonTypeOf(schema: z.ZodType): string {
  const type = defOf(unwrap(schema)).type;
  if (type === 'int') return 'number';
  if (type === 'enum' || type === 'literal') return 'choice';
  return type;
}

/** The top-level fields of an object body with their schemas. */
export function topFields(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.shape ? Object.entries(def.shape) : [];
}

/**
 * Text fields inside the objects of a top-level list (`measurements[].hint`, `items[].description`)
 * that a body may leave out or send as null: the nested optional text of decision 017. A reference
 * (`…Id`) is not text.
 */
export function nestedOptionalText(schema: z.ZodType | undefined): { list: string; field: string; item: z.ZodType }[] {
  const out: { list: string; field: string; item: z.ZodType }[] = [];
  for (const [list, child] of topFields(schema)) {
    const def = defOf(unwrap(child));
    if (def.type !== 'array' || !def.element) continue;
    for (const [field, fieldSchema] of topFields(def.element)) {
      if (/^(id|\w+Id)$/.test(field) || jsonTypeOf(fieldSchema) !== 'string') continue;
      if (fieldSchema.safeParse(null).success) out.push({ list, field, item: def.element });
    }
  }
  return out;
}

/** Paths of objects in a body that accept keys they do not name (decision 005: bodies are strict). */
export function looseObjects(schema: z.ZodType): string[] {
  const out: string[] = [];
  const walk = (node: z.ZodType, path: string[]) => {
    const def = defOf(unwrap(node)) as Def & { catchall?: z.ZodType; options?: z.ZodType[] };
    if (def.type === 'object' && def.shape) {
      if (!def.catchall || defOf(def.catchall).type !== 'never') out.push(path.join('.') || '(body)');
      for (const [key, child] of Object.entries(def.shape)) walk(child, [...path, key]);
    } else if (def.type === 'array' && def.element) walk(def.element, [...path, '*']);
    else if (def.type === 'union' && def.options) for (const option of def.options) walk(option, path);
  };
  walk(schema, []);
  return out;
}
