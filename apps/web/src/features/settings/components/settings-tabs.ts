import type { Permission, User } from '@atelier/shared';
import { i18n } from '@/lib/i18n/i18n';
import { canAny } from '@/lib/permissions';

/** The settings' words: its tabs' names are read by the page and by the search (decision 210). */
export const settingsMessages = i18n('settings', {
  title: 'Settings',
  description: 'Your profile, notifications, preferences, plan, security and data.',
  loading: 'Loading settings...',
  errorTitle: 'Your settings could not be loaded',
  errorText: 'Reload the page to try again. If it keeps happening, contact support.',
  tabsLabel: 'Settings sections',
  profile: 'Profile',
  notifications: 'Notifications',
  preferences: 'Preferences',
  billing: 'Billing',
  security: 'Security',
  data: 'Data',
  studio: 'Studio',
  workflow: 'Workflow',
  messages: 'Messages',
  team: 'Team',
  tokens: 'API tokens',
  booking: 'Online booking',
  tax: 'Tax',
  groupStudio: 'The studio',
  groupMoney: 'Money',
  groupTeam: 'The team',
  groupClients: 'Clients’ contact',
  groupAccount: 'Your account',
});

/** The tabs of `/settings`, in order; the chosen one is `?tab=` in the URL (decision 025). */
export const SETTINGS_TABS = [
  'profile',
  'notifications',
  'preferences',
  'studio',
  'workflow',
  'messages',
  'team',
  'booking',
  'tax',
  'tokens',
  'billing',
  'security',
  'data',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * The tabs a role opens (decision 072): the studio's settings and its workflow of production
 * stages (decision 080) to whoever may change them, the team
 * to the owner, billing to the owner ("members never see billing"), the data tab to whoever may
 * export or import. The rest are every person's own, API tokens included: staff create none, but
 * see and revoke those they kept from an earlier role (decision 106).
 */
const TAB_PERMISSIONS: Partial<Record<SettingsTab, readonly Permission[]>> = {
  studio: ['studio.write'],
  workflow: ['studio.write'],
  // The studio's wording of its messages to clients (decision 083).
  messages: ['studio.write'],
  team: ['team.manage'],
  // The studio's online booking page (decision 161).
  booking: ['bookings.manage'],
  // Tax settings, rates and the accounts (decision 167): owners and managers.
  tax: ['tax.manage'],
  billing: ['billing.manage'],
  data: ['data.export', 'data.import'],
};

export function settingsTabsFor(user: Pick<User, 'studio'> | null): readonly SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => {
    const needs = TAB_PERMISSIONS[tab];
    return !needs || canAny(user, needs);
  });
}

/**
 * The tabs grouped by what they concern (decision 209): the studio and its brand, its money, its
 * team, its contact with clients, and the person's own account. Every tab is in one group; each
 * keeps its `?tab=` address.
 */
export const SETTINGS_GROUPS = [
  ['groupStudio', ['studio', 'workflow', 'billing', 'data']],
  ['groupMoney', ['tax']],
  ['groupTeam', ['team']],
  ['groupClients', ['messages', 'booking']],
  ['groupAccount', ['profile', 'notifications', 'preferences', 'security', 'tokens']],
] as const satisfies readonly (readonly [string, readonly SettingsTab[]])[];

/** The groups the role opens, each with the tabs of it the role opens; a group left empty is not shown. */
export function settingsGroupsFor(open: readonly SettingsTab[]) {
  return SETTINGS_GROUPS.map(([group, tabs]) => [group, tabs.filter((tab) => open.includes(tab))] as const).filter(
    ([, tabs]) => tabs.length > 0,
  );
}

/** The tab a URL asks for; a missing, unknown or closed one opens Profile, the first tab. */
export function tabFromSearch(value: string | null | undefined, open: readonly SettingsTab[] = SETTINGS_TABS): SettingsTab {
  return (open as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'profile';
}
