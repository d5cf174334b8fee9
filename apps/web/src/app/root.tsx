import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/landing';
import { syncDocumentLanguage, syncDocumentTitle } from '@/lib/i18n/i18n';
import { setNavigator } from '@/lib/navigation';
import { HydrationSignal } from './hydration-signal';
import { ToasterHost } from './toaster-host';

// The router, the auth store and the API client are the signed-in app's code; the landing page
// needs none of them, so they load in their own chunk (decision 057: on the landing page nothing
// loads before the visitor interacts, then this chunk when the page is idle).
const loadApp = () => import('./app');
const App = lazy(async () => ({ default: (await loadApp()).App }));

const onLanding = (url?: string) => (url ?? window.location.pathname) === '/';

// A studio's public booking page (decision 161): prerendered like the landing page, without the
// router or the signed-in app; its own chunk, loaded at once since it fetches the studio's page.
const BookPage = lazy(async () => ({ default: (await import('@/features/bookings/components/book-page')).BookPage }));
const onBookingPage = (url?: string) => /^\/book\/[^/]+\/?$/.test(url ?? window.location.pathname);

/** Fetches the app's chunk once the page is idle, so the first click on Login or Sign Up does not wait for it. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}

/**
 * Shows the landing page on '/' without the router, and the routed app everywhere else. Leaving
 * the landing page (a link, a plan button, the back button) switches to the routed app, which
 * reads the new address itself; the switch is a transition, so the landing page stays on screen
 * until the app's chunk is there instead of flashing a spinner.
 */
export function Root({ url }: { /** The page to render at build time (prerender.tsx); the browser's address otherwise. */ url?: string }) {
  if (onBookingPage(url))
    return (
      <Suspense fallback={null}>
        <BookPage url={url} />
        <HydrationSignal />
      </Suspense>
    );
  return <SiteRoot url={url} />;
}

function SiteRoot({ url }: { url?: string }) {
  const [routed, setRouted] = useState(() => !onLanding(url));
  const followedLink = useRef(false);

  // <html lang> follows the language the texts are in (decision 021; WCAG 3.1.1).
  useEffect(() => syncDocumentLanguage(), []);
  useEffect(() => syncDocumentTitle(), []);

  useEffect(() => {
    // A plan button sits far down the landing page; the page it opens starts at its top.
    if (routed && followedLink.current) window.scrollTo(0, 0);
  }, [routed]);

  useEffect(() => {
    if (routed) return;
    const leave = () => startTransition(() => setRouted(true));
    setNavigator((to, options) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      followedLink.current = true;
      leave();
    });
    const onPop = () => {
      if (!onLanding()) leave();
    };
    window.addEventListener('popstate', onPop);
    const cancelPrefetch = whenIdle(() => void loadApp());
    return () => {
      setNavigator(null);
      window.removeEventListener('popstate', onPop);
      cancelPrefetch();
    };
  }, [routed]);

  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        {routed ? <App url={url} /> : <LandingPage />}
        {!routed && <HydrationSignal />}
      </Suspense>
      <ToasterHost />
    </>
  );
}
