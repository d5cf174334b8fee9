import { lazy, Suspense } from 'react';
import { HydrationSignal } from './hydration-signal';

// The page itself loads by path (decision 161), as the routed pages do.
const BookPage = lazy(async () => ({ default: (await import('@/features/bookings/components/book-page')).BookPage }));

/** The addresses of the studios' public booking pages, /book/<slug>. */
export const isBookingPath = (pathname: string) => /^\/book\/[^/]+\/?$/.test(pathname);

/**
 * A studio's public booking page, /book/<slug> (decision 161): a root of its own, without the
 * landing page, the router or the signed-in app, so the shop window loads only what it shows.
 * Prerendered at build time (prerender.tsx) and hydrated by book-start.tsx.
 */
export function BookRoot({ url }: { /** The address rendered at build time; the browser's otherwise. */ url?: string }) {
  return (
    <Suspense fallback={null}>
      <BookPage url={url} />
      <HydrationSignal />
    </Suspense>
  );
}
