import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequested } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const WIDE = '(min-width: 1024px)';
const subscribeWide = (listener: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * Mounts sonner's <Toaster> (spec: 4 s, 3 visible) once the first toast is requested.
 * Where toasts sit matters because they take clicks: on a desktop the page's main action (Add
 * Client, Add Project) is top right, so toasts go bottom right; on a phone, where the form's save
 * button is at the bottom, they go on top, below the 56 px header so the menu button stays free
 * (both found with the browser tests and screenshots).
 */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequested, isToasterRequested, () => false);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={4000}
        visibleToasts={3}
        theme="system"
        position={wide ? 'bottom-right' : 'top-center'}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
      />
    </Suspense>
  );
}
