/**
 * The account's settings values without their schemas: the web shell reads these on
 * every page, the landing page included, so this module must not import zod (landing budget).
 * The schemas are in settings.ts.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** The web app's complete catalogs (decision 021). English is the source text the others translate. */
export { asLanguage, documentLocale, isLanguage, LANGUAGE_LABELS, languageFromTags, LANGUAGES, type Language } from './languages.js';
import type { Language } from './languages.js';

/** ISO 4217 codes offered: at least the ten the issue names, plus common neighbours. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NGN',
  'GHS',
  'KES',
  'ZAR',
  'INR',
  'CHF',
  'JPY',
  'CNY',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'AED',
  'SAR',
  'EGP',
  'MAD',
  'XOF',
  'XAF',
  'UGX',
  'TZS',
  'PKR',
  'BDT',
  'SGD',
  'HKD',
  'TRY',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Exact by definition: 1 in = 2.54 cm. */
export const CM_PER_INCH = 2.54;

/** Zones found known, so each is asked of Intl once: a formatter costs far more than a lookup (decision 168). */
const knownZones = new Set<string>();

/** Whether the runtime knows this IANA zone (Node and every current browser carry the full list). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  if (knownZones.has(zone)) return true;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    // Only names as the runtime spells them are kept: other spellings of a zone are many, its names few.
    if (canonical === zone) knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone the runtime lists (for the preferences picker), UTC first. */
export function timeZones(): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...list.filter((z) => z !== 'UTC')];
}

/** The first day of a calendar week (decision 129). */
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** How a time of day is written: '14:30' or '2:30 PM' (decision 129). */
export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/**
 * The zone a new studio starts in when the browser sent none (decision 129): UTC, never a made-up city.
 * A stored settings document without a zone (accounts made before decision 129) still reads
 * `DEFAULT_SETTINGS.timezone`, the zone those studios have been working in.
 */
export const NEW_STUDIO_ZONE = 'UTC';

export const PROJECT_DURATION = { min: 1, max: 365 } as const;

/** Invoice PDFs are printed on the account's paper: A4 nearly everywhere, Letter in North America. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export type UserSettings = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  projectDeadlines: boolean;
  eventReminders: boolean;
  clientMessages: boolean;
  paymentReminders: boolean;
  marketingEmails: boolean;
  theme: Theme;
  language: Language;
  timezone: string;
  currency: Currency;
  measurementUnit: 'inches' | 'cm';
  defaultProjectDuration: number;
  paperSize: PaperSize;
  weekStart: WeekStart;
  timeFormat: TimeFormat;
  /** When the owner or a manager confirmed the studio's conventions (decision 129); '' while never. */
  conventionsConfirmedAt: string;
};

export const DEFAULT_SETTINGS: UserSettings = {
  emailNotifications: true,
  pushNotifications: false,
  projectDeadlines: true,
  eventReminders: true,
  clientMessages: true,
  paymentReminders: true,
  marketingEmails: false,
  theme: 'light',
  language: 'en',
  timezone: 'Europe/Berlin',
  currency: 'USD',
  measurementUnit: 'inches',
  defaultProjectDuration: 14,
  paperSize: 'a4',
  weekStart: 'sunday',
  timeFormat: '24h',
  conventionsConfirmedAt: '',
};

/**
 * The web's reading of settings the server sent (already validated there): every key present,
 * defaults for keys an older stored user lacks.
 */
export function settingsWithDefaults(sent: unknown): UserSettings {
  const source = sent && typeof sent === 'object' ? (sent as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof UserSettings)[]) {
    if (typeof source[key] === typeof DEFAULT_SETTINGS[key]) out[key] = source[key];
  }
  return out as UserSettings;
}
