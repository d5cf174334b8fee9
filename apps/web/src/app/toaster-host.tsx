import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequested } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Mounts sonner's <Toaster> (spec: 4 s, 3 visible) once the first toast is requested. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequested, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/* On phones sonner spans the full width; the offset keeps toasts below the 56 px header so
          they never cover the menu button (found by the 375 px browser test). */}
      <Toaster duration={4000} visibleToasts={3} theme="system" position="top-right" mobileOffset={{ top: 72 }} richColors closeButton />
    </Suspense>
  );
}
