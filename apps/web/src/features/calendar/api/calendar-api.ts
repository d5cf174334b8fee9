import type { CalendarEvent, CalendarFeed, Client, CreateEventBody, EventConflict, UpdateEventBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { textsOf } from '@/lib/i18n/i18n';
import { clientListQuery } from '@/lib/query/client-list';
import { queryKeys } from '@/lib/query/query-keys';
import { toast } from '@/lib/toast';
import { calendarMessages } from '../messages';

/** Every calendar call of a Free account (or a lapsed trial) answers 403 with this code. */
export const CALENDAR_LOCK_CODE = 'PLAN_UPGRADE_REQUIRED';
/** The page shows the lock as its overlay, so these refusals are neither toasted nor a move to /pricing. */
const lockMeta = { inlineErrorCodes: [CALENDAR_LOCK_CODE] } as const;

const texts = textsOf(calendarMessages);
const path = (id: string) => `/calendar/${encodeURIComponent(id)}`;

export type SavedEvent = { event: CalendarEvent; conflicts: EventConflict[]; message: string };
/** Days of the account's zone, both inclusive ('YYYY-MM-DD'). */
export type DayRange = { startDate: string; endDate: string };

/** The calendar calls, each unwrapping the envelope. */
export const calendarApi = {
  list: async (range: DayRange): Promise<CalendarEvent[]> =>
    (await apiClient.get<{ events: CalendarEvent[] }>('/calendar', { query: range })).data.events,
  get: async (id: string): Promise<CalendarEvent> => (await apiClient.get<{ event: CalendarEvent }>(path(id))).data.event,
  create: async (body: CreateEventBody): Promise<SavedEvent> => {
    const res = await apiClient.post<{ event: CalendarEvent; conflicts: EventConflict[] }>('/calendar', body);
    return { ...res.data, message: res.message };
  },
  update: async (id: string, body: UpdateEventBody): Promise<SavedEvent> => {
    const res = await apiClient.patch<{ event: CalendarEvent; conflicts: EventConflict[] }>(path(id), body);
    return { ...res.data, message: res.message };
  },
  remove: async (id: string): Promise<string> => (await apiClient.delete<{ event: CalendarEvent }>(path(id))).message,
  feed: async (): Promise<CalendarFeed> => (await apiClient.get<{ feed: CalendarFeed }>('/calendar/feed')).data.feed,
  regenerateFeed: async (): Promise<CalendarFeed> => (await apiClient.post<{ feed: CalendarFeed }>('/calendar/feed')).data.feed,
  removeFeed: async (): Promise<void> => {
    await apiClient.delete<Record<string, never>>('/calendar/feed');
  },
};

/** The events of one visible range (a month grid, a week, the next 7 days); each range is its own cache entry. */
export function useCalendarEvents(range: DayRange) {
  const query = useQuery({
    queryKey: queryKeys.calendar.range(range.startDate, range.endDate),
    queryFn: () => calendarApi.list(range),
    meta: lockMeta,
    // Moving between months and back shows the last answer at once while it refreshes.
    placeholderData: (previous) => previous,
  });
  return {
    events: query.data ?? ([] as CalendarEvent[]),
    isLoading: query.isFetching,
    hasData: query.data !== undefined,
    error: query.error ? errorMessage(query.error) : null,
    errorCode: query.error instanceof ApiError ? query.error.code : null,
    retry: () =>
      void query.refetch().then((r) => {
        if (r.isSuccess) toast.success(texts().loaded);
      }),
  };
}

/** The clients to choose from, with their emails ('Remind client' needs one). */
export function useCalendarClients() {
  const query = useQuery(clientListQuery);
  return { clients: query.data ?? ([] as Client[]), isLoading: query.isPending && query.isFetching, reload: () => void query.refetch() };
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
      void client.invalidateQueries({ queryKey: queryKeys.calendar.events });
      onDone(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === CALENDAR_LOCK_CODE)
        void client.invalidateQueries({ queryKey: queryKeys.calendar.all });
    },
  });
}

export type ConflictDescriber = (c: EventConflict) => string;

/** POST /calendar: the server's 'Event added successfully!', then the overlap warning if any. */
export const useCreateEvent = (describe: ConflictDescriber) =>
  useCalendarMutation(
    (body: CreateEventBody) => calendarApi.create(body),
    ({ message, conflicts }) => {
      toast.success(message);
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
    ({ message, conflicts }) => {
      toast.success(message);
      warnConflicts(conflicts, describe);
    },
  );
  const mutate = (args: { id: string; body: UpdateEventBody }) => {
    const { startTime, endTime, status } = args.body;
    const patch = { ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}), ...(status ? { status } : {}) };
    client.setQueriesData<CalendarEvent[]>({ queryKey: queryKeys.calendar.events }, (events) =>
      events?.map((e) => (e.id === args.id ? { ...e, ...patch } : e)),
    );
    mutation.mutate(args, { onError: () => void client.invalidateQueries({ queryKey: queryKeys.calendar.events }) });
  };
  return { ...mutation, mutate };
}

export const useDeleteEvent = () =>
  useCalendarMutation(
    (id: string) => calendarApi.remove(id),
    (message) => toast.success(message),
  );

/** The phone-calendar subscription address; read only once the calendar itself answered (not while locked). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.calendar.feed(), queryFn: calendarApi.feed, enabled, meta: lockMeta });
}

function useFeedMutation(run: () => Promise<CalendarFeed | void>, message: () => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (feed) => {
      client.setQueryData(queryKeys.calendar.feed(), feed ?? { url: '', webcalUrl: '', createdAt: null });
      toast.success(message());
    },
  });
}

export const useRegenerateFeed = () => useFeedMutation(calendarApi.regenerateFeed, () => texts().feedCreated);
export const useRemoveFeed = () => useFeedMutation(calendarApi.removeFeed, () => texts().feedRemoved);
