import { z } from 'zod';
import { measurementUnitSchema } from './measurements.js';
import {
  CURRENCIES,
  DEFAULT_SETTINGS,
  LANGUAGES,
  PAPER_SIZES,
  PROJECT_DURATION,
  THEMES,
  TIME_FORMATS,
  WEEK_STARTS,
  isTimeZone,
  type UserSettings,
} from './settings-values.js';

/**
 * The account's settings (`User.settings`, with the product's defaults). Stored
 * with the user; every value is validated on the way in, and a stored document is read through
 * `readSettings`, so a key added later gets its default rather than `undefined`. The values and
 * defaults are in settings-values.ts (no zod there: the landing page reads them).
 */

export const themeSchema = z.enum(THEMES, { error: 'Select light, dark or system' });
export const languageSchema = z.enum(LANGUAGES, { error: 'Select a language' });
export const currencySchema = z.enum(CURRENCIES, { error: 'Select a currency' });
export const paperSizeSchema = z.enum(PAPER_SIZES, { error: 'Select A4 or Letter' });

export const weekStartSchema = z.enum(WEEK_STARTS, { error: 'Select Monday or Sunday' });
export const timeFormatSchema = z.enum(TIME_FORMATS, { error: 'Select a 24-hour or a 12-hour clock' });

export const timezoneSchema = z
  .string({ error: 'Select a time zone' })
  .refine(isTimeZone, 'Select a valid time zone (for example Europe/Berlin)');

export const notificationSettingsSchema = z.object({
  /** Off switches every optional mail off; sign-in and security mail still go. */
  emailNotifications: z.boolean(),
  /** Browser push is not built: stored, and the screen says so. */
  pushNotifications: z.boolean(),
  /** A mail two days before a project's due date. */
  projectDeadlines: z.boolean(),
  /** A mail the day before each fitting, consultation and delivery (decision 032). */
  eventReminders: z.boolean(),
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
  paperSize: paperSizeSchema,
  weekStart: weekStartSchema,
  timeFormat: timeFormatSchema,
});

/** The studio's conventions were confirmed (decision 129): set by PATCH /studio, never by the preferences form. */
export const conventionsSettingsSchema = z.object({
  conventionsConfirmedAt: z.union([z.literal(''), z.iso.datetime()]),
});

export const userSettingsSchema = notificationSettingsSchema.extend(preferenceSettingsSchema.shape).extend(conventionsSettingsSchema.shape);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type PreferenceSettings = z.infer<typeof preferenceSettingsSchema>;

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

/** The schema and the plain type describe the same settings. */
export const settingsTypeCheck: (s: z.infer<typeof userSettingsSchema>) => UserSettings = (s) => s;
