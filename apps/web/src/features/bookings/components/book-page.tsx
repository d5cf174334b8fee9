import { LANGUAGE_LABELS, type PublicBookingPage } from '@atelier/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adoptVisitorLanguage, APP_LANGUAGES, chooseVisitorLanguage, syncDocumentLanguage, useLocale, useMessages } from '@/lib/i18n/i18n';
import { keyFromPath, type PublicFailure } from '@/lib/public-api';
import { publicBookingApi } from '../api/public-booking-api';
import { bookMessages } from './book-messages';
import { BookingFlow } from './book-flow';

type Load = { status: 'loading' } | { status: 'loaded'; page: PublicBookingPage } | { status: 'failed'; failure: PublicFailure };

/**
 * /book/<slug> (decisions 156, 161, 192): the studio's public booking page. The server draws it
 * with the studio's name and types and hands the same data to the browser; only the bare shell
 * (heading, the loading line) fetches the studio's page, as soon as it runs. It speaks the client's
 * browser language, which the switch changes.
 */
export function BookPage({
  url,
  initial,
}: {
  /** The address rendered on the server (prerender.tsx). */
  url?: string;
  /** The studio's page the server drew (decision 192): shown at once, not fetched. */
  initial?: PublicBookingPage;
}) {
  const t = useMessages(bookMessages);
  const slug = keyFromPath('/book', url ?? (typeof window === 'undefined' ? '' : window.location.pathname));
  const api = useMemo(() => publicBookingApi(slug), [slug]);
  const [load, setLoad] = useState<Load>(initial ? { status: 'loaded', page: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    adoptVisitorLanguage();
    // <html lang> follows the page's language (WCAG 3.1.1), as the app's root keeps it.
    return syncDocumentLanguage();
  }, []);
  useEffect(() => {
    if (url !== undefined || (initial && attempt === 0)) return;
    let live = true;
    if (!slug) return setLoad({ status: 'failed', failure: { ok: false, kind: 'gone' } });
    void api.page().then((answer) => {
      if (!live) return;
      setLoad(answer.ok ? { status: 'loaded', page: answer.data.page } : { status: 'failed', failure: answer });
    });
    return () => {
      live = false;
    };
  }, [api, slug, url, attempt, initial]);

  const page = load.status === 'loaded' ? load.page : null;
  /** The page read again in place (its terms changed since it was drawn, decision 183); a failed read keeps it. */
  const reloadPage = useCallback(async () => {
    const answer = await api.page();
    if (answer.ok) setLoad({ status: 'loaded', page: answer.data.page });
  }, [api]);
  useEffect(() => {
    document.title = page ? `${t.title} · ${page.studio.name}` : t.title;
  }, [page, t.title]);

  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <p className="truncate text-base font-semibold" data-testid="book-studio">
            {page?.studio.name ?? '\u00a0'}
          </p>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl space-y-6 px-4 py-6 outline-none">
        {/* The heading and its lead are in the prerendered shell: the page's largest paint (LCP) comes with the HTML. */}
        <div className="space-y-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
          <p className="text-base text-muted-foreground">{t.intro}</p>
        </div>
        {load.status === 'loading' && (
          <p role="status" className="text-muted-foreground">
            {t.loading}
          </p>
        )}
        {load.status === 'failed' && <LoadFailure failure={load.failure} onRetry={() => setAttempt((n) => n + 1)} />}
        {page && <BookingFlow page={page} api={api} slug={slug} onPageChanged={reloadPage} />}
      </main>
    </div>
  );
}

function LoadFailure({ failure, onRetry }: { failure: PublicFailure; onRetry: () => void }) {
  const t = useMessages(bookMessages);
  if (failure.kind === 'gone')
    return (
      <section aria-labelledby="book-gone" className="space-y-2 rounded-xl border border-border p-6" data-testid="book-not-found">
        <h2 id="book-gone" className="text-lg font-semibold">
          {t.notFoundTitle}
        </h2>
        <p className="text-muted-foreground">{t.notFoundText}</p>
      </section>
    );
  return (
    <section role="alert" aria-labelledby="book-failed" className="space-y-3 rounded-xl border border-border p-6">
      <h2 id="book-failed" className="text-lg font-semibold">
        {t.failedTitle}
      </h2>
      <p className="text-muted-foreground">{failure.kind === 'rate' ? t.rateText({ seconds: failure.retryAfter ?? 60 }) : t.failedText}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.retry}
      </Button>
    </section>
  );
}

/** Every language the app speaks, each named in its own, the client's choice over their browser's. */
function LanguageSwitch() {
  const t = useMessages(bookMessages);
  const language = useLocale();
  const choices = APP_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
  return (
    <div role="group" aria-label={t.language} className="flex flex-wrap justify-end gap-1">
      {choices.map((c) => (
        <Button
          key={c.value}
          size="sm"
          variant={language === c.value ? 'secondary' : 'ghost'}
          aria-pressed={language === c.value}
          lang={c.value}
          onClick={() => chooseVisitorLanguage(c.value)}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}
