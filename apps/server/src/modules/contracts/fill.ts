import { CONTRACT_FIELDS, type ContractField, type Language } from '@atelier/shared';
import { formatCalendarDate } from '../invoices/pdf-text.js';
import { contractWords } from './words.js';

/** What the fields are filled from when a contract is sent (decision 159); null is a blank to fill by hand. */
export type FieldValues = Record<ContractField, string | null>;

// A field's name may be camelCase after its dot: `{{rental.lateFee}}` (decision 226).
const FIELD = /\{\{\s*([a-z]+(?:\.[a-z][a-zA-Z]*)?)\s*\}\}/g;
const known = new Set<string>(CONTRACT_FIELDS);

/**
 * The template's text with its fields filled: a field with no value reads as a blank line, one the
 * list does not know is left as written, so the studio sees its typing slip.
 */
export function fillContract(body: string, values: FieldValues, language: Language): string {
  const blank = contractWords(language).blank;
  return body.replace(FIELD, (whole, name: string) => (known.has(name) ? (values[name as ContractField] ?? blank) : whole));
}

/** The fields the text names, once each in the order written, that have no value: what sending refuses (decision 183). */
export function emptyFields(body: string, values: FieldValues): ContractField[] {
  const named = [...body.matchAll(FIELD)].map((m) => m[1]!).filter((name): name is ContractField => known.has(name));
  return [...new Set(named)].filter((name) => !values[name]);
}

/** A calendar date (YYYY-MM-DD) as the client reads it; null when not given. */
export const fieldDate = (day: string | null, language: Language) => (day ? formatCalendarDate(day, language) : null);
