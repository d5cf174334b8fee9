import { useEffect, useRef } from 'react';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { Button } from './button';
import { Spinner } from './spinner';

export const messages = i18n('load-more', { loadMore: 'Load more', loading: 'Loading more...' });

/** How far below the screen the end of the list starts loading the next page, so scrolling seldom waits. */
const AHEAD = '600px';

/**
 * The end of a paged list (decision 069): the next page loads when the end scrolls into view, and
 * a real 'Load more' button does the same for a keyboard, a switch or a browser without
 * IntersectionObserver. The button keeps its focus while the page loads (it is never disabled,
 * only busy), and the loading is announced. Nothing shows after the last page.
 */
export function LoadMore({ hasMore, isLoading, onMore }: { hasMore: boolean; isLoading: boolean; onMore: () => void }) {
  const t = useMessages(messages);
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${AHEAD} 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
    // A new observer after each page: one still in view asks again, so a tall screen fills up.
  }, [hasMore, isLoading]);

  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="sr-only" aria-live="polite">
        {isLoading ? t.loading : ''}
      </p>
      {hasMore && (
        <>
          <div ref={sentinel} aria-hidden className="h-px w-full" data-testid="load-more-sentinel" />
          <Button variant="outline" aria-busy={isLoading || undefined} onClick={() => !isLoading && onMore()}>
            {isLoading && <Spinner size="sm" />}
            {t.loadMore}
          </Button>
        </>
      )}
    </div>
  );
}
