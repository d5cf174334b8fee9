import { i18n, textsOf } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';

const messages = i18n('service-worker', { ready: 'A new version is ready', reload: 'Reload' });
const texts = textsOf(messages);

/** How often an open app asks whether a new version is out: browsers only check on navigation, which a single-page app rarely does. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

/** Runs once the page has loaded and the browser is idle, so the worker never delays the page (decision 091). */
function afterLoadAndIdle(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Offers the waiting version. Never applied by itself: the visitor may be halfway through a form;
 * without a click it takes over when every tab of the app has been closed (decision 091).
 */
function offerReload(apply: () => void) {
  const t = texts();
  toast.info(t.ready, { id: 'app-update', duration: Infinity, action: { label: t.reload, onClick: apply } });
}

function checkForUpdates(registration: ServiceWorkerRegistration) {
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => {});
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the service worker of the installable app (decision 091): from the signed-in app's
 * chunk, after the page's load event, never on the landing page's first view, so its JavaScript
 * budget holds. The worker precaches the app, so every page opens offline.
 */
export function registerServiceWorker(): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  afterLoadAndIdle(() => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        // Reload was chosen in this tab. The new version may also take over because another tab
        // chose it: this one then offers the reload again rather than reloading under a form.
        let chosen = false;
        const apply = () => {
          chosen = true;
          void updateSW(true);
        };
        const updateSW = registerSW({
          onNeedRefresh: () => offerReload(apply),
          onNeedReload: () => (chosen ? window.location.reload() : offerReload(() => window.location.reload())),
          onRegisteredSW: (_url, registration) => registration && checkForUpdates(registration),
          onRegisterError: (err: unknown) => console.error('Could not register the service worker', err),
        });
      })
      .catch((err: unknown) => console.error('Could not load the service worker registration', err));
  });
}
