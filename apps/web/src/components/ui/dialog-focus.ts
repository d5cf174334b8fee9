/**
 * Where focus goes when a dialog opens and closes (WCAG 2.4.3 Focus Order).
 *
 * Radix returns focus only to a <DialogTrigger>. Our dialogs are controlled and opened from card
 * buttons, menu items or other dialogs, so on close focus fell to <body> and keyboard and screen
 * reader users lost their place. Each dialog therefore remembers its opener as it opens, and
 * gives focus back to it, or to the nearest control still on the page, when it closes.
 */

/** The control that opened a dialog, and the opener of the dialog that control sat in. */
export type Opener = { element: HTMLElement | null; parent: Opener | null };

/** Each open dialog's opener, by its content element, so a dialog opened from a dialog can chain. */
const openers = new WeakMap<Element, Opener>();

export function rememberOpener(content: Element, opener: Opener): void {
  openers.set(content, opener);
}

/**
 * Reads the opener while the dialog is being rendered, before React removes anything: a menu
 * item that opened it is still in the DOM then, and stands for its menu's trigger, because the
 * menu closes with the dialog's opening.
 */
export function captureOpener(doc: Document = document): Opener {
  const active = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
  if (!active) return { element: null, parent: null };
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const element = (triggerId && doc.getElementById(triggerId)) || active;
  const host = active.closest('[role="dialog"], [role="alertdialog"]');
  return { element, parent: (host && openers.get(host)) ?? null };
}

/**
 * Focuses the opener if it is still on the page, else the opener of the dialog it sat in (Edit
 * in 'Project Details' opens 'Edit Project' and closes the details), else the main landmark (the
 * opener went with what it opened, e.g. a deleted client's card).
 */
export function returnFocus(opener: Opener | null, doc: Document = document): void {
  if (focusOpener(opener, doc)) return;
  // The page may still be settling (a layout changing with the window's width, another layer
  // giving the page back): the opener is tried once more a moment later before the main landmark.
  setTimeout(() => {
    // Unless something took the focus meanwhile (a dialog opened from this one).
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    if (!focusOpener(opener, doc)) doc.getElementById('main')?.focus();
  }, SETTLE_MS);
}

const SETTLE_MS = 50;

function focusOpener(opener: Opener | null, doc: Document): boolean {
  for (let o = opener; o; o = o.parent) {
    if (o.element && isFocusable(o.element)) {
      o.element.focus();
      if (doc.activeElement === o.element) return true;
    }
  }
  return false;
}

const CANDIDATES = 'input, select, textarea, button, a[href], [tabindex]';

function isFocusable(el: HTMLElement): boolean {
  if (!el.isConnected || el.tabIndex < 0 || el.matches(':disabled')) return false;
  if (el.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  // checkVisibility catches display:none and visibility:hidden; test DOMs without it count as visible.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

export function firstFocusable(root: Element | null): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>(CANDIDATES)) if (isFocusable(el)) return el;
  return null;
}

/**
 * What gets focus as a dialog opens: a control marked data-autofocus (a confirmation's Cancel,
 * the least destructive choice), else the first field of the body, else the footer's first
 * control (Cancel comes first there), never the header's Close button.
 */
export function initialFocusTarget(content: Element | null, body: Element | null, footer: Element | null): HTMLElement | null {
  const marked = content?.querySelector<HTMLElement>('[data-autofocus]');
  if (marked && isFocusable(marked)) return marked;
  return firstFocusable(body) ?? firstFocusable(footer);
}
