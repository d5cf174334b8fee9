import { z } from 'zod';

/**
 * The most characters a field of the server's own zod schema accepts, for an input's maxLength,
 * so a limit is written once, in packages/shared, and a form cannot drift from the server. Reads
 * through the wrappers a field is built with (optional, nullable, default, a pipe into a
 * transform); undefined when the field sets no maximum.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  return undefined;
}

/** The maximum of each text field of an object schema, by field name (a form's `maxLength`s). */
export function maxLengthsOf<S extends z.ZodObject>(schema: S): Record<keyof S['shape'], number | undefined> {
  const out: Record<string, number | undefined> = {};
  for (const [key, field] of Object.entries(schema.shape)) out[key] = maxLengthOf(field as z.ZodType);
  return out as Record<keyof S['shape'], number | undefined>;
}
