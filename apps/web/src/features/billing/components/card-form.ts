import { sandboxCardBodySchema, type SandboxCardBody } from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The sandbox card form's fields as typed (decision 045): the number with spaces, 'MM/YY', the code. */
export type CardFormValues = { number: string; expiry: string; cvc: string };
export const emptyCardForm: CardFormValues = { number: '', expiry: '', cvc: '' };

/** The form's own words; the card form's catalog holds them in each language. */
export type CardFormTexts = { numberInvalid: string; expiryInvalid: string; expired: string; cvcInvalid: string };

const onlyDigits = (v: string) => v.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' as the user types (groups of four, at most 19 digits). */
export function formatCardNumber(input: string): string {
  return onlyDigits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30' as the user types. */
export function formatExpiry(input: string): string {
  const d = onlyDigits(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** The Luhn checksum every card number carries: a mistyped digit is caught before anything is sent. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The card as the sandbox's tokenize call takes it, checked first here: a valid number (12 to 19
 * digits, Luhn), an expiry 'MM/YY' (or 'MM/YYYY') not before the current month, a 3 or 4 digit
 * code; then the shared schema the server checks it with.
 */
export function toCardBody(values: CardFormValues, t: CardFormTexts, now: Date = new Date()): Validated<SandboxCardBody> {
  const errors: Record<string, string> = {};
  const number = onlyDigits(values.number);
  if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.number = t.numberInvalid;

  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const expMonth = match ? Number(match[1]) : NaN;
  const expYear = match ? (match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])) : NaN;
  if (!match || expMonth < 1 || expMonth > 12) errors.expiry = t.expiryInvalid;
  else if (expYear * 12 + expMonth < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = t.expired;

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = t.cvcInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const checked = validateBody(sandboxCardBodySchema, { number, expMonth, expYear, cvc: values.cvc.trim() });
  if (checked.ok) return checked;
  // The schema's fields are named as the call's; the form's expiry is one field for two.
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(checked.errors))
    mapped[field === 'expMonth' || field === 'expYear' ? 'expiry' : field] ??= message;
  return { ok: false, errors: mapped };
}
