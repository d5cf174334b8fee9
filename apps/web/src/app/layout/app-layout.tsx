import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageErrorBoundary } from '../page-error-boundary';
import { BrandMark } from '@/components/ui/brand';
import { SkipLink, MAIN_ID } from '@/components/ui/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/features/auth';
import { useKeepComingWeeks } from '@/features/calendar';
import { NotificationsBell } from '@/features/notifications';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import type { SessionContext } from '@/lib/session-context';
import { can, studioActive } from '@/lib/permissions';
import { planHas } from '@/features/billing';
import { actionsFor, FindButton, useFind } from '@/features/search';
import { StudioInactivePanel } from '../role-pages';
import { CounterBar } from './counter-bar';
import { useSearchPages } from './search-pages';
import { SIDEBAR_ID, Sidebar } from './sidebar';
import { OfflineStatus } from '@/features/offline';
import { useSignOutQuestion } from '@/features/offline';

export const messages = i18n('app-layout', { openMenu: 'Open menu', closeMenu: 'Close menu' });

/** The shared layout of every protected route: sidebar, mobile top bar, the page and the phone's counter bar. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useMessages(messages);
  const logout = useAuthStore((s) => s.logout);
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const clearSession = useAuthStore((s) => s.clearSession);
  const session = useMemo<SessionContext>(() => ({ user, setUser, logout, clearSession }), [user, setUser, logout, clearSession]);
  // The coming weeks' appointments are on the device before the tailor leaves for a fitting (decision 101).
  useKeepComingWeeks(!!user && studioActive(user) && can(user, 'calendar.read') && planHas(user, 'calendar'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // One search for anything, from every page (decision 210).
  const pages = useSearchPages(user);
  const actions = useMemo(() => actionsFor(user), [user]);
  const find = useFind({ pages, actions });

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // What clients did through the portal (decision 082): in the phone's top bar, and beside the
  // brand in the sidebar from lg up; only one of the two is displayed at a time.
  const bell = studioActive(user) ? <NotificationsBell /> : null;

  // The menu stays open while the question is asked, so focus can return to its Logout.
  const signOut = useSignOutQuestion(async () => {
    setMenuOpen(false);
    await logout();
    void navigate('/login', { replace: true });
  });

  return (
    <div className="min-h-dvh lg:flex">
      <SkipLink />
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-card/95 px-4 backdrop-blur lg:hidden">
        <BrandMark />
        <div className="flex items-center gap-1">
          {bell}
          <button
            type="button"
            onClick={() => setMenuOpen((o) => !o)}
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            className="rounded-lg p-2 text-foreground hover:bg-muted"
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </header>

      {menuOpen && <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" aria-hidden onClick={() => setMenuOpen(false)} />}
      <Sidebar
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        onLogout={signOut.request}
        headerAction={bell}
        find={<FindButton variant="field" onClick={find.show} />}
      />

      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 pt-6 pb-[calc(9rem+var(--counter-bar,0px))] outline-none sm:px-6 lg:px-10 lg:py-8"
      >
        {/* Keyed by path so a slow page never shows the previous page's fallback state, and a page that failed to render is tried again on the next. */}
        <OfflineStatus />
        {studioActive(user) ? (
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet context={session} />
            </Suspense>
          </PageErrorBoundary>
        ) : (
          <StudioInactivePanel onSignOut={signOut.request} />
        )}
      </main>
      {/* The counter's actions at hand on a phone (decision 209); a studio that is not active has none to offer. */}
      {studioActive(user) && (
        <CounterBar
          user={user}
          find={<FindButton variant="bar" onClick={find.show} className="w-full text-muted-foreground hover:text-foreground" />}
        />
      )}
      {studioActive(user) && find.dialog}
      {signOut.question}
    </div>
  );
}
