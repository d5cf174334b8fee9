import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenHydrated } from './app/hydration-signal';
import { BookRoot } from './app/book-root';

/**
 * Renders a studio's booking page into #root (decision 161): hydrates the shell prerendered at
 * build time, as start.tsx does the landing page's, with the booking page's own root.
 */
export function startBookingPage(container: HTMLElement, onReady?: () => void) {
  const page = (
    <StrictMode>
      <BookRoot />
    </StrictMode>
  );
  if (onReady) whenHydrated(onReady);
  if (container.firstElementChild !== null) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
