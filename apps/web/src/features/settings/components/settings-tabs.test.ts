import { ROLE_PERMISSIONS, type StudioRole } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { SETTINGS_GROUPS, SETTINGS_TABS, settingsGroupsFor, settingsTabsFor, tabFromSearch } from './settings-tabs';

const as = (role: StudioRole) =>
  sampleUser({ plan: 'enterprise', studio: { id: 'w1', name: 'Studio', role, permissions: [...ROLE_PERMISSIONS[role]], active: true } });

describe('settings tab from the URL', () => {
  it('opens the tab named by ?tab=', () => {
    for (const tab of SETTINGS_TABS) expect(tabFromSearch(tab)).toBe(tab);
  });

  it('opens Profile when the tab is missing or unknown', () => {
    expect(tabFromSearch(null)).toBe('profile');
    expect(tabFromSearch('')).toBe('profile');
    expect(tabFromSearch('Security')).toBe('profile');
    expect(tabFromSearch('admin')).toBe('profile');
  });

  it('opens Profile for a tab the role does not open, even by its address', () => {
    expect(tabFromSearch('team', settingsTabsFor(as('staff')))).toBe('profile');
    expect(tabFromSearch('billing', settingsTabsFor(as('manager')))).toBe('profile');
  });
});

describe('settings tabs by role', () => {
  it('gives the owner every tab, in order', () => {
    expect(settingsTabsFor(as('owner'))).toEqual([
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
    ]);
  });

  it('gives a manager the studio, its workflow and messages, online booking, tax, tokens and data but no team and no billing', () => {
    expect(settingsTabsFor(as('manager'))).toEqual([
      'profile',
      'notifications',
      'preferences',
      'studio',
      'workflow',
      'messages',
      'booking',
      'tax',
      'tokens',
      'security',
      'data',
    ]);
  });

  it('gives staff only their own settings and their tokens: no studio, workflow, messages, team, billing or data', () => {
    expect(settingsTabsFor(as('staff'))).toEqual(['profile', 'notifications', 'preferences', 'tokens', 'security']);
  });
});

describe('the settings grouped by what they concern (decision 209)', () => {
  it('puts every tab in exactly one group', () => {
    const grouped = SETTINGS_GROUPS.flatMap(([, tabs]) => tabs);
    expect([...grouped].sort()).toEqual([...SETTINGS_TABS].sort());
  });

  it('shows staff only the groups they open: their account, nothing of the studio, its money or team', () => {
    expect(settingsGroupsFor(settingsTabsFor(as('staff')))).toEqual([
      ['groupAccount', ['profile', 'notifications', 'preferences', 'security', 'tokens']],
    ]);
  });
});
