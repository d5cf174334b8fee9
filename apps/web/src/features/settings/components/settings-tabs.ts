/** The six tabs of `/settings`, in order; the chosen one is `?tab=` in the URL (decision 025). */
export const SETTINGS_TABS = ['profile', 'notifications', 'preferences', 'billing', 'security', 'data'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a URL asks for; a missing or unknown value opens Profile, the first tab. */
export function tabFromSearch(value: string | null | undefined): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'profile';
}
