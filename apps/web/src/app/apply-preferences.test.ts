// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from '@atelier/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageSetting } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';
import { applyUserPreferences } from './apply-preferences';

const isDark = () => document.documentElement.classList.contains('dark');

describe('the shell applies the session user’s settings', () => {
  beforeEach(() => {
    // The system prefers dark: a signed-out page follows it, a user's 'light' does not.
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('copies the settings to the preferences, the language and the theme', () => {
    applyUserPreferences({ settings: { ...DEFAULT_SETTINGS, theme: 'light', language: 'fr', measurementUnit: 'cm', currency: 'EUR' } });
    expect(usePreferences.getState()).toMatchObject({ measurementUnit: 'cm', currency: 'EUR', language: 'fr' });
    expect(languageSetting.get()).toBe('fr');
    expect(isDark()).toBe(false);
    applyUserPreferences({ settings: { ...DEFAULT_SETTINGS, theme: 'dark' } });
    expect(isDark()).toBe(true);
    expect(languageSetting.get()).toBe('en');
  });

  it('signed out: the defaults, the browser language fallback, and the system theme', () => {
    applyUserPreferences({ settings: { ...DEFAULT_SETTINGS, theme: 'light', currency: 'EUR' } });
    applyUserPreferences(null);
    expect(usePreferences.getState()).toEqual(DEFAULT_SETTINGS);
    expect(languageSetting.get()).toBeUndefined();
    expect(isDark()).toBe(true);
  });

  it('a stored user without settings (an older version) gets every default', () => {
    applyUserPreferences({ settings: undefined as never });
    expect(usePreferences.getState()).toEqual(DEFAULT_SETTINGS);
    expect(isDark()).toBe(false);
  });
});
