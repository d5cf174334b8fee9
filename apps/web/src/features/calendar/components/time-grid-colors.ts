import type { CalendarEvent, EventType } from '@atelier/shared';

/**
 * A colour per event type. Text is the 950 shade on the 100 background in the light
 * theme and the 100 shade on the 950 background in the dark one: 12:1 or more either way, well
 * past WCAG AA's 4.5:1. The hue is never the only cue: the type is in the event's name too.
 */
export const EVENT_TYPE_CLASSES: Record<EventType, string> = {
  consultation: 'bg-sky-100 text-sky-950 border-sky-600 dark:bg-sky-950 dark:text-sky-100 dark:border-sky-400',
  fitting: 'bg-violet-100 text-violet-950 border-violet-600 dark:bg-violet-950 dark:text-violet-100 dark:border-violet-400',
  delivery: 'bg-emerald-100 text-emerald-950 border-emerald-600 dark:bg-emerald-950 dark:text-emerald-100 dark:border-emerald-400',
  deadline: 'bg-rose-100 text-rose-950 border-rose-600 dark:bg-rose-950 dark:text-rose-100 dark:border-rose-400',
  meeting: 'bg-amber-100 text-amber-950 border-amber-600 dark:bg-amber-950 dark:text-amber-100 dark:border-amber-400',
  other: 'bg-stone-100 text-stone-950 border-stone-500 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-400',
};

/** Cancelled events are struck through and muted, in the theme's muted tokens (5:1 and more). */
const CANCELLED = 'bg-muted text-muted-foreground border-border border-dashed line-through';

export function eventColorClasses(event: Pick<CalendarEvent, 'type' | 'status'>): string {
  return event.status === 'cancelled' ? CANCELLED : EVENT_TYPE_CLASSES[event.type];
}
