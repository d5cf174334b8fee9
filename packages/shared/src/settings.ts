import { z } from 'zod';
import { measurementUnitSchema } from './measurements.js';

/**
 * The account's settings (spec section 3 User.settings, defaults of section 9, issue 8). Stored
 * with the user; every value is validated on the way in, and a stored document is read through
 * `readSettings`, so a key added later gets its default rather than `undefined`.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export const themeSchema = z.enum(THEMES, { error: 'Select light, dark or system' });
export type Theme = z.infer<typeof themeSchema>;

/** The web app's complete catalogs (decision 021). English is the spec's own text. */
export const LANGUAGES = ['en', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES, { error: 'Select a language' });
export type Language = z.infer<typeof languageSchema>;
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français' };

/** ISO 4217 codes offered: at least the ten the issue names, plus common neighbours. */
export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NGN', 'GHS', 'KES', 'ZAR', 'INR',
  'CHF', 'JPY', 'CNY', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'BRL', 'MXN',
  'AED', 'SAR', 'EGP', 'MAD', 'XOF', 'XAF', 'UGX', 'TZS', 'PKR', 'BDT', 'SGD', 'HKD', 'TRY',
] as const;
export const currencySchema = z.enum(CURRENCIES, { error: 'Select a currency' });
export type Currency = z.infer<typeof currencySchema>;

/** Exact by definition: 1 in = 2.54 cm. */
export const CM_PER_INCH = 2.54;

/** Whether the runtime knows this IANA zone (Node and every current browser carry the full list). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
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

export const timezoneSchema = z
  .string({ error: 'Select a time zone' })
  .refine(isTimeZone, 'Select a valid time zone (for example Europe/Berlin)');

export const PROJECT_DURATION = { min: 1, max: 365 } as const;

export const notificationSettingsSchema = z.object({
  /** Off switches every optional mail off (issue 8); sign-in and security mail still go. */
  emailNotifications: z.boolean(),
  /** Browser push is not built: stored, and the screen says so. */
  pushNotifications: z.boolean(),
  /** A mail two days before a project's due date. */
  projectDeadlines: z.boolean(),
  clientMessages: z.boolean(),
  paymentReminders: z.boolean(),
  /** The signup newsletter choice. */
  marketingEmails: z.boolean(),
});

export const preferenceSettingsSchema = z.object({
  theme: themeSchema,
  language: languageSchema,
  timezone: timezoneSchema,
  currency: currencySchema,
  measurementUnit: measurementUnitSchema,
  defaultProjectDuration: z
    .number({ error: 'Default project duration must be a number of days' })
    .int('Default project duration must be whole days')
    .min(PROJECT_DURATION.min, `Default project duration must be at least ${PROJECT_DURATION.min} day`)
    .max(PROJECT_DURATION.max, `Default project duration must be at most ${PROJECT_DURATION.max} days`),
});

export const userSettingsSchema = notificationSettingsSchema.extend(preferenceSettingsSchema.shape);
export type UserSettings = z.infer<typeof userSettingsSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type PreferenceSettings = z.infer<typeof preferenceSettingsSchema>;

export const DEFAULT_SETTINGS: UserSettings = {
  emailNotifications: true,
  pushNotifications: false,
  projectDeadlines: true,
  clientMessages: true,
  paymentReminders: true,
  marketingEmails: false,
  theme: 'light',
  language: 'en',
  timezone: 'Europe/Berlin',
  currency: 'USD',
  measurementUnit: 'inches',
  defaultProjectDuration: 14,
};

/** A stored settings document with every key: unknown or invalid stored values fall back to the default. */
export function readSettings(stored: unknown): UserSettings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(userSettingsSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as UserSettings;
}

/** PATCH bodies: a `settings` object of some keys of one group; unknown keys are 422. */
export const notificationsBodySchema = z.strictObject({ settings: notificationSettingsSchema.partial().strict() });
export const preferencesBodySchema = z.strictObject({ settings: preferenceSettingsSchema.partial().strict() });
export type NotificationsBody = z.input<typeof notificationsBodySchema>;
export type PreferencesBody = z.input<typeof preferencesBodySchema>;
