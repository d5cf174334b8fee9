import type { CalendarEvent } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';
import { EVENT_TYPE_COLORS, useEventLabels } from './event-labels';
import { useCalendarFormat } from './use-calendar-format';

/** The type's colour as a dot; decorative, the type is also said in words. */
export function TypeDot({ type, className }: { type: CalendarEvent['type']; className?: string }) {
  return <span aria-hidden className={cn('inline-block h-2.5 w-2.5 shrink-0 rounded-full', EVENT_TYPE_COLORS[type].dot, className)} />;
}

/**
 * The sentence a screen reader hears for an event. It starts with the text the button shows
 * (start time and title, or the title alone), so a voice-control user can say what they see
 * (WCAG 2.5.3), then the rest: times, type, client, status.
 */
export function useEventLabel() {
  const format = useCalendarFormat();
  const labels = useEventLabels();
  const t = useMessages(calendarMessages);
  return (event: CalendarEvent, shown: string = event.allDay ? event.title : `${format.time(event.startTime)} ${event.title}`) =>
    [
      shown,
      format.when(event),
      event.source === 'stage' ? t.stageDeadline : labels.type(event.type),
      event.clientName ? t.withClient({ client: event.clientName }) : '',
      event.status === 'scheduled' ? '' : labels.status(event.status),
    ]
      .filter(Boolean)
      .join(', ');
}

/** One event in a month cell: a compact button with the type's colour, its time and title. */
export function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen: (event: CalendarEvent) => void }) {
  const format = useCalendarFormat();
  const label = useEventLabel();
  const struck = event.status === 'cancelled' || event.status === 'no-show';
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      aria-label={label(event)}
      className={cn(
        'flex min-h-6 w-full items-center gap-1.5 rounded border-s-4 px-1.5 py-0.5 text-start text-xs text-foreground hover:bg-muted',
        EVENT_TYPE_COLORS[event.type].border,
        EVENT_TYPE_COLORS[event.type].soft,
      )}
      data-testid="event-chip"
    >
      {/* The space keeps the shown text 'time title', as the accessible name starts (axe reads text nodes, not gaps). */}
      {!event.allDay && <span className="shrink-0 tabular-nums">{format.time(event.startTime)}</span>}{' '}
      <span className={cn('truncate font-medium', struck && 'line-through')}>{event.title}</span>
    </button>
  );
}

/** A roomy row for lists (side panels, day list, agenda): a big target a thumb can hit. */
export function EventRow({
  event,
  onOpen,
  showDay = false,
}: {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  showDay?: boolean;
}) {
  const format = useCalendarFormat();
  const labels = useEventLabels();
  const t = useMessages(calendarMessages);
  const struck = event.status === 'cancelled' || event.status === 'no-show';
  const day = event.allDay ? event.startTime.slice(0, 10) : format.dayOf(event.startTime);
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      className={cn(
        'flex min-h-12 w-full flex-col gap-0.5 rounded-lg border border-s-4 border-border bg-card px-3 py-2 text-start hover:bg-muted',
        EVENT_TYPE_COLORS[event.type].border,
      )}
    >
      <span className={cn('font-medium', struck && 'line-through')}>{event.title}</span>
      <span className="text-sm text-muted-foreground">
        {showDay && `${format.dayMedium(day)} · `}
        {format.when(event)}
      </span>
      <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <TypeDot type={event.type} /> {event.source === 'stage' ? t.stageDeadline : labels.type(event.type)}
        </span>
        {event.clientName && <span>{t.withClient({ client: event.clientName })}</span>}
        {event.status !== 'scheduled' && <span>{labels.status(event.status)}</span>}
      </span>
    </button>
  );
}

/** The colour key: what each event type's colour means. */
export function TypeLegend() {
  const labels = useEventLabels();
  const t = useMessages(calendarMessages);
  const types = Object.keys(EVENT_TYPE_COLORS) as CalendarEvent['type'][];
  return (
    <ul aria-label={t.legend} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {types.map((type) => (
        <li key={type} className="inline-flex items-center gap-1.5">
          <TypeDot type={type} /> {labels.type(type)}
        </li>
      ))}
    </ul>
  );
}
