import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts, with sonner loaded on first use: the landing page must stay under its JavaScript
 * budget, and most visits to it never show a toast. Sonner replays toasts created before its
 * <Toaster> subscribes, so nothing is lost while the chunk loads.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function loadToaster(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    requested = true;
    listeners.forEach((l) => l());
  }
  return sonner;
}

/** For the toaster host: becomes true once any toast was asked for. */
export function subscribeToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterRequested = (): boolean => requested;

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

function show(kind: Kind, message: string, options?: ExternalToast): void {
  loadToaster()
    .then(({ toast: t }) => (kind === 'message' ? t(message, options) : t[kind](message, options)))
    .catch((err: unknown) => console.error('Could not show a toast', message, err));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};
