import { dayInZone, type ActivityEntry, type CalendarEvent, type ClientOverview } from '@atelier/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { Badge } from '@/components/ui/badge';
import { activityMessages, activityText, recordActivity } from '@/features/activity';
import { ConversationThread } from '@/features/messaging';
import { PhotoImage, PhotosDialog } from '@/features/photos';
import { cn } from '@/lib/cn';
import { formatMoment } from '@/lib/format';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { useRefreshClientOverview } from '../api/client-overview';
import { clientPageMessages } from '../page-messages';
import { OverviewList, OverviewSection } from './overview-section';

type Part<K extends keyof ClientOverview> = NonNullable<ClientOverview[K]>;

const row = 'flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3';

/** One appointment: its title links to its day on the calendar, with when it is. */
function Appointment({ event }: { event: CalendarEvent }) {
  const format = useFormat();
  const day = dayInZone(Date.parse(event.startTime), format.timezone);
  return (
    <li className={row}>
      <AppLink to={`/calendar?view=day&date=${day}`} className={cn(inlineLinkClasses, standaloneLinkClasses, 'min-w-0 break-words')}>
        {event.title}
      </AppLink>
      <time dateTime={event.startTime} className="shrink-0 text-sm text-muted-foreground">
        {formatMoment(Date.parse(event.startTime), { language: format.language, timeZone: format.timezone })}
      </time>
    </li>
  );
}

/** What is booked, the soonest first, and what is over, the latest first (decision 032). */
export function AppointmentsSection({ part, name }: { part: Part<'appointments'>; name: string }) {
  const t = useMessages(clientPageMessages);
  const lists = [
    { key: 'upcoming', title: t.upcoming, empty: t.noUpcoming, list: part.upcoming },
    { key: 'past', title: t.past, empty: t.noPast, list: part.past },
  ];
  return (
    <OverviewSection
      title={t.appointments}
      count={part.upcoming.total + part.past.total}
      name={name}
      emptyText={t.noUpcoming}
      isEmpty={false}
      testId="client-appointments"
    >
      <div className="space-y-3">
        {lists.map(({ key, title, empty, list }) => (
          <div key={key}>
            <h3 className="text-sm font-semibold">
              {title} <span className="text-muted-foreground tabular-nums">({list.total})</span>
            </h3>
            {list.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{empty}</p>
            ) : (
              <OverviewList label={title}>
                {list.items.map((event) => (
                  <Appointment key={event.id} event={event} />
                ))}
              </OverviewList>
            )}
          </div>
        ))}
      </div>
    </OverviewSection>
  );
}

/** The client's first photos; 'See all' opens every one of them, to add more too (decision 081). */
export function PhotosSection({
  part,
  clientId,
  name,
  canWrite,
}: {
  part: Part<'photos'>;
  clientId: string;
  name: string;
  canWrite: boolean;
}) {
  const t = useMessages(clientPageMessages);
  const [open, setOpen] = useState(false);
  const refresh = useRefreshClientOverview(clientId);
  return (
    <OverviewSection
      title={t.photos}
      count={part.total}
      name={name}
      seeAll={{ onOpen: () => setOpen(true) }}
      emptyText={t.noPhotos}
      isEmpty={part.items.length === 0}
      testId="client-photos"
    >
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t.photos}>
        {part.items.map((photo, i) => (
          <li key={photo.id} className="aspect-square overflow-hidden rounded-lg border border-border bg-muted">
            <PhotoImage
              photo={photo}
              size="thumb"
              alt={photo.caption || t.photoAlt({ n: String(i + 1), name })}
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {open && (
        <PhotosDialog
          subject="client"
          subjectId={clientId}
          name={name}
          canWrite={canWrite}
          onClose={() => {
            setOpen(false);
            refresh();
          }}
        />
      )}
    </OverviewSection>
  );
}

/** The client's notes, as written. */
export function NotesSection({ notes, name }: { notes: string; name: string }) {
  const t = useMessages(clientPageMessages);
  return (
    <OverviewSection title={t.notes} count={null} name={name} emptyText={t.noNotes} isEmpty={!notes} testId="client-notes">
      <p className="text-sm break-words whitespace-pre-line">{notes}</p>
    </OverviewSection>
  );
}

/**
 * The conversation (decision 131): the thread both ways with the free-text reply under it, and how
 * many of the client's messages were new when the page opened (reading them marks them read).
 */
export function ConversationSection({ overview, canWrite }: { overview: ClientOverview; canWrite: boolean }) {
  const t = useMessages(clientPageMessages);
  const { client, conversation } = overview;
  const { hash } = useLocation();
  // A notice's 'Reply' opens the page at the conversation (decision 131).
  useEffect(() => {
    if (hash === '#conversation') document.getElementById('conversation')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const badge = conversation.unread > 0 && (
    <Badge variant="accent" data-testid="conversation-unread">
      {t.unread(conversation.unread)}
    </Badge>
  );
  return (
    <OverviewSection
      id="conversation"
      title={t.conversation}
      count={conversation.total}
      name={client.name}
      emptyText=""
      isEmpty={false}
      testId="client-conversation"
      className="lg:col-span-2"
      badge={badge}
    >
      <ConversationThread client={client} unread={conversation.unread} canWrite={canWrite} />
    </OverviewSection>
  );
}

/** The client's own log: changes, messages sent and what they did in the portal, newest first. */
export function ActivitySection({ part, name }: { part: Part<'activity'>; name: string }) {
  const t = useMessages(clientPageMessages);
  const at = useMessages(activityMessages);
  const records = useMessages(recordActivity);
  const labels = useLabels();
  const format = useFormat();
  return (
    <OverviewSection
      title={t.activity}
      count={part.total}
      name={name}
      emptyText={t.noActivity}
      isEmpty={part.items.length === 0}
      testId="client-activity"
    >
      <OverviewList label={t.activity}>
        {part.items.map((entry: ActivityEntry) => (
          <li key={entry.id} className={row}>
            <p className="min-w-0 text-sm break-words">{activityText(entry, format.language, at, labels, records)}</p>
            <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {format.dateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </OverviewList>
    </OverviewSection>
  );
}
