import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { BookRoot, isBookingPath } from './app/book-root';
import { Root } from './app/root';

/**
 * The build's server-side entry (scripts/prerender.mjs, decision 057): the HTML of one page as the
 * browser's first render makes it for a visitor who is not signed in, in English, so start.tsx can
 * hydrate it (book-start.tsx the booking pages' shell, decision 161). `prerender` waits for the lazy pages, so the HTML holds the whole page.
 */
export async function renderPage(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{isBookingPath(url) ? <BookRoot url={url} /> : <Root url={url} />}</StrictMode>, {
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  // A part that failed would be rendered in the browser only: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  return html;
}
