import type { MouseEvent } from 'react';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const MAIN_ID = 'main';

export const messages = i18n('skip-link', { skip: 'Skip to main content' });

/** Moves focus to the page's <main>, which carries tabIndex -1 so it can take it. */
function focusMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Focus directly rather than through the #main address: the landing page's own # links and
  // the router both read the address, and the skip is not a place to go back to.
  e.preventDefault();
  main.focus();
}

/**
 * The first control of every page with a header or navigation: a keyboard user skips straight
 * to the content (WCAG 2.4.1 Bypass Blocks). Hidden until focused, then shown on top.
 */
export function SkipLink() {
  const t = useMessages(messages);
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={focusMain}
      // not-sr-only resets padding, so the padding is set on focus too.
      className="sr-only rounded-lg bg-card text-sm font-medium text-foreground shadow-lg ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[60] focus:px-4 focus:py-2.5"
    >
      {t.skip}
    </a>
  );
}
