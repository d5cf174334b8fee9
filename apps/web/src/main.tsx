import { hasStoredSession } from './lib/stored-session';
import './index.css';

/**
 * The boot script every page loads (decision 057). It holds no React. The pages prerendered at
 * build time (the landing page, /login, /signup) are on screen before it runs; until React has
 * hydrated them, a click on a button or a form's submit would do nothing (or submit the form to the
 * address bar), so the last one is held and replayed once the page is live. Links simply navigate.
 * The landing page loads the app only when the visitor first touches, clicks, types or tabs into
 * it, unless they are signed in (their language and theme apply, as before); every other page
 * starts at once.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
let replay: (() => void) | null = null;
let started = false;

function start() {
  if (started) return;
  started = true;
  INTENT_EVENTS.forEach((type) => document.removeEventListener(type, start, true));
  void import('./start').then(({ startApp }) =>
    startApp(container!, () => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      const pending = replay;
      replay = null;
      pending?.();
    }),
  );
}

function holdClick(e: MouseEvent) {
  const button = e.target instanceof Element ? e.target.closest<HTMLElement>('button, [role="button"], [role="checkbox"]') : null;
  if (!button) return;
  e.preventDefault();
  e.stopPropagation();
  replay = () => button.click();
  start();
}

function holdSubmit(e: SubmitEvent) {
  const form = e.target instanceof HTMLFormElement ? e.target : null;
  if (!form) return;
  e.preventDefault();
  e.stopPropagation();
  replay = () => form.requestSubmit();
  start();
}

const prerendered = container.firstElementChild !== null;
if (prerendered) {
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
}
if (prerendered && window.location.pathname === '/' && !hasStoredSession()) {
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
} else {
  start();
}
