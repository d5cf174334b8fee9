import type { PortalContext } from './context';
import { h } from './dom';

/**
 * The studio's replies the client has not read (decision 136): a line at the top of the page that
 * leads to the conversation, and the count beside its heading. Once the client has the thread in
 * view, the server is told (POST …/messages/read) and both go; the replies keep their "New" mark
 * until the page is next opened, as the studio's client page keeps its own (decision 131).
 */
export type UnreadMarks = {
  /** The line at the top of the page, or null when nothing is unread. */
  notice: HTMLElement | null;
  /** The count for the conversation's heading, or null when nothing is unread. */
  badge: HTMLElement | null;
  /** The thread is on the page: marks it read once the client sees it. */
  watch: (thread: HTMLElement) => void;
};

export function unreadMarks(ctx: PortalContext): UnreadMarks {
  const count = ctx.view.conversation.unread;
  if (count === 0) return { notice: null, badge: null, watch: () => {} };
  const label = ctx.t('unreadNotice', { studio: ctx.view.studio.name, count });
  const notice = h('p', { class: 'unread-notice' }, h('a', { href: '#message' }, label));
  // The number is what the eye reads; a screen reader hears the sentence, in the heading it joins.
  const badge = h(
    'span',
    {},
    ' ',
    h(
      'span',
      { class: 'badge unread' },
      h('span', { 'aria-hidden': 'true' }, String(count)),
      h('span', { class: 'visually-hidden' }, label),
    ),
  );
  let marked = false;
  const markRead = async () => {
    if (marked) return;
    marked = true;
    const result = await ctx.api.messagesRead();
    if (!result.ok) {
      // Not told this time: the count stays, and the next visit tries again.
      if (result.kind === 'gone') ctx.gone();
      marked = false;
      return;
    }
    notice.remove();
    badge.remove();
    // The page is drawn again from this view when the client changes language (decision 132).
    ctx.view.conversation.unread = result.data.unread;
  };
  const watch = (thread: HTMLElement) => {
    if (typeof IntersectionObserver === 'undefined') return void markRead();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void markRead();
    });
    observer.observe(thread);
  };
  return { notice, badge, watch };
}
