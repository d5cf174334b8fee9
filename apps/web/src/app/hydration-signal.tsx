import { useEffect } from 'react';
import { adoptVisitorLanguage } from '@/lib/i18n/i18n';

let onHydrated: (() => void) | null = null;

/** Runs `callback` once the prerendered page on screen is hydrated (main.tsx replays what it held). */
export function whenHydrated(callback: () => void): void {
  onHydrated = callback;
}

/**
 * Placed in the Suspense boundary that holds a page's own content (the landing page in root.tsx,
 * the routed pages in routes.tsx): its effect runs when that boundary has hydrated, lazy page
 * included, which the root's own effects do not wait for (decision 057).
 */
export function HydrationSignal() {
  useEffect(() => {
    // The visitor's language replaces the prerendered English only now (decision 203).
    adoptVisitorLanguage();
    const callback = onHydrated;
    onHydrated = null;
    callback?.();
  }, []);
  return null;
}
