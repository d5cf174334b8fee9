import type { AppNotification } from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { materialPath } from '@/features/materials';
import { clientPath } from '@/lib/navigation';
import { resourceKey } from '@/lib/query/route-keys';
import { relativeTime } from '@/lib/relative-time';
import { useFormat } from '@/lib/use-format';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications-api';
import { notificationMessages, type NotificationTexts } from '../messages';
import { bellLabel, notificationSentence } from './notification-text';

/**
 * The bell in the app's header (decision 082): the unread count in its name and a badge, and the
 * latest notices in a dialog, each with its client and what they wrote. A notice about an
 * appointment makes the calendar read again, so its details show the client's answer.
 */
export function NotificationsBell({ className }: { className?: string }) {
  const t = useMessages(notificationMessages);
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  useCalendarFollowsNotices(unread);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={bellLabel(unread, t)}
        aria-haspopup="dialog"
        className={cn('relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-foreground hover:bg-muted', className)}
        data-testid="notifications-bell"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 end-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** When more notices are unread than before, the calendar's answers may have changed. */
function useCalendarFollowsNotices(unread: number) {
  const client = useQueryClient();
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) void client.invalidateQueries({ queryKey: resourceKey('calendar') });
    seen.current = unread;
  }, [unread, client]);
}

function NotificationsDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(notificationMessages);
  const list = useNotifications();
  const mark = useMarkNotificationsRead();
  const notices = list.data?.notifications ?? [];
  const unread = list.data?.unread ?? 0;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={t.title}
        description={t.description}
        className="max-w-md"
        footer={
          <>
            <Button variant="outline" onClick={() => mark.mutate(undefined)} disabled={unread === 0} loading={mark.isPending}>
              {t.markAllRead}
            </Button>
            <DialogClose asChild>
              <Button variant="ghost">{t.close}</Button>
            </DialogClose>
          </>
        }
      >
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{t.loading}</p>
        ) : list.isError && notices.length === 0 ? (
          <div className="space-y-2 text-sm">
            <p role="alert">{t.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t.tryAgain}
            </Button>
          </div>
        ) : notices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="notifications-list">
            {notices.map((n) => (
              <NoticeItem key={n.id} notice={n} t={t} onOpen={() => (n.read ? onClose() : mark.mutate([n.id], { onSettled: onClose }))} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A notice's way on: where the studio acts on it, the dialog closing as it goes. */
function NoticeLink({ to, onOpen, children }: { to: string; onOpen: () => void; children: ReactNode }) {
  return (
    <AppLink to={to} onClick={onOpen} className={cn(standaloneLinkClasses, 'inline-flex min-h-6 items-center hover:underline')}>
      {children}
    </AppLink>
  );
}

function NoticeItem({ notice, t, onOpen }: { notice: AppNotification; t: NotificationTexts; onOpen: () => void }) {
  const format = useFormat();
  const language = useLocale();
  const { who, what } = notificationSentence(notice, t);
  const about = notice.entityType === 'event';
  return (
    <li className="space-y-1.5 py-3" data-testid="notification">
      <p className="text-sm">
        {!notice.read && (
          <span className="me-1.5 inline-block h-2 w-2 rounded-full bg-primary align-middle" role="img" aria-label={t.unread} />
        )}
        <span className="font-semibold">{who}</span> {what}
      </p>
      {notice.body && (
        <blockquote
          className="rounded-lg bg-muted px-3 py-2 text-sm break-words whitespace-pre-line"
          aria-label={t.theirWords({ name: who })}
        >
          {notice.body}
        </blockquote>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <time dateTime={notice.createdAt} title={format.dateTime(notice.createdAt)}>
          {relativeTime(notice.createdAt, new Date(), language)}
        </time>
        {notice.clientId && notice.subject && (
          <NoticeLink to={clientPath(notice.clientId)} onOpen={onOpen}>
            {t.openClient({ name: notice.subject })}
          </NoticeLink>
        )}
        {notice.kind === 'client-message' && notice.clientId && (
          // The reply is written in the client's conversation on the client page (decision 131).
          <NoticeLink to={`${clientPath(notice.clientId)}#conversation`} onOpen={onOpen}>
            {t.reply({ name: notice.subject || t.aClient })}
          </NoticeLink>
        )}
        {notice.kind === 'material-low' && notice.entityId && (
          // A material running low opens its page, where it is received or reordered (decision 144).
          <NoticeLink to={materialPath(notice.entityId)} onOpen={onOpen}>
            {t.openMaterial({ name: notice.subject })}
          </NoticeLink>
        )}
        {notice.kind === 'rental-late' && (
          // The late rentals, where it is checked in and its late days charged (decision 228).
          <NoticeLink to="/rentals?due=late" onOpen={onOpen}>
            {t.openLateRentals}
          </NoticeLink>
        )}
        {about && (
          <NoticeLink to="/calendar" onOpen={onOpen}>
            {t.openCalendar}
          </NoticeLink>
        )}
      </div>
    </li>
  );
}
