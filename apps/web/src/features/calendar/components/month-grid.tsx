import type { CalendarEvent, Day } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';
import { buildMonthGrid, type MonthCell } from './calendar-model';
import { EventChip } from './event-chip';
import { useCalendarFormat } from './use-calendar-format';

type Props = {
  day: Day;
  today: Day;
  timeZone: string;
  events: readonly CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  /** '+N more': the whole day's list. */
  onShowDay: (day: Day) => void;
  /** The day number starts 'Add New Event' on that day; absent when the user cannot add. */
  onAddOn?: (day: Day) => void;
};

/**
 * The month view of /calendar: headers from the week's first day (decision 129), today highlighted, at most 2 events per
 * day then '+N more'. A real table, so screen readers announce the weekday column of each cell;
 * every action is a button, reached with Tab like any other control.
 */
export function MonthGrid({ day, today, timeZone, events, onOpen, onShowDay, onAddOn }: Props) {
  const format = useCalendarFormat();
  const t = useMessages(calendarMessages);
  const weeks = buildMonthGrid(day, events, timeZone, today, format.weekStart);
  return (
    <table
      className="w-full table-fixed border-collapse overflow-hidden rounded-xl border border-border bg-card"
      aria-label={t.monthGridLabel({ month: format.monthTitle(day) })}
    >
      <thead>
        <tr>
          {weeks[0]!.map((cell) => (
            <th
              key={cell.day}
              scope="col"
              abbr={format.weekdayLong(cell.day)}
              className="border-b border-border py-2 text-xs font-semibold text-muted-foreground uppercase"
            >
              {format.weekdayShort(cell.day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.day}>
            {week.map((cell) => (
              <DayCell key={cell.day} cell={cell} onOpen={onOpen} onShowDay={onShowDay} onAddOn={onAddOn} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ cell, onOpen, onShowDay, onAddOn }: { cell: MonthCell } & Pick<Props, 'onOpen' | 'onShowDay' | 'onAddOn'>) {
  const format = useCalendarFormat();
  const t = useMessages(calendarMessages);
  const count = cell.all.length === 0 ? t.noEventsCount : cell.all.length === 1 ? t.oneEventCount : t.eventsCount({ n: cell.all.length });
  const date = format.dayLong(cell.day);
  const number = Number(cell.day.slice(8));
  const numberClasses = cn(
    'inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-sm tabular-nums',
    cell.isToday ? 'bg-primary font-semibold text-primary-foreground' : cell.inMonth ? 'text-foreground' : 'text-muted-foreground',
  );
  return (
    <td
      aria-current={cell.isToday ? 'date' : undefined}
      className={cn('h-28 border border-border p-1 align-top', !cell.inMonth && 'bg-muted/40', cell.isToday && 'bg-primary/5')}
      data-day={cell.day}
      data-testid="month-day"
    >
      <div className="flex items-center justify-between">
        {onAddOn ? (
          <button
            type="button"
            onClick={() => onAddOn(cell.day)}
            className={cn(numberClasses, !cell.isToday && 'hover:bg-muted')}
            aria-label={(cell.isToday ? t.dayButtonToday : t.dayButton)({ date, count })}
          >
            {number}
          </button>
        ) : (
          <span className={numberClasses}>
            <span aria-hidden>{number}</span>
            <span className="sr-only">{cell.isToday ? `${t.todayMarker}, ${date}` : date}</span>
          </span>
        )}
        {cell.isToday && (
          <span aria-hidden className="pe-1 text-xs font-semibold text-primary">
            {t.todayMarker}
          </span>
        )}
      </div>
      <ul className="mt-1 space-y-0.5">
        {cell.shown.map((event) => (
          <li key={event.id}>
            <EventChip event={event} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {cell.more > 0 && (
        <button
          type="button"
          onClick={() => onShowDay(cell.day)}
          aria-label={t.moreLabel({ n: cell.more, date })}
          className="mt-0.5 min-h-6 w-full rounded px-1.5 text-start text-xs font-medium text-primary underline-offset-2 hover:underline"
        >
          {t.more({ n: cell.more })}
        </button>
      )}
    </td>
  );
}
