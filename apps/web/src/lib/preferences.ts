import { DEFAULT_SETTINGS, settingsWithDefaults, type UserSettings } from '@atelier/shared';
import { create } from 'zustand';

/**
 * The signed-in user's settings, as every screen reads them (decision 027: preferences apply
 * everywhere). The app shell copies them from the session user; features read them here, so no
 * feature imports the auth or settings feature. Signed out, the default settings apply.
 */
export const usePreferences = create<UserSettings>(() => DEFAULT_SETTINGS);

export function setPreferences(settings: unknown) {
  usePreferences.setState(settingsWithDefaults(settings), true);
}
