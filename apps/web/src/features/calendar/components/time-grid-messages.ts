import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS, type EventStatus, type EventType } from '@atelier/shared';
import { i18n, params } from '@/lib/i18n/i18n';

/** `{ 'type.fitting': 'Fitting', ... }`: the shared labels stay the English base, so they read exactly as packages/shared words them. */
function prefixed<P extends string, K extends string>(prefix: P, labels: Record<K, string>) {
  return Object.fromEntries(Object.entries(labels).map(([key, label]) => [`${prefix}.${key}`, label])) as {
    [Key in K as `${P}.${Key}`]: string;
  };
}

/** Texts of the week and day views; French in locales/fr/time-grid.json. */
export const messages = i18n('time-grid', {
  allDay: 'All day',
  /** The button of an empty hour: "Add event on Sunday, November 22 at 10:00". */
  addEventAt: params('Add event on {day} at {time}'),
  /**
   * An event's accessible name: "Fitting: Final fitting, 10:30 – 11:30". It starts with the type
   * and then reads as the block shows it (title, times, client), so what is seen is part of
   * what is heard (WCAG 2.5.3).
   */
  eventLabel: params('{type}: {title}, {time}'),
  allDayLabel: params('{type}: {title}, all day'),
  /** The client after the rest: "…, Jane Doe". */
  withClient: params('{label}, {client}'),
  /** An event that is not simply scheduled says so: "…, Cancelled". */
  withStatus: params('{label}, {status}'),
  /** The times shown on an event and on the drag preview. */
  range: params('{start} – {end}'),
  /** A time of an event that runs over midnight: "Tue, Nov 24 22:00". */
  dayAndTime: params('{day} {time}'),
  ...prefixed('type', EVENT_TYPE_LABELS),
  ...prefixed('status', EVENT_STATUS_LABELS),
});

export type TimeGridTexts = ReturnType<typeof messages.get>;

export const typeText = (t: TimeGridTexts, type: EventType): string => t[`type.${type}`];
export const statusText = (t: TimeGridTexts, status: EventStatus): string => t[`status.${status}`];
