// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A matchMedia whose dark-scheme answer the test flips, firing 'change' like a browser. */
function mockSystemScheme(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((l) => l({ matches: next }));
    },
  };
}

/** The module keeps the chosen theme and its media listener: each test gets a fresh copy. */
async function freshTheme() {
  vi.resetModules();
  return import('./theme');
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme on <html> (decision 025)', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('light and dark set the class whatever the system prefers', async () => {
    mockSystemScheme(true);
    const { applyTheme } = await freshTheme();
    applyTheme('light');
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
    applyTheme('dark');
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('system follows the media query, live', async () => {
    const system = mockSystemScheme(false);
    const { applyTheme, getResolvedTheme } = await freshTheme();
    applyTheme('system');
    expect(isDark()).toBe(false);
    system.set(true);
    expect(isDark()).toBe(true);
    expect(getResolvedTheme()).toBe('dark');
    system.set(false);
    expect(isDark()).toBe(false);
  });

  it('a chosen theme ignores later system changes', async () => {
    const system = mockSystemScheme(false);
    const { applyTheme } = await freshTheme();
    applyTheme('light');
    system.set(true);
    expect(isDark()).toBe(false);
  });

  it('remembers the last theme for the next page load; nothing or junk stored means system', async () => {
    mockSystemScheme(false);
    const { applyTheme, rememberedTheme, THEME_STORAGE_KEY } = await freshTheme();
    expect(rememberedTheme()).toBe('system');
    applyTheme('dark');
    expect(rememberedTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(rememberedTheme()).toBe('system');
  });

  it('an unknown theme falls back to system', async () => {
    mockSystemScheme(true);
    const { applyTheme } = await freshTheme();
    applyTheme('neon' as never);
    expect(isDark()).toBe(true);
  });
});
