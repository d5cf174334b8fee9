import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenHydrated } from './app/hydration-signal';
import { Root } from './app/root';
import { adoptPageCatalogue } from './lib/i18n/i18n';
import { isLanguage } from '@atelier/shared';

/**
 * A page prerendered in another language than English carries the texts it shows (decision 208):
 * they go into the catalogue first, so the hydrating render is the page as it was drawn.
 */
function adoptPrerenderedLanguage(): void {
  const data = document.getElementById('page-catalogue');
  const language = document.documentElement.lang;
  if (!data?.textContent || !isLanguage(language)) return;
  try {
    adoptPageCatalogue(language, JSON.parse(data.textContent) as Parameters<typeof adoptPageCatalogue>[1]);
  } catch {
    // A page cut short: it hydrates in English and is redrawn in the visitor's language.
  }
}

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
