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
