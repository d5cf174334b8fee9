import { PORTAL_MESSAGE_MAX } from './limits';
import { failureText, setStatus, statusRegion, type PortalContext } from './context';
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
  let busy = false;
  const form = h(
    'form',
    { novalidate: true },
    h('label', { for: fieldId }, ctx.t('messageLabel', { studio: ctx.view.studio.name })),
    field,
    count,
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, ctx.t('send'))),
    status,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const message = field.value.trim();
    if (!message) return (setStatus(status, ctx.t('messageEmpty'), 'error'), field.focus());
    if (message.length > PORTAL_MESSAGE_MAX) return (setStatus(status, ctx.t('messageTooLong'), 'error'), field.focus());
    busy = true;
    setStatus(status, '', 'ok');
    const result = await ctx.api.message(message);
    busy = false;
    if (result.ok) {
      field.value = '';
      showCount();
      setStatus(status, ctx.t('messageSent'), 'ok');
    } else {
      const text = failureText(ctx, result);
      if (text) setStatus(status, text, 'error');
    }
  });
  return section('message', ctx.t('messageTitle'), form);
}
