import { isTimeZone } from '@atelier/shared';

/**
 * Display formats shared by the business screens. Money is shown in the user's currency and
 * language, moments in the user's zone, calendar dates as the calendar date they are
 * (decision 027). Components get these bound to the preferences through `useFormat`.
 */

type MoneyOptions = {
  /** ISO 4217 code (settings.currency). */
  currency: string;
  /** The app's language (Intl picks its usual region: 'en' reads as en-US, 'fr' as fr-FR). */
  language?: string;
  /** Whole units, for summary figures such as 'Total Revenue'. */
  whole?: boolean;
};

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat({ currency, language = 'en', whole = false }: MoneyOptions): Intl.NumberFormat {
  const key = `${language}|${currency}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // Intl knows each currency's decimals (JPY 0, USD 2); `whole` drops them for summary figures.
    // The narrow symbol is the one the tailor writes ('₦', not 'NGN'): every amount of an account
    // is in its one currency, so '$' cannot be mistaken for another dollar (decision 027).
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** An amount in the user's currency, with its symbol and decimals, in the user's language. */
export function formatMoney(amount: number, options: MoneyOptions): string {
  return moneyFormat(options).format(amount);
}

/** How many decimals the currency uses (JPY 0, EUR 2); budgets keep at most 2 (decision 015). */
export function currencyDecimals(currency: string): number {
  return Math.min(2, moneyFormat({ currency }).resolvedOptions().maximumFractionDigits ?? 2);
}

/** The input step of an amount in this currency: 1 for JPY, 0.01 for EUR. */
export function moneyStep(currency: string): number {
  return 10 ** -currencyDecimals(currency);
}

/** The currency's symbol as the language writes it ('$', '€', '¥', 'NGN' or '₦'), for labels such as 'Budget ($)'. */
export function currencySymbol(currency: string, language = 'en'): string {
  return (
    moneyFormat({ currency, language })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

/** Kept for callers written before the currency and language preferences: US dollars in English. */
export const formatWholeDollars = (amount: number): string => formatMoney(amount, { currency: 'USD', whole: true });
export const formatDollars = (amount: number): string => formatMoney(amount, { currency: 'USD' });

/** A zone Intl accepts; an unknown one (never stored, settings are validated) falls back to the browser's. */
const safeZone = (zone: string | undefined): string | undefined => (zone && isTimeZone(zone) ? zone : undefined);

/**
 * A calendar date such as a due date. Stored as midnight UTC, so it is shown in UTC too: the
 * same day in every zone (in the local zone it would read as the previous day west of Greenwich).
 */
export function formatCalendarDate(iso: string | null | undefined, language?: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString(language, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment such as createdAt, as its date in the user's zone (settings.timezone). */
export function formatDateTime(iso: string | null | undefined, options: { language?: string; timeZone?: string } = {}): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString(options.language, { timeZone: safeZone(options.timeZone), year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment with its time of day, in the user's zone: "Nov 25, 2026, 3:36 PM" (the last sync, decision 092). */
export function formatMoment(at: number, options: { language?: string; timeZone?: string; timeFormat?: '24h' | '12h' } = {}): string {
  const d = new Date(at);
  const hourCycle = options.timeFormat === undefined ? undefined : options.timeFormat === '12h' ? 'h12' : 'h23';
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(options.language, { timeZone: safeZone(options.timeZone), dateStyle: 'medium', timeStyle: 'short', hourCycle });
}

/** '24h' writes 14:30, '12h' writes 2:30 PM (settings.timeFormat, decision 129). */
export type ClockOptions = { language?: string; timeZone?: string; timeFormat: '24h' | '12h' };

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeOfDayFormat({ language, timeZone, timeFormat }: ClockOptions): Intl.DateTimeFormat {
  const key = `${language ?? ''}|${timeZone ?? ''}|${timeFormat}`;
  let format = timeFormats.get(key);
  if (!format) {
    // The setting decides the clock, not the language: 'en' and 'fr' read the same studio's hours alike.
    const twelve = timeFormat === '12h';
    format = new Intl.DateTimeFormat(language, {
      timeZone: safeZone(timeZone),
      hour: twelve ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: twelve ? 'h12' : 'h23',
    });
    timeFormats.set(key, format);
  }
  return format;
}

/**
 * The one way a time of day is written (decision 129): a moment in the studio's zone,
 * "10:30" on a 24-hour clock, "10:30 AM" on a 12-hour one.
 */
export function formatTimeOfDay(at: number | string | Date, options: ClockOptions): string {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? '' : timeOfDayFormat(options).format(d);
}

/** A wall-clock time given as minutes since midnight (the calendar's rows), written like `formatTimeOfDay`. */
export function formatClock(minutes: number, options: Omit<ClockOptions, 'timeZone'>): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return formatTimeOfDay(Date.UTC(2000, 0, 1, Math.floor(m / 60), m % 60), { ...options, timeZone: 'UTC' });
}

/** The 12/24-hour clock this browser's language uses, proposed when the studio's conventions are asked (decision 129). */
export function browserTimeFormat(): '24h' | '12h' {
  const cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
}
