import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { fieldError } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';

/**
 * New passwords must not be easy to guess ('12345678', 'password' and the account's own
 * email were once accepted). zxcvbn-ts, maintained, checks against its lists of common and leaked
 * passwords, names and words, and against keyboard runs, dates and repeats; a password it
 * estimates at under 10^6 guesses (score 0 or 1) is refused, as is one containing the email
 * address or its name part (decision 018). Built once, on first use.
 */
let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

const MIN_PASSWORD_SCORE = 2;

/** Why a new password is refused, or null when it is acceptable. */
function passwordWeakness(password: string, context: { email: string; names?: string[] }): Said | null {
  const lower = password.toLowerCase();
  const email = context.email.toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (lower.includes(email) || (local.length >= 3 && lower.includes(local))) {
    return said('auth.passwordHasEmail');
  }
  const result = estimator().check(password, [email, local, ...(context.names ?? []).filter((n) => n.length >= 3)]);
  if (result.score < MIN_PASSWORD_SCORE) {
    return said('auth.passwordTooEasy');
  }
  return null;
}

/** Throws a 422 on the `password` field when the new password is too weak. */
export function assertStrongPassword(password: string, context: { email: string; names?: string[] }, field = 'password'): void {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw fieldError(field, weakness);
}
