import type { PortalView } from '@atelier/shared';
import type { PortalContext } from './context';
import { h, section, uid } from './dom';
import { formatDay, formatMoney } from './format';

/** The client's invoices (decision 085): amount, paid, balance, due date and the PDF. */
type Invoice = PortalView['invoices'][number];

/**
 * The status, or once a payment leaves a balance 'Deposit paid, £749.50 due', as the studio's list
 * says it (decision 125): never 'Draft' once money came in; an overdue invoice says so.
 */
function badge(ctx: PortalContext, inv: Invoice, money: (n: number) => string): HTMLSpanElement {
  const settled = inv.status === 'overdue' || inv.status === 'paid';
  if (!settled && inv.paymentState === 'deposit-paid')
    return h('span', { class: 'badge', 'data-status': 'deposit-paid' }, ctx.t('depositPaidDue', { amount: money(inv.balanceDue) }));
  const status = !settled && inv.paymentState === 'paid' ? 'paid' : inv.status;
  return h('span', { class: 'badge', 'data-status': status }, ctx.t(`invoiceStatus.${status}`));
}

function invoiceItem(ctx: PortalContext, inv: Invoice): HTMLLIElement {
  const titleId = uid('invoice');
  const money = (n: number) => formatMoney(n, inv.currency, ctx.language);
  return h(
    'li',
    { class: 'item' },
    h('h3', { id: titleId }, ctx.t('invoiceTitle', { number: inv.invoiceNumber })),
    h('p', { class: 'meta' }, badge(ctx, inv, money), h('span', {}, ctx.t('due', { date: formatDay(inv.dueDate, ctx.language) }))),
    h(
      'dl',
      { class: 'values money' },
      h('dt', {}, ctx.t('amount')),
      h('dd', {}, money(inv.amount)),
      h('dt', {}, ctx.t('amountPaid')),
      h('dd', {}, money(inv.amountPaid)),
      h('dt', { class: 'strong' }, ctx.t('balance')),
      h('dd', { class: 'strong' }, money(inv.balanceDue)),
    ),
    h(
      'div',
      { class: 'actions' },
      h('a', { class: 'button', href: ctx.api.pdfUrl(inv.id), download: true, 'aria-describedby': titleId }, ctx.t('downloadPdf')),
    ),
  );
}

export function invoicesSection(ctx: PortalContext): HTMLElement {
  const list = ctx.view.invoices;
  return section(
    'invoices',
    ctx.t('invoicesTitle'),
    list.length === 0
      ? h('p', { class: 'muted' }, ctx.t('invoicesEmpty'))
      : h('ul', { class: 'items' }, ...list.map((i) => invoiceItem(ctx, i))),
  );
}
