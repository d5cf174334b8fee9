import { API, dayInZone, type CalendarEvent } from '@atelier/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { usePreferences } from '@/lib/preferences';
import { routeKey } from '@/lib/query/route-keys';

/** Days of the account's zone, both inclusive ('YYYY-MM-DD'). */
export type DayRange = { startDate: string; endDate: string };
/** One member's appointments and deadlines: their user id, or `me` (decision 075). */
export type EventFilter = { assigneeId?: string };
type EventsRequest = DayRange & EventFilter;

const routes = API.calendar;
const DAY_MS = 24 * 3600_000;

/**
 * GET /calendar for one range of events, whoever asks for it (the page, or the coming weeks
 * below): the one factory of its options (decision 120).
 */
export const eventsQueryOptions = (request: EventsRequest) =>
  queryOptions({
    queryKey: routeKey(routes.list, { query: request }),
    queryFn: async (): Promise<CalendarEvent[]> => (await call(routes.list, { query: request })).events,
  });

/**
 * The weeks a tailor may look at without signal (decision 101): from a week back to six weeks on,
 * whatever screen they last opened. Asked once a day while the app is open, kept on the device
 * with the other calendar answers.
 */
export function comingWeeks(now: number, timezone: string): DayRange {
  return { startDate: dayInZone(now - 7 * DAY_MS, timezone), endDate: dayInZone(now + 42 * DAY_MS, timezone) };
}

/** The days an event covers in the account's zone; a whole-day deadline is its UTC date (decision 032). */
function daysOf(event: CalendarEvent, timezone: string): DayRange {
  if (event.allDay) return { startDate: event.startTime.slice(0, 10), endDate: event.endTime.slice(0, 10) };
  return { startDate: dayInZone(Date.parse(event.startTime), timezone), endDate: dayInZone(Date.parse(event.endTime), timezone) };
}

/**
 * The events of a range as far as the answers in the cache for other ranges (same filter) know
 * them: shown while the range loads and, offline, instead of nothing (decision 101). Undefined
 * when no cached range overlaps it.
 */
export function eventsFromCache(client: QueryClient, request: EventsRequest, timezone: string): CalendarEvent[] | undefined {
  const found = new Map<string, CalendarEvent>();
  let overlapped = false;
  for (const [key, events] of client.getQueriesData<CalendarEvent[]>({ queryKey: routeKey(routes.list) })) {
    const range = key[2] as EventsRequest | undefined;
    if (!range || !events || range.assigneeId !== request.assigneeId) continue;
    if (range.startDate > request.endDate || range.endDate < request.startDate) continue;
    overlapped = true;
    for (const event of events) {
      const days = daysOf(event, timezone);
      if (days.startDate <= request.endDate && days.endDate >= request.startDate) found.set(event.id, event);
    }
  }
  if (!overlapped) return undefined;
  return [...found.values()].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/**
 * Keeps the coming weeks' events in the cache, and so on the device, for the whole session: called
 * by the app's layout for a person whose plan and role open the calendar. Quiet: a refusal here is
 * the calendar page's to show.
 */
export function useKeepComingWeeks(enabled: boolean): void {
  const timezone = usePreferences((s) => s.timezone);
  const range = comingWeeks(Date.now(), timezone);
  useQuery({ ...eventsQueryOptions(range), enabled, meta: { quiet: true } });
}
