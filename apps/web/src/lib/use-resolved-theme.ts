import { useSyncExternalStore } from 'react';
import { getResolvedTheme, subscribeResolvedTheme, type ResolvedTheme } from './theme';

/** The theme on screen, for parts that draw their own colours (the toaster). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribeResolvedTheme, getResolvedTheme, () => 'light');
}
