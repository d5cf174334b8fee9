import type { AppNotification } from '@atelier/shared';
import type { NotificationTexts } from '../messages';

/** "Grace Hopper confirmed an appointment": the client's name as it was, and what they did. */
export function notificationSentence(n: Pick<AppNotification, 'kind' | 'subject'>, t: NotificationTexts): { who: string; what: string } {
  return { who: n.subject || t.aClient, what: t[`kind_${n.kind}`] };
}

/** The bell's accessible name: how many are unread, when any are. */
export const bellLabel = (unread: number, t: NotificationTexts) => (unread > 0 ? t.bellUnread(unread) : t.bell);
