import { z } from 'zod';

/**
 * Text the database can store. PostgreSQL text and jsonb refuse U+0000, and jsonb refuses a lone
 * UTF-16 surrogate ("\ud800" in JSON): either reached the database as an error, a 500 (found by a
 * security probe). Every text field of every schema is built on `text()`, so such input is a 422
 * with a field message, decided once here.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const TEXT_MESSAGE = 'Text cannot contain null characters or broken Unicode';

/** A string that passes `isStorableText`; chain trim, min and max on it as on z.string(). */
export const text = () => z.string().refine(isStorableText, TEXT_MESSAGE);

/** A list search term: trimmed, bounded, storable; matched case-insensitively as a substring. */
export const SEARCH_MAX = 200;
