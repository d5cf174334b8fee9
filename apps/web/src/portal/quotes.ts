import type { PortalQuote } from '@atelier/shared';
import { action, setStatus, statusRegion, type PortalContext } from './context';
import { focusStatic, h, uid } from './dom';
import { formatDay, formatMoney } from './format';
import { PORTAL_MESSAGE_MAX } from './limits';

/**
 * The client's quotes (decision 158): the lines, the total, the deposit asked and the date it is
 * valid until, the PDF, and Accept (after a confirmation that says what follows) or Decline (with
 * an optional reason). Loaded apart from the page's view, so a portal without quotes shows nothing.
 */

function badge(ctx: PortalContext, q: PortalQuote): HTMLSpanElement {
  return h('span', { class: 'badge', 'data-status': q.status }, ctx.t(`quoteStatus.${q.status}`));
}

function linesTable(ctx: PortalContext, q: PortalQuote, money: (n: number) => string): HTMLTableElement {
  const qty = (l: PortalQuote['lines'][number]) =>
    `${new Intl.NumberFormat(ctx.language, { maximumFractionDigits: 2 }).format(l.quantity)}${l.unit === 'm' ? ' m' : ''}`;
  return h(
    'table',
    { class: 'lines' },
    h('caption', { class: 'sr-only' }, ctx.t('quoteLines')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, ctx.t('quoteItem')),
        h('th', { scope: 'col' }, ctx.t('quoteQty')),
        h('th', { scope: 'col' }, ctx.t('amount')),
      ),
    ),
    h('tbody', {}, ...q.lines.map((l) => h('tr', {}, h('td', {}, l.description), h('td', {}, qty(l)), h('td', {}, money(l.amount))))),
  );
}

function totals(ctx: PortalContext, q: PortalQuote, money: (n: number) => string): HTMLDListElement {
  return h(
    'dl',
    { class: 'values money' },
    h('dt', {}, ctx.t('quoteSubtotal')),
    h('dd', {}, money(q.subtotal)),
    q.discount > 0 && h('dt', {}, ctx.t('quoteDiscount')),
    q.discount > 0 && h('dd', {}, `−${money(q.discount)}`),
    q.tax > 0 && h('dt', {}, ctx.t('quoteTax')),
    q.tax > 0 && h('dd', {}, money(q.tax)),
    h('dt', { class: 'strong' }, ctx.t('quoteTotal')),
    h('dd', { class: 'strong' }, money(q.total)),
    q.deposit && h('dt', {}, ctx.t('quoteDeposit')),
    q.deposit && h('dd', {}, money(q.deposit.amount)),
  );
}

/** One quote; `notice` says why it is drawn again (it changed since the page was opened, decision 183). */
function quoteItem(ctx: PortalContext, initial: PortalQuote, notice = ''): HTMLLIElement {
  let q = initial;
  const titleId = uid('quote');
  const money = (n: number) => formatMoney(n, q.currency, ctx.language);
  const meta = h('p', { class: 'meta' });
  const actions = h('div', { class: 'actions' });
  const status = statusRegion();
  const item = h('li', { class: 'item' }, h('h3', { id: titleId }, ctx.t('quoteTitle', { code: q.code, title: q.title })), meta);
  item.append(linesTable(ctx, q, money), totals(ctx, q, money), q.notes ? h('p', { class: 'muted' }, q.notes) : '', actions, status);

  const updated = (next: PortalQuote) => {
    q = next;
    draw();
    focusStatic(meta);
  };
  /** The studio changed the quote since it was drawn: the new one replaces it, saying so, to read before answering. */
  const changed = async (text: string) => {
    const fresh = await ctx.api.quotes();
    const next = fresh.ok ? fresh.data.quotes.find((other) => other.id === q.id) : undefined;
    if (!next) return setStatus(status, text, 'error');
    const redrawn = quoteItem(ctx, next, text);
    item.replaceWith(redrawn);
    focusStatic(redrawn.querySelector<HTMLElement>('.status') ?? redrawn);
  };
  const accept = action(
    ctx,
    status,
    () => ctx.api.acceptQuote(q),
    (data) => updated(data.quote),
    changed,
  );
  const decline = (reason: string) =>
    action(
      ctx,
      status,
      () => ctx.api.declineQuote(q.id, reason),
      (data) => updated(data.quote),
    );

  const pdf = () =>
    h('a', { class: 'button', href: ctx.api.quotePdfUrl(q.id), download: true, 'aria-describedby': titleId }, ctx.t('downloadPdf'));

  /** The confirmation in place of the buttons: what accepting does, then Yes or Cancel (Escape cancels). */
  function confirmAccept(opener: HTMLButtonElement) {
    const text = q.deposit ? ctx.t('quoteConfirmDeposit', { amount: money(q.deposit.amount) }) : ctx.t('quoteConfirm');
    const yes = h('button', { type: 'button', class: 'primary', onclick: () => void accept() }, ctx.t('quoteAcceptYes'));
    const box = h(
      'div',
      { class: 'inline-form', role: 'group', 'aria-labelledby': titleId },
      h('p', {}, text),
      h('div', { class: 'actions' }, yes, h('button', { type: 'button', onclick: () => close() }, ctx.t('cancel'))),
    );
    const close = () => {
      box.remove();
      actions.hidden = false;
      opener.focus();
    };
    box.addEventListener('keydown', (event) => event.key === 'Escape' && close());
    actions.hidden = true;
    actions.after(box);
    yes.focus();
  }

  function declineForm(opener: HTMLButtonElement) {
    const fieldId = uid('decline');
    const field = h('textarea', { id: fieldId, name: 'reason', rows: 3, maxlength: PORTAL_MESSAGE_MAX });
    const form = h(
      'form',
      { class: 'inline-form', novalidate: true },
      h('label', { for: fieldId }, ctx.t('quoteDeclineReason')),
      field,
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'submit', class: 'primary' }, ctx.t('quoteDeclineSend')),
        h('button', { type: 'button', onclick: () => close() }, ctx.t('cancel')),
      ),
    );
    const close = () => {
      form.remove();
      actions.hidden = false;
      opener.focus();
    };
    form.addEventListener('keydown', (event) => event.key === 'Escape' && close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.remove();
      actions.hidden = false;
      void decline(field.value.trim())();
    });
    actions.hidden = true;
    actions.after(form);
    field.focus();
  }

  function draw() {
    const when =
      q.status === 'sent'
        ? ctx.t('quoteValidUntil', { date: formatDay(q.validUntil, ctx.language) })
        : q.status === 'expired'
          ? ctx.t('quoteExpiredOn', { date: formatDay(q.validUntil, ctx.language) })
          : '';
    meta.replaceChildren(badge(ctx, q), when ? h('span', {}, when) : '');
    if (q.status !== 'sent') return actions.replaceChildren(pdf());
    const acceptButton = h('button', { type: 'button', class: 'primary', 'aria-describedby': titleId }, ctx.t('quoteAccept'));
    acceptButton.addEventListener('click', () => confirmAccept(acceptButton));
    const declineButton = h('button', { type: 'button', 'aria-describedby': titleId }, ctx.t('quoteDecline'));
    declineButton.addEventListener('click', () => declineForm(declineButton));
    actions.replaceChildren(pdf(), acceptButton, declineButton);
  }
  draw();
  if (notice) setStatus(status, notice, 'error');
  return item;
}

/** The section, hidden until the client has a quote. */
export function quotesSection(ctx: PortalContext): HTMLElement {
  const headingId = 'quotes-title';
  const list = h('ul', { class: 'items' });
  const el = h(
    'section',
    { id: 'quotes', class: 'card', 'aria-labelledby': headingId, hidden: true },
    h('h2', { id: headingId }, ctx.t('quotesTitle')),
    list,
  );
  void ctx.api.quotes().then((result) => {
    // A failed or unexpected answer leaves the section hidden: the page's reload reads it again.
    const quotes = result.ok ? (result.data?.quotes ?? []) : [];
    if (quotes.length === 0) return;
    list.replaceChildren(...quotes.map((q) => quoteItem(ctx, q)));
    el.hidden = false;
  });
  return el;
}
