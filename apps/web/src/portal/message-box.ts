import { PORTAL_MESSAGE_MAX } from './limits';
import { action, setStatus, statusRegion, type PortalContext } from './context';
import { h, section, uid } from './dom';

/**
 * The message box (decision 085): a labelled text area with its character count, Send, and what
 * happened announced in a live region. The message reaches the studio as an activity entry, a
 * notification and, by its preference, a mail (decision 082).
 */
export function messageSection(ctx: PortalContext): HTMLElement {
  const fieldId = uid('message');
  const countId = uid('count');
  const field = h('textarea', { id: fieldId, name: 'message', rows: 4, maxlength: PORTAL_MESSAGE_MAX, 'aria-describedby': countId });
  const count = h('p', { id: countId, class: 'muted count' });
  const status = statusRegion();
  const showCount = () => (count.textContent = ctx.t('characters', { count: field.value.length, max: PORTAL_MESSAGE_MAX }));
  showCount();
  field.addEventListener('input', showCount);
  const send = action(
    ctx,
    status,
    () => ctx.api.message(field.value.trim()),
    () => {
      field.value = '';
      showCount();
      setStatus(status, ctx.t('messageSent'), 'ok');
    },
  );
  const form = h(
    'form',
    { novalidate: true },
    h('label', { for: fieldId }, ctx.t('messageLabel', { studio: ctx.view.studio.name })),
    field,
    count,
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, ctx.t('send'))),
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const message = field.value.trim();
    const problem = !message ? ctx.t('messageEmpty') : message.length > PORTAL_MESSAGE_MAX ? ctx.t('messageTooLong') : '';
    if (!problem) return void send();
    setStatus(status, problem, 'error');
    field.focus();
  });
  return section('message', ctx.t('messageTitle'), form);
}
