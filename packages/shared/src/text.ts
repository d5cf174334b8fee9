/**
 * PostgreSQL text and jsonb cannot store U+0000, so a NUL in any field would reach the database
 * as an error (a 500). Refusing it in the schema keeps such input a 422 with a field message.
 */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

export const NUL_MESSAGE = 'Text cannot contain null characters';

/** A list search term: trimmed, bounded, NUL-free; matched case-insensitively as a substring. */
export const SEARCH_MAX = 200;
