import type { CalendarEvent, Day } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';
import { eventsByDay } from './calendar-model';
import { EventRow } from './event-chip';
import { useCalendarFormat } from './use-calendar-format';

/**
 * The week as a list of days (decision 033: the page at 375 px, and the week and day views until the
 * time grid is in): one column that scrolls with the thumb, each event a full-width button at
 * least 48 px high, and an add button per day.
 */
export function AgendaList({
  days,
  today,
  timeZone,
  events,
  onOpen,
  onAddOn,
}: {
  days: readonly Day[];
  today: Day;
  timeZone: string;
  events: readonly CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  onAddOn?: (day: Day) => void;
}) {
  const format = useCalendarFormat();
  const t = useMessages(calendarMessages);
  const byDay = eventsByDay(events, timeZone);
  return (
    <ol aria-label={t.agendaLabel} className="space-y-4" data-testid="agenda">
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <li key={day} aria-current={isToday ? 'date' : undefined} data-day={day}>
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 className={cn('text-sm font-semibold', isToday && 'text-primary')}>
                {format.dayLong(day)}
                {isToday && (
                  <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{t.todayMarker}</span>
                )}
              </h2>
              {onAddOn && (
                <button
                  type="button"
                  onClick={() => onAddOn(day)}
                  aria-label={t.addEventOn({ date: format.dayLong(day) })}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-muted"
                >
                  <Plus className="h-5 w-5" aria-hidden />
                </button>
              )}
            </div>
            {list.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">{t.agendaEmptyDay}</p>
            ) : (
              <ul className="space-y-2">
                {list.map((event) => (
                  <li key={event.id}>
                    <EventRow event={event} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
