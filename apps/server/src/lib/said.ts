import { LANGUAGES, PLAN_NAMES_IN, type Language, type PlanId } from '@atelier/shared';
import Negotiator from 'negotiator';
import { REFUSALS, type RefusalKey } from './refusals/index.js';

/** A value a refusal carries, written in the reader's locale when the refusal is read. */
export type SaidValue =
  string | number | { cents: number; currency: string } | { plan: PlanId } | { day: string } | { each: readonly Said[]; joined?: string };

/**
 * A refusal by its key and values (decision 200), not yet in a language: the error handler writes it
 * in the reader's, the log and `AppError.message` in English.
 */
export type Said = { readonly key: RefusalKey; readonly values?: Readonly<Record<string, SaidValue>> };

export const said = (key: RefusalKey, values?: Record<string, SaidValue>): Said => (values ? { key, values } : { key });

function written(value: SaidValue, language: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  // A plan is named as the reader's language names it ('Entreprise'), not by its English name.
  if ('plan' in value) return PLAN_NAMES_IN[language][value.plan];
  // A calendar day (YYYY-MM-DD) as the reader writes a date: '1 juin 2030', not '2030-06-01'.
  if ('day' in value)
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value.day}T00:00:00Z`));
  // Refusals listed inside one ('… cannot be issued yet: X; Y'), each in the same language.
  if ('each' in value) return value.each.map((refusal) => sayIn(language, refusal)).join(value.joined ?? '; ');
  return new Intl.NumberFormat(language, { style: 'currency', currency: value.currency }).format(value.cents / 100);
}

/** The refusal in a language; a value it names but does not carry stays `{name}`, which the catalogue test refuses. */
export function sayIn(language: Language, refusal: Said): string {
  const template = REFUSALS[language][refusal.key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = refusal.values?.[name];
    return value === undefined ? whole : written(value, language);
  });
}

/**
 * The reader's language from an Accept-Language header, by its weights (`fr-CA;q=0.8` counts as
 * French), through `negotiator`, the parser Express and Fastify's `accepts` use; else English.
 */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LANGUAGES]);
  return (best as Language | undefined) ?? 'en';
}
