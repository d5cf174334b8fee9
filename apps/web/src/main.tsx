import { hasStoredSession } from './lib/stored-session';
import { VISITOR_LANGUAGE_KEY } from './lib/visitor-language-key';
import { applyTheme, rememberedTheme } from './lib/theme';
import './index.css';

/**
 * The boot script every page loads (decision 057). It holds no React. The pages prerendered at
 * build time (the landing page, /login, /signup) are whole before it runs, so it loads the app
 * only when the visitor first touches, clicks, types or tabs into one, unless they are signed in
 * (their language and theme apply at once, as before); every other page starts at once.
 * Until React has hydrated a prerendered page, a click on a button or a form's submit would do
 * nothing (or send the form to the address bar), so the last one is held and replayed once the
 * page is live, after what was typed meanwhile has been handed to React. Links simply navigate.
 */
// The theme applied last in this browser, and from now on the system's scheme followed live when
// it is 'system' (decision 025), before and without the app. The inline script in index.html has
// set the class for the first paint already.
applyTheme(rememberedTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
// A studio's booking page (decision 161) fetches the studio's page as soon as it is shown. Not
// app/book-root's isBookingPath: this script holds no React.
const bookingPage = /^\/book\/[^/]+\/?$/.test(window.location.pathname);
let replay: (() => void) | null = null;
let started = false;

function start() {
  if (started) return;
  started = true;
  INTENT_EVENTS.forEach((type) => document.removeEventListener(type, start, true));
  // A studio's booking page has a root of its own, without the app (decision 161).
  const boot = bookingPage
    ? import('./book-start').then(({ startBookingPage }) => startBookingPage)
    : import('./start').then(({ startApp }) => startApp);
  void boot.then((startPage) =>
    startPage(container!, () => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      container!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach(handOverTypedValue);
      const pending = replay;
      replay = null;
      // In a task of its own: React renders the handed-over values in a microtask, and a submit
      // replayed before that would read the fields' old, empty state.
      if (pending) setTimeout(pending, 0);
    }),
  );
}

/**
 * Hydration keeps what was typed before it in the field but not in React's state (React 19), so
 * the form would send empty values: the field is set back through React's value tracker and the
 * typed text given again as an input event, which React turns into the field's onChange.
 */
function handOverTypedValue(field: HTMLInputElement | HTMLTextAreaElement) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio' || field.type === 'hidden')) return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * An in-page link to a focusable target (the skip link to <main>, decision 057) before React is
 * live: Chromium only scrolls to a fragment and leaves the focus on <body>, so the target is
 * focused here as SkipLink does once the app runs. Other # links still just navigate.
 */
function focusInPageTarget(e: MouseEvent): boolean {
  const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
  const target = link && link.hash.length > 1 ? document.getElementById(link.hash.slice(1)) : null;
  if (!target?.hasAttribute('tabindex')) return false;
  e.preventDefault();
  target.focus();
  return true;
}

function holdClick(e: MouseEvent) {
  if (focusInPageTarget(e)) return;
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
// A booking page the server drew with its studio's data (decision 192) is whole without React: its
// scripts load once it is painted, so nothing they bring competes with its first paint.
const drawnBookingPage = bookingPage && document.getElementById('book-page-data') !== null;
/**
 * The server sends a page prerendered in the visitor's language (decision 208): one whose language is
 * not the visitor's (their choice on this device, else their browser's first; a page kept by the
 * service worker is English) gets the app at once, which redraws it in theirs (decision 203). No list
 * of languages here, which would bring the shared code into this script: a language the app does not
 * speak only starts the app early, in English.
 */
const visitorLanguage = (localStorage.getItem(VISITOR_LANGUAGE_KEY) ?? navigator.language ?? 'en').toLowerCase().slice(0, 2);
const pageInVisitorLanguage = document.documentElement.lang === visitorLanguage;
if (prerendered && !hasStoredSession() && !bookingPage && pageInVisitorLanguage) {
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
} else if (drawnBookingPage) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
