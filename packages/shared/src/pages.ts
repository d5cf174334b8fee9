import { z } from 'zod';

/**
 * One list pattern for every list (decision 069): `limit` asks for a page, newest first, and
 * `nextCursor` from the answer asks for the one after it. Without `limit` a list answers whole,
 * as the original front end expects.
 */
export const PAGE_LIMITS = {
  /** The most records one page holds. */
  max: 100,
  /** What the screens ask for: a screenful and a half on a desk, several on a phone. */
  screen: 50,
  /** A cursor longer than this was not made by the server. */
  cursorMax: 512,
  /** A cursor is good for a day: a list left open overnight starts again from its first page. */
  cursorTtlMs: 24 * 60 * 60 * 1000,
} as const;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_LIMITS.max}`;

/**
 * `limit` arrives as query text: only the digits of a whole number from 1 to 100 are one
 * (`abc`, `1.5`, `0`, `101` and an empty value are refused with the field named).
 */
export const pageLimitSchema = z
  .string()
  .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(PAGE_LIMITS.max, LIMIT_MESSAGE));

/** The opaque cursor of the previous page's `nextCursor`; the server checks it was made for this list and studio. */
export const pageCursorSchema = z
  .string()
  .min(1, 'Cursor is not valid')
  .max(PAGE_LIMITS.cursorMax, 'Cursor is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid');

/** The query fields every list takes; a list adds its own filters beside them. */
export const pageQueryShape = {
  limit: pageLimitSchema.optional(),
  cursor: pageCursorSchema.optional(),
};
export type PageQuery = { limit?: number; cursor?: string };

/** `nextCursor`: a string while more records follow, `null` after the last page; absent from a whole list. */
export const nextCursorSchema = z.string().nullable().optional();

/** A list answer: the records under the list's own key, and the cursor of the next page. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), nextCursor: nextCursorSchema } as { [P in K]: z.ZodArray<T> } & {
    nextCursor: typeof nextCursorSchema;
  });
}
