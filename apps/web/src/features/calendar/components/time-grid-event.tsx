import type { CalendarEvent } from '@atelier/shared';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { eventColorClasses } from './time-grid-colors';
import { MINUTES_PER_DAY, type PlacedSegment, type Segment } from './time-grid-layout';
import type { DragMode } from './use-time-grid-drag';

/**
 * Events drawn at least this tall (24 px at 48 px an hour), so that the shortest one is still a
 * 24 px pointer target (WCAG 2.5.8); the overlap columns count this height, so none covers another.
 */
export const MIN_EVENT_MINUTES = 30;

const px = (minutes: number, hourHeight: number) => `${(minutes / 60) * hourHeight}px`;

/** Top and height of a segment, at least MIN_EVENT_MINUTES tall and kept inside the day. */
function box(segment: Pick<Segment, 'start' | 'end'>, hourHeight: number) {
  const length = Math.max(segment.end - segment.start, MIN_EVENT_MINUTES);
  const top = Math.min(segment.start, MINUTES_PER_DAY - length);
  return { top: px(top, hourHeight), height: px(length, hourHeight), tall: length >= 45 };
}

type EventBlockProps = {
  segment: PlacedSegment;
  hourHeight: number;
  label: string;
  timeText: string;
  draggable: boolean;
  /** The event being dragged stays in place, faded, under its preview. */
  dimmed: boolean;
  onOpen: (event: CalendarEvent) => void;
  onDragStart: (e: ReactPointerEvent<HTMLElement>, mode: DragMode) => void;
  /** True when the click ends a drag (which must not open the event). */
  consumeDragClick: () => boolean;
};

/** One event's part of a day column: a button that opens it, dragged to move, its bottom edge to resize. */
export function EventBlock({
  segment,
  hourHeight,
  label,
  timeText,
  draggable,
  dimmed,
  onOpen,
  onDragStart,
  consumeDragClick,
}: EventBlockProps) {
  const { event, column, columns, span } = segment;
  const { top, height, tall } = box(segment, hourHeight);
  return (
    <button
      type="button"
      aria-label={label}
      data-event-id={event.id}
      className={cn(
        'absolute z-10 flex overflow-hidden rounded-md border-s-4 px-1.5 py-0.5 text-start text-xs leading-4 shadow-sm',
        'focus-visible:z-30 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        tall ? 'flex-col' : 'flex-row items-center gap-1',
        segment.continuesBefore && 'rounded-t-none',
        segment.continuesAfter && 'rounded-b-none',
        eventColorClasses(event),
        // manipulation, not none: a swipe that starts on an event still scrolls; the long press lifts it.
        draggable && 'cursor-grab touch-manipulation select-none [-webkit-touch-callout:none]',
        dimmed && 'opacity-50',
      )}
      style={{ top, height, left: `calc(${(column / columns) * 100}% + 2px)`, width: `calc(${(span / columns) * 100}% - 4px)` }}
      onPointerDown={draggable ? (e) => onDragStart(e, 'move') : undefined}
      onClick={() => {
        if (!consumeDragClick()) onOpen(event);
      }}
    >
      {/*
        The trailing spaces keep the words apart in the visible text that the accessible name must
        contain (WCAG 2.5.3); inside the same text node, as axe drops a lone space between blocks
        scrolled out of view.
      */}
      <span className="truncate font-semibold">{`${event.title} `}</span>
      <span className="truncate">{`${timeText} `}</span>
      {tall && event.clientName && event.clientName !== event.title && <span className="truncate">{event.clientName}</span>}
      {draggable && !segment.continuesAfter && (
        <span
          aria-hidden="true"
          data-resize-handle=""
          className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize touch-none pointer-coarse:h-3"
          onPointerDown={(e) => {
            // The handle resizes; without this the button under it would start a move as well.
            e.stopPropagation();
            onDragStart(e, 'resize');
          }}
        />
      )}
    </button>
  );
}

/** Where the dragged event would land, with its new times; pointer feedback only (the drop is announced by the page). */
export function DragPreviewBlock({
  segment,
  hourHeight,
  text,
  type,
}: {
  segment: Segment;
  hourHeight: number;
  text: string;
  type: CalendarEvent['type'];
}) {
  const { top, height } = box(segment, hourHeight);
  return (
    <div
      aria-hidden="true"
      data-drag-preview=""
      className={cn(
        'pointer-events-none absolute inset-x-0.5 z-20 overflow-hidden rounded-md border-2 ' +
          'border-dashed px-1.5 py-0.5 text-xs font-semibold leading-4 shadow-lg',
        eventColorClasses({ type, status: 'scheduled' }),
      )}
      style={{ top, height }}
    >
      {text}
    </div>
  );
}

/** A whole-day entry (a project's deadline) in the row above the hours: opens, never drags. */
export function AllDayChip({ event, label, onOpen }: { event: CalendarEvent; label: string; onOpen: (event: CalendarEvent) => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-event-id={event.id}
      className={cn(
        'block min-h-6 w-full truncate rounded border-s-4 px-1.5 text-start text-xs leading-6 font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        eventColorClasses(event),
      )}
      onClick={() => onOpen(event)}
    >
      {event.title}
    </button>
  );
}
