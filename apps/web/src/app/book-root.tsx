import type { PublicBookingPage } from '@atelier/shared';
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
export function BookRoot({
  url,
  page,
}: {
  /** The address rendered on the server; the browser's otherwise. */
  url?: string;
  /** The studio's page the server drew it with (decision 192), the same in the browser; none for the bare shell. */
  page?: PublicBookingPage;
}) {
  return (
    <Suspense fallback={null}>
      <BookPage url={url} initial={page} />
      <HydrationSignal />
    </Suspense>
  );
}
