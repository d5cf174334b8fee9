import type { Theme } from '@atelier/shared';

/**
 * The colour theme as a class on <html> (decision 025): `dark` there switches the colour
 * tokens of index.css. 'system' follows the operating system live. The theme is an account
 * setting, so it is the same on every device; the last one applied is also kept in this browser,
 * so main.tsx applies it before the first render and a reload does not flash the other theme.
 * Only types come from the shared package, and no React: the boot script (main.tsx) applies the
 * theme and follows the system's scheme before the app loads (decision 057).
 */

export const THEME_STORAGE_KEY = 'atelier-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export type ResolvedTheme = 'light' | 'dark';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark' || value === 'system';

export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

let chosen: Theme = 'system';
let media: MediaQueryList | null = null;
const listeners = new Set<() => void>();

function systemQuery(): MediaQueryList | null {
  if (media || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return media;
  media = window.matchMedia(DARK_QUERY);
  // One listener for the page's life: it only matters while the chosen theme is 'system'.
  media.addEventListener('change', () => {
    if (chosen === 'system') render();
  });
  return media;
}

export function getResolvedTheme(): ResolvedTheme {
  return resolveTheme(chosen, systemQuery()?.matches ?? false);
}

function render() {
  // Prerendering at build time (decision 057) has no document; the page's inline script sets the class.
  if (typeof document === 'undefined') return;
  const resolved = getResolvedTheme();
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  listeners.forEach((l) => l());
}

/** Applies a theme now and remembers it in this browser for the next page load. */
export function applyTheme(theme: Theme | undefined | null): void {
  chosen = isTheme(theme) ? theme : 'system';
  render();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, chosen);
  } catch {
    // Storage can be full or blocked (private mode); the theme still applies to this page.
  }
}

/** The theme applied last in this browser; 'system' when none (signed-out pages follow the system). */
export function rememberedTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function subscribeResolvedTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
