import type { PortalConversationMessage } from '@atelier/shared';
import { PORTAL_MESSAGE_MAX } from './limits';
import { action, setStatus, statusRegion, type PortalContext } from './context';
import { h, section, uid } from './dom';
import { formatMoment } from './format';
import type { UnreadMarks } from './unread';

/** One message: who wrote it, when and how it came, then its words as text (never HTML). */
function messageItem(ctx: PortalContext, message: PortalConversationMessage): HTMLLIElement {
  const who = message.direction === 'in' ? ctx.t('fromYou') : ctx.view.studio.name;
  const when = formatMoment(message.createdAt, ctx.language, ctx.view.studio.timezone);
  const meta = ctx.t('messageMeta', { who, when, channel: ctx.t(`channel.${message.channel}`) });
  return h(
    'li',
    { class: `bubble ${message.direction === 'in' ? 'mine' : 'theirs'}` },
    h(
      'p',
      { class: 'muted meta' },
      // A reply the client has not read yet (decision 136), marked in words, not by colour alone.
      message.unread ? h('span', { class: 'badge new' }, ctx.t('newMessage')) : null,
      h('time', { datetime: message.createdAt }, meta),
    ),
    h('p', { class: 'body' }, message.body),
  );
}

/**
 * The conversation (decision 131): every message between the client and the studio, oldest at the
 * top as a chat reads, the newest page first with earlier ones on request; a list, so a screen
 * reader says how many there are.
 */
function threadList(ctx: PortalContext, unread: UnreadMarks) {
  const list = h('ol', { class: 'thread', 'aria-label': ctx.t('threadLabel', { studio: ctx.view.studio.name }) });
  const note = h('p', { class: 'muted', 'aria-live': 'polite' }, ctx.t('threadLoading'));
  const older = h('button', { type: 'button', hidden: true }, ctx.t('olderMessages'));
  let cursor: string | null | undefined;
  let watched = false;
  const load = async () => {
    const result = await ctx.api.messages(cursor ?? undefined);
    if (!result.ok) {
      if (result.kind === 'gone') return ctx.gone();
      note.textContent = ctx.t('threadFailed');
      return;
    }
    // Pages come newest first; the list reads oldest first, so each earlier page goes on top.
    list.prepend(...(result.data.messages ?? []).map((m) => messageItem(ctx, m)).reverse());
    if (!watched) unread.watch(list);
    watched = true;
    cursor = result.data.nextCursor;
    older.hidden = !cursor;
    note.textContent = list.children.length === 0 ? ctx.t('threadEmpty') : '';
  };
  older.addEventListener('click', () => void load());
  const add = (message: PortalConversationMessage) => {
    list.append(messageItem(ctx, message));
    note.textContent = '';
  };
  return { element: h('div', {}, older, list, note), load, add };
}

/**
 * The message box (decision 085) under the conversation: a labelled text area with its character
 * count, Send, and what happened announced in a live region. The message joins the conversation and
 * reaches the studio as a notification and, by its preference, a mail (decisions 082 and 131).
 */
export function messageSection(ctx: PortalContext, unread: UnreadMarks): HTMLElement {
  const fieldId = uid('message');
  const countId = uid('count');
  const field = h('textarea', { id: fieldId, name: 'message', rows: 4, maxlength: PORTAL_MESSAGE_MAX, 'aria-describedby': countId });
  const count = h('p', { id: countId, class: 'muted count' });
  const status = statusRegion();
  const thread = threadList(ctx, unread);
  const showCount = () => (count.textContent = ctx.t('characters', { count: field.value.length, max: PORTAL_MESSAGE_MAX }));
  showCount();
  field.addEventListener('input', showCount);
  const send = action(
    ctx,
    status,
    () => ctx.api.message(field.value.trim()),
    (data) => {
      field.value = '';
      showCount();
      thread.add(data.message);
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
  void thread.load();
  const box = section('message', ctx.t('messageTitle'), thread.element, form);
  if (unread.badge) box.querySelector('h2')?.append(unread.badge);
  return box;
}
