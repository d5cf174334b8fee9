import { CONTRACT_FIELDS, type ContractField, type Language } from '@atelier/shared';
import { formatCalendarDate } from '../invoices/pdf-text.js';
import { contractWords } from './words.js';

/** What the fields are filled from when a contract is sent (decision 159); null is a blank to fill by hand. */
export type FieldValues = Record<ContractField, string | null>;

const FIELD = /\{\{\s*([a-z]+(?:\.[a-z]+)?)\s*\}\}/g;
const known = new Set<string>(CONTRACT_FIELDS);

/**
 * The template's text with its fields filled: a field with no value reads as a blank line, one the
 * list does not know is left as written, so the studio sees its typing slip.
 */
export function fillContract(body: string, values: FieldValues, language: Language): string {
  const blank = contractWords(language).blank;
  return body.replace(FIELD, (whole, name: string) => (known.has(name) ? (values[name as ContractField] ?? blank) : whole));
}

/** A calendar date (YYYY-MM-DD) as the client reads it; null when not given. */
export const fieldDate = (day: string | null, language: Language) => (day ? formatCalendarDate(day, language) : null);
