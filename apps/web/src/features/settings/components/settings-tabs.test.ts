import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, tabFromSearch } from './settings-tabs';

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

  it('lists the six tabs in order', () => {
    expect(SETTINGS_TABS).toEqual(['profile', 'notifications', 'preferences', 'billing', 'security', 'data']);
  });
});
