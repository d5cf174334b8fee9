import { addDaysToDay, type CalendarEvent } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { AllDayChip, DragPreviewBlock, EventBlock, MIN_EVENT_MINUTES } from './time-grid-event';
import {
  allDayDays,
  minutesFromPixels,
  MINUTES_PER_DAY,
  placeSegments,
  segmentOn,
  SNAP_MINUTES,
  wallPoint,
  wallTimeAt,
  type Change,
} from './time-grid-layout';
import { messages, statusText, typeText, type TimeGridTexts } from './time-grid-messages';
import { useTimeGridDrag } from './use-time-grid-drag';

export { messages } from './time-grid-messages';

export type TimeGridProps = {
  /** 'YYYY-MM-DD' in the account's zone: one (day view) or seven (week view, Sunday to Saturday). */
  days: string[];
  /** The account's IANA zone: every time is shown and computed in it, never in the browser's. */
  timeZone: string;
  /** Today in that zone, highlighted. */
  today: string;
  events: CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  /** A dropped drag: the new start and end as ISO instants. */
  onMove: (event: CalendarEvent, change: Change) => void;
  /** An empty slot clicked or activated: its 'YYYY-MM-DDTHH:mm' wall time. */
  onCreateAt?: (startWallTime: string) => void;
};

/** 48 px an hour: a quarter of an hour is 12 px, the snap of a drag. */
const HOUR_HEIGHT = 48;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The grid opens on the working day; the night hours are a scroll away. */
const FIRST_VISIBLE_HOUR = 7;
/** The hour the keyboard lands on when tabbing into a day's empty slots. */
const FIRST_FOCUSED_HOUR = 9;

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day headers' texts in the app's language; days are calendar dates, so they are formatted in UTC. */
function useDayFormats(language: string) {
  // The rows and the events' times on the studio's 12/24-hour clock, as every other view (decision 129).
  const { clock } = useFormat();
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const date = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return {
      weekday: (day: string) => weekday.format(utcDate(day)),
      date: (day: string) => date.format(utcDate(day)),
      short: (day: string) => short.format(utcDate(day)),
      full: (day: string) => full.format(utcDate(day)),
      clock,
    };
  }, [language, clock]);
}

type DayFormats = ReturnType<typeof useDayFormats>;

/** '10:30' and '11:30', or with the day when the event runs over midnight ('Fri 20 22:00'). */
function eventTimes(t: TimeGridTexts, f: DayFormats, event: Pick<CalendarEvent, 'startTime' | 'endTime'>, zone: string) {
  const start = wallPoint(event.startTime, zone);
  const end = wallPoint(event.endTime, zone);
  const oneDay = start.day === end.day || (end.minutes === 0 && end.day === addDaysToDay(start.day, 1));
  const at = (p: typeof start) => (oneDay ? f.clock(p.minutes) : t.dayAndTime({ day: f.short(p.day), time: f.clock(p.minutes) }));
  return { start: at(start), end: at(end) };
}

function eventLabel(t: TimeGridTexts, f: DayFormats, event: CalendarEvent, zone: string): string {
  const type = typeText(t, event.type);
  let label = event.allDay
    ? t.allDayLabel({ type, title: event.title })
    : t.eventLabel({ type, title: event.title, time: t.range(eventTimes(t, f, event, zone)) });
  if (event.clientName && event.clientName !== event.title) label = t.withClient({ label, client: event.clientName });
  return event.status === 'scheduled' ? label : t.withStatus({ label, status: statusText(t, event.status) });
}

/**
 * The week and day views of the calendar (decision 033): a column per day, a row per hour of the
 * account's wall clock, whole-day entries above. Events of the studio (`source: 'event'`) drag to
 * another time or day and resize by their bottom edge; every event is a button that opens it, where
 * the edit dialog gives keyboard users every change a drag makes. A pointer creates by clicking an
 * empty hour; the keyboard has a hidden button per hour, shown when focused, with one tab stop per
 * day and the arrow keys between them (not 168 tab stops in a week).
 */
export function TimeGrid({ days, timeZone, today, events, onOpen, onMove, onCreateAt }: TimeGridProps) {
  const t = useMessages(messages);
  const f = useDayFormats(useLocale());
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useRef<Array<HTMLElement | null>>([]);
  const [focusHour, setFocusHour] = useState(FIRST_FOCUSED_HOUR);
  const [focusedSlot, setFocusedSlot] = useState<string | null>(null);
  const { preview, start, consumeDragClick } = useTimeGridDrag({ timeZone, hourHeight: HOUR_HEIGHT, columns, scroller, onMove });

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_VISIBLE_HOUR * HOUR_HEIGHT;
  }, []);
  useLayoutEffect(() => {
    // Going from week to day view leaves the refs of the removed columns behind.
    columns.current.length = days.length;
  }, [days.length]);

  const timed = useMemo(() => events.filter((e) => !e.allDay), [events]);
  const placedByDay = useMemo(
    () =>
      days.map((day) =>
        placeSegments(
          timed.flatMap((e) => segmentOn(e, day, timeZone) ?? []),
          MIN_EVENT_MINUTES,
        ),
      ),
    [days, timed, timeZone],
  );
  const allDayByDay = useMemo(() => days.map((day) => events.filter((e) => e.allDay && allDayDays(e).includes(day))), [days, events]);
  const ghost = preview ? { ...preview.event, ...(preview.change ?? {}) } : null;
  const ghostTimes = ghost && eventTimes(t, f, ghost, timeZone);

  const template = { gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` };

  /** A click on an empty part of a day: a new event at the quarter hour clicked. */
  const clickDay = (e: MouseEvent<HTMLDivElement>, day: string) => {
    const target = e.target as HTMLElement;
    if (target !== e.currentTarget && target.dataset.hourCell === undefined) return;
    // The release that ends a drag over an empty hour clicks there too.
    if (consumeDragClick()) return;
    const minutes = minutesFromPixels(e.clientY - e.currentTarget.getBoundingClientRect().top, HOUR_HEIGHT);
    const quarter = Math.floor(minutes / SNAP_MINUTES) * SNAP_MINUTES;
    onCreateAt?.(wallTimeAt(day, Math.min(MINUTES_PER_DAY - SNAP_MINUTES, Math.max(0, quarter))));
  };

  const moveSlotFocus = (e: KeyboardEvent<HTMLButtonElement>, dayIndex: number, hour: number) => {
    const steps: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      Home: [0, -hour],
      End: [0, 23 - hour],
    };
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    const nextDay = Math.min(days.length - 1, Math.max(0, dayIndex + step[0]));
    const nextHour = Math.min(23, Math.max(0, hour + step[1]));
    setFocusHour(nextHour);
    scroller.current?.querySelector<HTMLElement>(`[data-slot="${nextDay}-${nextHour}"]`)?.focus();
  };

  return (
    <div
      ref={scroller}
      className="relative max-h-[70vh] overflow-auto rounded-lg border bg-card text-card-foreground"
      data-testid="time-grid"
    >
      <div className={cn(days.length > 1 && 'min-w-[38rem]')}>
        <div data-grid-header="" className="sticky top-0 z-40 border-b bg-card">
          <div className="grid" style={template}>
            <div />
            {days.map((day) => {
              const isToday = day === today;
              return (
                <div
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className="flex flex-col items-center gap-0.5 border-s py-1.5 text-sm"
                >
                  <span className={cn('text-xs', isToday ? 'font-semibold text-primary' : 'text-muted-foreground')}>{f.weekday(day)}</span>
                  <span
                    className={cn(
                      'flex size-7 items-center justify-center rounded-full font-semibold',
                      isToday && 'bg-primary text-primary-foreground',
                    )}
                  >
                    {f.date(day)}
                  </span>
                </div>
              );
            })}
          </div>
          <div className="grid border-t" style={template}>
            <div className="self-center px-1 text-end text-xs text-muted-foreground">{t.allDay}</div>
            {days.map((day, index) => (
              <div
                key={day}
                role="group"
                aria-label={`${f.full(day)}, ${t.allDay}`}
                className="flex min-h-7 flex-col gap-0.5 border-s p-0.5"
              >
                {allDayByDay[index]!.map((event) => (
                  <AllDayChip key={event.id} event={event} label={eventLabel(t, f, event, timeZone)} onOpen={onOpen} />
                ))}
              </div>
            ))}
          </div>
        </div>
        <div className="grid" style={template}>
          {/* Hour labels repeat what each slot's name says; screen readers get them from the slots. */}
          <div aria-hidden="true" className="relative" style={{ height: 24 * HOUR_HEIGHT }}>
            {HOURS.slice(1).map((hour) => (
              <span
                key={hour}
                className="absolute end-1.5 -translate-y-1/2 text-xs text-muted-foreground tabular-nums"
                style={{ top: hour * HOUR_HEIGHT }}
              >
                {f.clock(hour * 60)}
              </span>
            ))}
          </div>
          {days.map((day, dayIndex) => (
            // A pointer's shortcut to a quarter hour; the keyboard has each hour's button below (decision 063).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <div
              key={day}
              ref={(el) => {
                columns.current[dayIndex] = el;
              }}
              role="group"
              aria-label={f.full(day)}
              data-day={day}
              className={cn('relative border-s', day === today && 'bg-primary/5', onCreateAt && 'cursor-pointer')}
              onClick={onCreateAt ? (e) => clickDay(e, day) : undefined}
              style={{ height: 24 * HOUR_HEIGHT }}
            >
              {HOURS.map((hour) => (
                <div
                  key={hour}
                  data-hour-cell=""
                  className={cn('border-t border-border/70', onCreateAt && 'hover:bg-muted/60')}
                  style={{ height: HOUR_HEIGHT }}
                />
              ))}
              {onCreateAt &&
                HOURS.map((hour) => {
                  const key = `${dayIndex}-${hour}`;
                  const shown = focusedSlot === key;
                  return (
                    // Hidden until focused: the keyboard's way to an empty hour; a pointer clicks the hour itself.
                    // Shown, it sits above any event of that hour, which would otherwise cover it.
                    <button
                      key={hour}
                      type="button"
                      data-slot={key}
                      tabIndex={hour === focusHour ? 0 : -1}
                      aria-label={t.addEventAt({ day: f.full(day), time: f.clock(hour * 60) })}
                      className={cn(
                        shown
                          ? 'absolute inset-x-0 z-30 flex gap-1 rounded-sm bg-card px-1.5 py-1 text-xs font-semibold outline-2 -outline-offset-2 outline-ring'
                          : 'sr-only',
                      )}
                      style={shown ? { top: hour * HOUR_HEIGHT, height: HOUR_HEIGHT } : { top: hour * HOUR_HEIGHT }}
                      onFocus={() => setFocusedSlot(key)}
                      onBlur={() => setFocusedSlot(null)}
                      onClick={(e) => {
                        e.stopPropagation();
                        onCreateAt(wallTimeAt(day, hour * 60));
                      }}
                      onKeyDown={(e) => moveSlotFocus(e, dayIndex, hour)}
                    >
                      <Plus aria-hidden="true" className="size-3.5" />
                      {f.clock(hour * 60)}
                    </button>
                  );
                })}
              {placedByDay[dayIndex]!.map((segment) => (
                <EventBlock
                  key={segment.event.id}
                  segment={segment}
                  hourHeight={HOUR_HEIGHT}
                  label={eventLabel(t, f, segment.event, timeZone)}
                  timeText={t.range(eventTimes(t, f, segment.event, timeZone))}
                  draggable={segment.event.source === 'event'}
                  dimmed={preview?.event.id === segment.event.id}
                  onOpen={onOpen}
                  onDragStart={(e, mode) => start(e, segment.event, segment, dayIndex, mode)}
                  consumeDragClick={consumeDragClick}
                />
              ))}
              {ghost &&
                ghostTimes &&
                (() => {
                  const segment = segmentOn(ghost, day, timeZone);
                  return (
                    segment && <DragPreviewBlock segment={segment} hourHeight={HOUR_HEIGHT} type={ghost.type} text={t.range(ghostTimes)} />
                  );
                })()}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
