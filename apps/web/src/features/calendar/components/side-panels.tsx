import type { CalendarEvent } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';
import { EventRow } from './event-chip';

function Panel({
  id,
  title,
  empty,
  events,
  showDay,
  onOpen,
}: {
  id: string;
  title: string;
  empty: string;
  events: CalendarEvent[];
  showDay: boolean;
  onOpen: (event: CalendarEvent) => void;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-4" data-testid={id}>
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {events.map((event) => (
            <li key={event.id}>
              <EventRow event={event} onOpen={onOpen} showDay={showDay} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Upcoming Events' (next 7 days, by start) and "Today's Schedule", with their empty texts. */
export function SidePanels({
  upcoming,
  today,
  onOpen,
}: {
  upcoming: CalendarEvent[];
  today: CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
}) {
  const t = useMessages(calendarMessages);
  return (
    <>
      <Panel id="calendar-today" title={t.todaySchedule} empty={t.todayEmpty} events={today} showDay={false} onOpen={onOpen} />
      <Panel id="calendar-upcoming" title={t.upcoming} empty={t.upcomingEmpty} events={upcoming} showDay onOpen={onOpen} />
    </>
  );
}
