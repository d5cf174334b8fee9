/**
 * A party's identifiers (decision 184): what was typed is kept and printed as typed ('912 345 678
 * 00012'); the electronic invoice, the FEC's name and every check read the normalised form
 * ('91234567800012'). One home, so every writer and the validation read them the same way.
 */

/** The identifier without the spaces, dots and dashes people type to read it, in upper case. */
export function normalIdentifier(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s.\-\u2010-\u2015]/g, '').toUpperCase();
}

/** Luhn's key (ISO/IEC 7812): doubling every second digit from the right, the sum is a multiple of 10. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments' SIRETs may not follow Luhn: their digits add up to a multiple of 5 (INSEE's rule). */
const LA_POSTE_SIREN = '356000000';

/** Why a French SIREN (9 digits) or SIRET (14) is not one; null when it is. */
export type IdentifierProblem = 'companyNumberFormat' | 'companyNumberKey' | 'vatNumberFormat' | 'vatNumberKey';

export function frenchCompanyNumberProblem(value: string): IdentifierProblem | null {
  const id = normalIdentifier(value);
  if (!/^(\d{9}|\d{14})$/.test(id)) return 'companyNumberFormat';
  const siren = id.slice(0, 9);
  if (!luhnValid(siren)) return 'companyNumberKey';
  if (id.length === 14) {
    const ok = luhnValid(id) || (siren === LA_POSTE_SIREN && [...id].reduce((s, d) => s + Number(d), 0) % 5 === 0);
    if (!ok) return 'companyNumberKey';
  }
  return null;
}

/** The key of a French VAT number from its SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/**
 * A VAT number's problem: a French one (FR, a two-character key, the SIREN) has its key checked
 * when the key is numeric; another country's is only normalised (its own checks are its registry's).
 */
export function vatNumberProblem(value: string): IdentifierProblem | null {
  const id = normalIdentifier(value);
  if (!id.startsWith('FR')) return null;
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(id);
  if (!match) return 'vatNumberFormat';
  const [, key = '', siren = ''] = match;
  if (/^\d{2}$/.test(key) && key !== frenchVatKey(siren)) return 'vatNumberKey';
  return null;
}
