import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { PHONE_COUNTRIES } from '@atelier/shared';

/**
 * What was typed, in the three ways the search compares it (decision 210): as text (folded by the
 * database: case and accents ignored), as a code or number (only its letters and digits, folded:
 * 'A-0001-1' is 'a00011'), and as a phone number (the digits a saved number holds however it was
 * written). A code or number is compared from two characters on, a phone from six digits: fewer would
 * match most of a busy studio's documents and tell nothing.
 */
export type SearchTerms = { text: string; compact: string | null; phoneDigits: string | null };

/** The fewest letters and digits a code or number is looked for with. */
export const CODE_MIN = 2;
/** The fewest digits a phone number is looked for with. */
export const PHONE_MIN = 6;

/** Letters and digits only, lower case and without accents, as `atelier_compact` makes them. */
export const compactOf = (typed: string): string =>
  typed
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const isCountry = (v: string | null): v is CountryCode => !!v && (PHONE_COUNTRIES as readonly string[]).includes(v);

/**
 * The digits every way of writing the number typed holds: its national significant number read in
 * the studio's country ('06 12 34 56 78' and '+33 6 12 34 56 78' both hold 612345678), or, when it
 * cannot be read, its digits without the trunk zeros.
 */
export function phoneDigitsOf(typed: string, studioCountry: string | null): string | null {
  if (!/^[+\d\s().\-/]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < PHONE_MIN) return null;
  try {
    const international = typed.trim().replace(/^00(?=\d)/, '+');
    const parsed = parsePhoneNumberWithError(international, isCountry(studioCountry) ? studioCountry : undefined);
    if (parsed.nationalNumber.length >= PHONE_MIN) return parsed.nationalNumber;
  } catch {
    // Not a number libphonenumber reads (too short for the country, no country): its own digits.
  }
  const national = digits.replace(/^0+/, '');
  return national.length >= PHONE_MIN ? national : null;
}

/**
 * Codes and numbers are looked for only when what was typed holds a digit: every tag and document
 * number has one, and a word ('robe', 'son') would otherwise cost a lookup of each kind of number.
 */
export function termsOf(typed: string, studioCountry: string | null): SearchTerms {
  const compact = compactOf(typed);
  const codeLike = compact.length >= CODE_MIN && /\d/.test(compact);
  return { text: typed, compact: codeLike ? compact : null, phoneDigits: phoneDigitsOf(typed, studioCountry) };
}
