import {
  API,
  type CalendarEvent,
  type CalendarFeed,
  type CreateEventBody,
  type EventConflict,
  type UpdateEventBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { textsOf } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText, successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { calendarMessages } from '../messages';
import { eventsFromCache, eventsQueryOptions, type DayRange, type EventFilter } from './coming-weeks';

export type { DayRange, EventFilter } from './coming-weeks';

/** Every calendar call of a Free account (or a lapsed trial) answers 403 with this code. */
export const CALENDAR_LOCK_CODE = 'PLAN_UPGRADE_REQUIRED';
/** The page shows the lock as its overlay, so these refusals are neither toasted nor a move to /pricing. */
const lockMeta = { inlineErrorCodes: [CALENDAR_LOCK_CODE] } as const;

const texts = textsOf(calendarMessages);
const routes = API.calendar;
/** Every loaded range: a change to one event invalidates them all (it may show in several). */
const eventsKey = routeKey(routes.list);

export type SavedEvent = { event: CalendarEvent; conflicts: EventConflict[] };

/** The calendar calls, as declared in packages/shared; each unwraps the envelope. */
export const calendarApi = {
  create: (body: CreateEventBody): Promise<SavedEvent> => call(routes.create, { body }),
  update: (id: string, body: UpdateEventBody): Promise<SavedEvent> => call(routes.update, { params: { id }, body }),
  remove: async (id: string): Promise<CalendarEvent> => (await call(routes.remove, { params: { id } })).event,
  feed: async (): Promise<CalendarFeed> => (await call(routes.feed)).feed,
  regenerateFeed: async (): Promise<CalendarFeed> => (await call(routes.regenerateFeed)).feed,
  removeFeed: async (): Promise<void> => {
    await call(routes.removeFeed);
  },
};

/**
 * The events of one visible range (a month grid, a week, the next 7 days), everyone's or one
 * member's; each range and filter is its own cache entry.
 */
export function useCalendarEvents(range: DayRange, filter: EventFilter = {}) {
  const request = { ...range, ...filter };
  const client = useQueryClient();
  const timezone = usePreferences((s) => s.timezone);
  const query = useQuery({
    ...eventsQueryOptions(request),
    meta: lockMeta,
    // What other ranges already hold of this one shows at once while it loads, and offline instead
    // of nothing (decision 101); else the last answer, as moving between months always did.
    placeholderData: (previous) => eventsFromCache(client, request, timezone) ?? previous,
  });
  return {
    events: query.data ?? ([] as CalendarEvent[]),
    isLoading: query.isFetching,
    hasData: query.data !== undefined,
    error: query.error ? errorMessage(query.error) : null,
    errorCode: query.error instanceof ApiError ? query.error.code : null,
    retry: () =>
      void query.refetch().then((r) => {
        if (r.isSuccess) toast.success(routeText(routes.list));
      }),
  };
}

/**
 * Double-booking is warned, never refused (decision 032): the save went through, and a warning toast
 * names what it overlaps, so the tailor can move one of them.
 */
export function warnConflicts(conflicts: readonly EventConflict[], describe: (c: EventConflict) => string): void {
  if (conflicts.length === 0) return;
  toast.warning(texts().conflictWarning({ events: conflicts.map(describe).join('; ') }), { duration: 8000 });
}

/**
 * A change to one event can show in any loaded range (and in the side panels), so every range is
 * refetched. A 403 lock met by a change (the trial ended while the page was open) refetches too,
 * which then answers the lock and shows the overlay.
 */
function useCalendarMutation<A, R>(run: (args: A) => Promise<R>, onDone: (result: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: eventsKey });
      onDone(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === CALENDAR_LOCK_CODE)
        void client.invalidateQueries({ queryKey: resourceKey('calendar') });
    },
  });
}

export type ConflictDescriber = (c: EventConflict) => string;

/** POST /calendar: the route's own success message (its group's, decision 138), then the overlap warning if any. */
export const useCreateEvent = (describe: ConflictDescriber) =>
  useCalendarMutation(
    (body: CreateEventBody) => calendarApi.create(body),
    ({ conflicts }) => {
      toast.success(routeText(routes.create));
      warnConflicts(conflicts, describe);
    },
  );

/**
 * PATCH /calendar/{id}: an edit, a status change, or a move from the time grid. A moved event
 * shows at its new time at once (not back at the old one until the refetch); a refusal refetches,
 * which puts it back.
 */
export function useUpdateEvent(describe: ConflictDescriber) {
  const client = useQueryClient();
  const mutation = useCalendarMutation(
    ({ id, body }: { id: string; body: UpdateEventBody }) => calendarApi.update(id, body),
    ({ conflicts }) => {
      toast.success(routeText(routes.update));
      warnConflicts(conflicts, describe);
    },
  );
  const mutate = (args: { id: string; body: UpdateEventBody }) => {
    const { startTime, endTime, status } = args.body;
    const patch = { ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}), ...(status ? { status } : {}) };
    client.setQueriesData<CalendarEvent[]>({ queryKey: eventsKey }, (events) =>
      events?.map((e) => (e.id === args.id ? { ...e, ...patch } : e)),
    );
    mutation.mutate(args, { onError: () => void client.invalidateQueries({ queryKey: eventsKey }) });
  };
  return { ...mutation, mutate };
}

export const useDeleteEvent = () =>
  useCalendarMutation(
    (id: string) => calendarApi.remove(id),
    () => toast.success(routeText(routes.remove)),
  );

/** GET /calendar/feed: the phone-calendar subscription address. */
export const calendarFeedQueryOptions = () => queryOptions({ queryKey: routeKey(routes.feed), queryFn: calendarApi.feed, meta: lockMeta });

/** Read only once the calendar itself answered (not while locked). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled });
}

function useFeedMutation(run: () => Promise<CalendarFeed | void>, message: () => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (feed) => {
      client.setQueryData(calendarFeedQueryOptions().queryKey, feed ?? { url: '', webcalUrl: '', createdAt: null });
      toast.success(message());
    },
  });
}

// The panel's own wording, which names the address it shows (not the server's 'Calendar feed ...').
export const useRegenerateFeed = () => useFeedMutation(calendarApi.regenerateFeed, () => successText('feedAddressCreated'));
export const useRemoveFeed = () => useFeedMutation(calendarApi.removeFeed, () => successText('feedAddressTurnedOff'));
