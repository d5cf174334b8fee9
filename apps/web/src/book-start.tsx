import type { PublicBookingPage } from '@atelier/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenHydrated } from './app/hydration-signal';
import { BookRoot } from './app/book-root';
import { adoptPrerenderedLanguage } from './lib/i18n/i18n';

/**
 * Renders a studio's booking page into #root (decision 161): hydrates the shell prerendered at
 * build time, as start.tsx does the landing page's, with the booking page's own root, or the
 * studio's page the server drew with its data (decision 192), from that same data.
 */
export function startBookingPage(container: HTMLElement, onReady?: () => void) {
  const page = (
    <StrictMode>
      <BookRoot page={drawnWith()} />
    </StrictMode>
  );
  if (onReady) whenHydrated(onReady);
  if (container.firstElementChild !== null) {
    // A page the server drew in the visitor's language carries its texts (decision 208).
    adoptPrerenderedLanguage();
    hydrateRoot(container, page);
  } else createRoot(container).render(page);
}

/** The data the server drew the page with (decision 192); none in the bare shell. */
function drawnWith(): PublicBookingPage | undefined {
  const data = document.getElementById('book-page-data')?.textContent;
  return data ? (JSON.parse(data) as PublicBookingPage) : undefined;
}
