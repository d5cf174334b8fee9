import type { Language } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import { codeMail, noticeMail as notice } from '../auth/emails.js';
import { accountCodeWords } from './mail-words.js';
import { accountNoticeWords } from './notice-mail-words.js';

/**
 * Mail of the account settings, in the style of the sign-up mails (modules/auth/emails.ts), each
 * written whole in its reader's language (decision 203); the words are in mail-words.ts and
 * notice-mail-words.ts.
 */

/** To the NEW address: proves it belongs to the user before the account moves to it. */
export function emailChangeCodeMail(to: string, firstName: string, code: string, language: Language): Mail {
  return codeMail(to, accountCodeWords(language).emailChange, firstName, code, language);
}

/**
 * To the OLD address once the change is done, so a hijacked session cannot move the account
 * silently: the link undoes the change for 7 days (decision 050).
 */
export function emailChangedMail(to: string, firstName: string, newEmail: string, undoUrl: string, language: Language): Mail {
  const words = accountNoticeWords(language).emailChanged;
  return notice(to, words.subject, words.paragraphs({ firstName, newEmail, oldEmail: to, undoUrl }), language);
}

/** To the CURRENT address: the proof an account without a password gives to move to a new one (decision 050). */
export function currentAddressCodeMail(to: string, firstName: string, code: string, language: Language): Mail {
  return codeMail(to, accountCodeWords(language).currentAddress, firstName, code, language);
}

/** After an undo: the address is back, every device signed out, the password gone. */
export function emailRestoredMail(to: string, firstName: string, forgotPasswordUrl: string, language: Language): Mail {
  const words = accountNoticeWords(language).emailRestored;
  return notice(to, words.subject, words.paragraphs({ firstName, address: to, forgotPasswordUrl }), language);
}

export function deleteAccountCodeMail(to: string, firstName: string, code: string, language: Language): Mail {
  return codeMail(to, accountCodeWords(language).deleteAccount, firstName, code, language);
}

export function accountDeletedMail(to: string, firstName: string, language: Language): Mail {
  const words = accountNoticeWords(language).accountDeleted;
  return notice(to, words.subject, [words.owner(firstName), words.thanks], language);
}

/** A member of someone else's studio (decision 072): the studio's records stay with the studio. */
export function memberAccountDeletedMail(to: string, firstName: string, language: Language): Mail {
  const words = accountNoticeWords(language).accountDeleted;
  return notice(to, words.subject, [words.member(firstName), words.thanks], language);
}

/**
 * A calendar day (YYYY-MM-DD) as the language writes it in full: 'Friday, June 20, 2031' in
 * English as it always read, 'vendredi 20 juin 2031' in French.
 */
export function readableDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The project-deadline reminder, two days before the due date (settings: projectDeadlines);
 * `dueDay` is the calendar day (YYYY-MM-DD), written here in the reader's language.
 */
export function deadlineMail(
  to: string,
  firstName: string,
  project: { name: string; clientName: string; dueDay: string },
  appUrl: string,
  language: Language,
): Mail {
  const words = accountNoticeWords(language).deadline;
  const day = readableDay(project.dueDay, language);
  return notice(
    to,
    words.subject(project.name),
    words.paragraphs({ firstName, project: project.name, client: project.clientName, day, url: `${appUrl}/projects` }),
    language,
  );
}
