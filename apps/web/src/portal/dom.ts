/**
 * A small element builder for the portal page (decision 085): plain DOM, no framework, so the
 * page stays a few kilobytes. Text always goes in as text nodes, never as HTML.
 */
type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el: HTMLElement, attrs: Attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'class') el.className = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
}

function append(el: Element, children: Child[]) {
  for (const child of children) if (child != null && child !== false) el.append(child);
}

let lastId = 0;
/** A document-unique id for label/for and aria-describedby pairs. */
export const uid = (prefix: string) => `${prefix}-${++lastId}`;

/** A section with its heading, named by it (a region landmark). */
export function section(id: string, title: string, ...children: Child[]): HTMLElement {
  const headingId = `${id}-title`;
  return h('section', { id, class: 'card', 'aria-labelledby': headingId }, h('h2', { id: headingId }, title), ...children);
}

/** Focus an element that is not a control (a status after an action), without a scroll jump. */
export function focusStatic(el: HTMLElement) {
  el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: false });
}
