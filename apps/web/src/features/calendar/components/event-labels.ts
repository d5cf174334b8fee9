import { EVENT_STATUS_LABELS, EVENT_STATUSES, EVENT_TYPE_LABELS, EVENT_TYPES, type EventStatus, type EventType } from '@atelier/shared';
import { useMemo } from 'react';
import { i18n, useMessages } from '@/lib/i18n/i18n';

/**
 * Event types and statuses in the user's language, keyed by value (`type.fitting`,
 * `status.no-show`); the English is the shared labels, the values sent never change.
 */
export const eventLabelMessages = i18n('calendar-labels', {
  ...Object.fromEntries(EVENT_TYPES.map((t) => [`type.${t}`, EVENT_TYPE_LABELS[t]])),
  ...Object.fromEntries(EVENT_STATUSES.map((s) => [`status.${s}`, EVENT_STATUS_LABELS[s]])),
} as Record<string, string>);

export type EventLabels = { type: (type: EventType) => string; status: (status: EventStatus) => string };

export function useEventLabels(): EventLabels {
  const t = useMessages(eventLabelMessages);
  return useMemo(
    () => ({
      type: (type: EventType) => t[`type.${type}`] ?? EVENT_TYPE_LABELS[type],
      status: (status: EventStatus) => t[`status.${status}`] ?? EVENT_STATUS_LABELS[status],
    }),
    [t],
  );
}

/**
 * A colour per event type. It marks a dot and a left border only: the text
 * stays in the foreground colour, so reading never depends on the hue (WCAG 1.4.1, 1.4.3), and
 * the -600 / -400 shades keep 3:1 against the card in light and dark (WCAG 1.4.11). The hues
 * are those of the time grid's blocks (time-grid-colors.ts), so a type looks the same in every view.
 */
export const EVENT_TYPE_COLORS: Record<EventType, { dot: string; border: string; soft: string }> = {
  consultation: {
    dot: 'bg-sky-600 dark:bg-sky-400',
    border: 'border-l-sky-600 dark:border-l-sky-400',
    soft: 'bg-sky-50 dark:bg-sky-950/60',
  },
  fitting: {
    dot: 'bg-violet-600 dark:bg-violet-400',
    border: 'border-l-violet-600 dark:border-l-violet-400',
    soft: 'bg-violet-50 dark:bg-violet-950/60',
  },
  delivery: {
    dot: 'bg-emerald-600 dark:bg-emerald-400',
    border: 'border-l-emerald-600 dark:border-l-emerald-400',
    soft: 'bg-emerald-50 dark:bg-emerald-950/60',
  },
  deadline: {
    dot: 'bg-rose-600 dark:bg-rose-400',
    border: 'border-l-rose-600 dark:border-l-rose-400',
    soft: 'bg-rose-50 dark:bg-rose-950/60',
  },
  meeting: {
    dot: 'bg-amber-600 dark:bg-amber-400',
    border: 'border-l-amber-600 dark:border-l-amber-400',
    soft: 'bg-amber-50 dark:bg-amber-950/60',
  },
  other: {
    dot: 'bg-stone-500 dark:bg-stone-400',
    border: 'border-l-stone-500 dark:border-l-stone-400',
    soft: 'bg-stone-100 dark:bg-stone-800/60',
  },
};
