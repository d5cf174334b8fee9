import { isLanguage, type Language } from '@atelier/shared';
import type { UserRow } from '../db/schema/index.js';
import { languageOfHeader } from './said.js';
import { userSettings } from './user-settings.js';

/**
 * The language of a mail to an account (decision 203): the language its member chose in their
 * preferences. An account that has chosen none yet (sign-up stores only a time zone) reads the mail
 * in its browser's language when the mail answers a request, from that request's Accept-Language
 * (sign-up, sign-in, codes, password reset), else in English, the language the app's settings show it.
 */
export function mailLanguage(user: Pick<UserRow, 'settings' | 'subscribeToNewsletter'>, acceptLanguage?: string): Language {
  const chosen = (user.settings as { language?: unknown } | null)?.language;
  return isLanguage(chosen) ? userSettings(user).language : languageOfHeader(acceptLanguage);
}
