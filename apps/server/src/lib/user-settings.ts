import { readSettings, type NotificationSettings, type UserSettings } from '@atelier/shared';
import type { UserRow } from '../db/schema/index.js';

/**
 * The account's settings with every key. `marketingEmails` is the signup newsletter choice, kept
 * in `users.subscribe_to_newsletter` and mirrored in the settings document: the
 * column decides, so an account made before settings existed shows the choice it made.
 */
export function userSettings(row: Pick<UserRow, 'settings' | 'subscribeToNewsletter'>): UserSettings {
  return { ...readSettings(row.settings), marketingEmails: row.subscribeToNewsletter };
}

/** Optional mail: every kind the notification switches govern. Sign-in, security and account mail are not optional. */
export type OptionalMailKind = Exclude<keyof NotificationSettings, 'emailNotifications' | 'pushNotifications'>;

/**
 * May we send optional mail of this kind to this user? `emailNotifications` off switches all
 * optional mail off; otherwise the kind's own switch decides (decision 024).
 */
export function mayMail(row: Pick<UserRow, 'settings' | 'subscribeToNewsletter'>, kind: OptionalMailKind): boolean {
  const settings = userSettings(row);
  return settings.emailNotifications && settings[kind];
}
