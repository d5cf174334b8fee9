import { settingsWithDefaults, type User } from '@atelier/shared';
import { setLanguage } from '@/lib/i18n/i18n';
import { setPreferences } from '@/lib/preferences';
import { applyTheme } from '@/lib/theme';

/**
 * A setting the user changes applies everywhere at once (decision 025). Whenever the session user
 * changes (sign-in, the refresh on page load, a settings save that replaces the user, sign-out),
 * the shell copies its settings to the preferences store, the language and the theme. Signed out,
 * the defaults apply, in English, and the theme follows the system (decision 025).
 */
export function applyUserPreferences(user: Pick<User, 'settings'> | null | undefined): void {
  if (!user) {
    setPreferences(undefined);
    setLanguage(undefined);
    applyTheme('system');
    return;
  }
  // A user stored by an older version may lack settings: settingsWithDefaults fills every default.
  const settings = settingsWithDefaults(user.settings);
  setPreferences(settings);
  setLanguage(settings.language);
  applyTheme(settings.theme);
}
