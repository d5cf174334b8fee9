import { h } from './dom';
import type { PortalContext } from './context';
import { languageSwitch } from './language-switch';

/**
 * The studio's card at the top (decision 085): its picture, its name as the page's one h1, the
 * greeting, and how to reach it. Addresses the studio typed are linked only when they are web
 * addresses; anything else (a `javascript:` one) stays plain text.
 */
export function webAddress(value: string): { href: string; text: string } | null {
  const v = value.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return { href: v, text: v.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  return { href: `https://${v}`, text: v.replace(/\/$/, '') };
}

const isImageAddress = (url: string) => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);

function contactList({ view, t }: PortalContext): HTMLElement | null {
  const { email, phone, address, website } = view.studio;
  const site = webAddress(website);
  const items = [
    email && h('li', {}, h('span', { class: 'label' }, `${t('email')} `), h('a', { href: `mailto:${email}` }, email)),
    phone && h('li', {}, h('span', { class: 'label' }, `${t('phone')} `), h('a', { href: `tel:${phone.replace(/[^\d+]/g, '')}` }, phone)),
    address && h('li', {}, h('span', { class: 'label' }, `${t('address')} `), h('span', { class: 'address' }, address)),
    website &&
      h(
        'li',
        {},
        h('span', { class: 'label' }, `${t('website')} `),
        site ? h('a', { href: site.href, rel: 'noopener noreferrer' }, site.text) : website,
      ),
  ].filter((item): item is HTMLLIElement => !!item);
  if (items.length === 0) return null;
  return h('div', { class: 'contact' }, h('h2', { class: 'small-title' }, t('contactTitle')), h('address', {}, h('ul', {}, ...items)));
}

export function header(ctx: PortalContext): HTMLElement {
  const { studio, client } = ctx.view;
  const picture =
    studio.imageUrl && isImageAddress(studio.imageUrl)
      ? h('img', { class: 'avatar', src: studio.imageUrl, alt: '', width: 64, height: 64 })
      : null;
  return h(
    'header',
    { class: 'studio' },
    h(
      'div',
      { class: 'studio-band' },
      picture,
      h('div', {}, h('h1', {}, studio.name), h('p', { class: 'greeting' }, ctx.t('greeting', { name: client.name }))),
    ),
    h('div', { class: 'studio-body' }, h('p', {}, ctx.t('intro', { studio: studio.name })), contactList(ctx), languageSwitch(ctx)),
  );
}
