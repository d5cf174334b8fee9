import Negotiator from 'negotiator';

/** Where the public pages' language switch keeps a visitor's choice for the server (apps/web lib/i18n). */
const LANGUAGE_COOKIE = 'atelier-language';

/**
 * The language a prerendered page is sent in: the visitor's choice on this device (its cookie), else
 * their browser's first language it is drawn in, else English (decision 208).
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }, drawn: string[]): string {
  const chosen = headers.cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (chosen && drawn.includes(chosen)) return chosen;
  const header = headers['accept-language'];
  return (header && new Negotiator({ headers: { 'accept-language': header } }).languages(drawn)[0]) || 'en';
}
