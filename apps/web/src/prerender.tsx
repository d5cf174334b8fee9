import type { Language, PublicBookingPage } from '@atelier/shared';
import type { ComponentsJSON } from '@nanostores/i18n';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { BookRoot, isBookingPath } from './app/book-root';
import { Root } from './app/root';
import { APP_LANGUAGES, cachedTexts, loadLanguage, recordNamespacesRead, visitorLanguage } from './lib/i18n/i18n';

export { APP_LANGUAGES };

/**
 * The build's server-side entry (scripts/prerender.mjs, decision 057): the HTML of one page as the
 * browser's first render makes it for a visitor who is not signed in, in English, so start.tsx can
 * hydrate it (book-start.tsx the booking pages' shell, decision 161). `prerender` waits for the lazy pages, so the HTML holds the whole page.
 */
export async function renderPage(url: string): Promise<string> {
  return render(url, isBookingPath(url) ? <BookRoot url={url} /> : <Root url={url} />);
}

/**
 * One of the pages a visitor arrives on, drawn in a language for a browser that reads it (decision
 * 208), with the texts it read: the page carries them, so it hydrates in that language at once.
 */
export function renderPageIn(url: string, language: Language): Promise<Drawn> {
  return drawIn(language, url, <Root url={url} />);
}

/**
 * A studio's booking page with its data (decision 192), drawn by the server for each studio, as
 * book-start.tsx hydrates it from the same data in the page; in its visitor's language (decision 208).
 */
export async function renderBookingPage(url: string, page: PublicBookingPage): Promise<string> {
  return (await drawIn('en', url, <BookRoot url={url} page={page} />)).html;
}

export function renderBookingPageIn(url: string, page: PublicBookingPage, language: Language): Promise<Drawn> {
  return drawIn(language, url, <BookRoot url={url} page={page} />);
}

type Drawn = { html: string; catalogue: ComponentsJSON };
let drawing: Promise<unknown> = Promise.resolve();

/**
 * Draws a page in a language, one drawing at a time: the language is this module's state, and the
 * server draws studios' booking pages as visitors ask, so two at once could mix their languages.
 */
function drawIn(language: Language, url: string, tree: ReactNode): Promise<Drawn> {
  const run = async (): Promise<Drawn> => {
    await loadLanguage(language);
    visitorLanguage.set(language);
    const read = recordNamespacesRead();
    try {
      const html = await render(url, tree);
      // The head's title and description are read by the app, not a component: they go too.
      return { html, catalogue: language === 'en' ? {} : cachedTexts(language, [...read(), 'document']) };
    } finally {
      read();
      visitorLanguage.set('en');
    }
  };
  const next = drawing.then(run, run);
  drawing = next.catch(() => undefined);
  return next;
}

async function render(url: string, tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  // A part that failed would be rendered in the browser only: fail the build (or the answer) instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  return html;
}
