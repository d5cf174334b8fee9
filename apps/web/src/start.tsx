import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenHydrated } from './app/hydration-signal';
import { Root } from './app/root';
import { adoptPrerenderedLanguage } from './lib/i18n/i18n';

/**
 * Renders the app into #root: hydrates the HTML prerendered at build time (the landing page,
 * /login, /signup; decision 057), renders from nothing on every other page. `onReady` runs once
 * the page's content is hydrated.
 */
export function startApp(container: HTMLElement, onReady?: () => void) {
  const app = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  if (onReady) whenHydrated(onReady);
  if (container.firstElementChild !== null) {
    adoptPrerenderedLanguage();
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
}
