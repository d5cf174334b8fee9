import type { PublicBookingPage } from '@atelier/shared';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { BookRoot, isBookingPath } from './app/book-root';
import { Root } from './app/root';

/**
 * The build's server-side entry (scripts/prerender.mjs, decision 057): the HTML of one page as the
 * browser's first render makes it for a visitor who is not signed in, in English, so start.tsx can
 * hydrate it (book-start.tsx the booking pages' shell, decision 161). `prerender` waits for the lazy pages, so the HTML holds the whole page.
 */
export async function renderPage(url: string): Promise<string> {
  return render(url, isBookingPath(url) ? <BookRoot url={url} /> : <Root url={url} />);
}

/**
 * A studio's booking page with its data (decision 192), drawn by the server for each studio, as
 * book-start.tsx hydrates it from the same data in the page.
 */
export async function renderBookingPage(url: string, page: PublicBookingPage): Promise<string> {
  return render(url, <BookRoot url={url} page={page} />);
}

async function render(url: string, tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  // A part that failed would be rendered in the browser only: fail the build (or the answer) instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  return html;
}
