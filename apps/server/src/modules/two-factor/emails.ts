import type { Language } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import { noticeMail as mail } from '../auth/emails.js';
import { twoFactorMailWords } from './mail-words.js';

/** Security mail: sent whatever the notification settings say, in the account's language (decision 203). */
export function twoFactorOnMail(to: string, firstName: string, language: Language): Mail {
  const w = twoFactorMailWords(language);
  return mail(to, w.onSubject, [w.on(firstName), w.keepCodes, w.notYou], language);
}

export function twoFactorOffMail(to: string, firstName: string, language: Language): Mail {
  const w = twoFactorMailWords(language);
  return mail(to, w.offSubject, [w.off(firstName), w.notYou], language);
}

/** Sent once when the account reaches the daily bound of wrong authenticator codes (decision 018). */
export function twoFactorPausedMail(to: string, firstName: string, failures: number, language: Language): Mail {
  const w = twoFactorMailWords(language);
  return mail(to, w.pausedSubject, [w.paused(firstName, failures), w.pausedNotYou], language);
}
