import { lazy, Suspense, useSyncExternalStore } from 'react';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useResolvedTheme } from '@/lib/use-resolved-theme';
import { isToasterRequested, subscribeToasterRequested } from '@/lib/toast';

export const messages = i18n('toaster', { region: 'Notifications', close: 'Close toast' });

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const WIDE = '(min-width: 1024px)';
const subscribeWide = (listener: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * Mounts sonner's <Toaster> (4 s, 3 visible) once the first toast is requested.
 * Where toasts sit matters because they cover what is under them (found with the browser tests
 * and 375 / 1280 px screenshots):
 * - At the top of a phone they covered the page heading and, when a dialog opened, its title and
 *   Close button; under the header they had been put there to keep the menu button free.
 * - So they sit at the bottom: bottom right on a desktop (the page's main action, Add Client or
 *   Add Project, is top right), bottom centre on a phone, above the safe area and the counter bar
 *   (`--counter-bar`, which includes the safe area; decision 209).
 * - The bottom is where a phone form's save button ends up, so nothing is allowed to stay under
 *   the toasts: dialogs are centred above a 9rem band at the bottom (components/ui/dialog.tsx),
 *   and pages end with as much padding, so their last button scrolls clear of a toast.
 */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequested, isToasterRequested, () => false);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  const t = useMessages(messages);
  // The app's theme, which is the account's preference, not necessarily the system's (decision 025).
  const theme = useResolvedTheme();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={4000}
        visibleToasts={3}
        theme={theme}
        position={wide ? 'bottom-right' : 'bottom-center'}
        mobileOffset={{ bottom: 'calc(16px + var(--counter-bar, env(safe-area-inset-bottom)))' }}
        richColors
        closeButton
        containerAriaLabel={t.region}
        toastOptions={{ closeButtonAriaLabel: t.close }}
      />
    </Suspense>
  );
}
