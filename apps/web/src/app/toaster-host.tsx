import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequested } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Mounts sonner's <Toaster> (spec: 4 s, 3 visible) once the first toast is requested. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequested, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={4000} visibleToasts={3} theme="system" position="top-right" richColors closeButton />
    </Suspense>
  );
}
