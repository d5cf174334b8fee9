import { API, type Client, type ClientStatus } from '@atelier/shared';
import { queryOptions, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { isPages, pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { recordKey, routeKey } from '@/lib/query/route-keys';

const routes = API.clients;
export type ClientFilters = { search?: string; status?: ClientStatus };

/**
 * GET /clients, the one read of the client list, a page at a time (decision 069): the clients
 * screen shows it, and every client picker searches it, from the same cache entries. It lives in
 * lib so those features do not import the clients feature.
 */
export const clientPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<ClientFilters>) => {
    const { clients, nextCursor } = await call(routes.list, { query });
    return { items: clients, nextCursor: nextCursor ?? null };
  },
};

/** GET /clients with a search and a status (none: the whole list), a page at a time: the one factory of its options (decision 120). */
export const clientsQueryOptions = (filters?: ClientFilters) => pagedListOptions(clientPages, filters);

/** The client list with a search, for the pickers; no toast of its own (the screens' Retry toasts). */
export function useClientPages(search: string, enabled = true) {
  return usePagedList(clientsQueryOptions({ search }), { loadedMessage: routeText(routes.list), enabled });
}

/** GET /clients/{id}: the client plus the counts the delete dialog states, and whether deletion is allowed. */
export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: routeKey(routes.get, { params: { id } }), queryFn: () => call(routes.get, { params: { id } }) });

/** A client already in any loaded page of the client list: no need to ask for it. */
function cachedClient(client: QueryClient, id: string): Client | undefined {
  for (const [, data] of client.getQueriesData({ queryKey: routeKey(routes.list) })) {
    if (!isPages(data)) continue;
    for (const page of data.pages) {
      const found = (page.items as Client[]).find((c) => c.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** How long a client's name and email are trusted without asking again (they rarely change; an edit refreshes them). */
const RECORD_FRESH_MS = 5 * 60_000;

/**
 * GET /clients/{id} read as the record alone (its name, email, phone and channel), under the key of
 * the full read: from the loaded pages when it is there, else asked by id. Quiet: a client deleted
 * since shows as 'Unknown Client' where it is named; not an error toast.
 */
export function clientRecordQueryOptions(client: QueryClient, id: string) {
  return queryOptions({
    queryKey: recordKey(routes.get, { id }),
    queryFn: async () => (await call(routes.get, { params: { id } })).client,
    initialData: () => cachedClient(client, id),
    staleTime: RECORD_FRESH_MS,
    meta: { quiet: true },
  });
}

/**
 * One client as a record (its email decides whether an invoice can be sent or a reminder asked
 * for): from the loaded pages when it is there, else read by id, so a client far down a list of
 * 3,000 is known too.
 */
export function useClientRecord(id: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({ ...clientRecordQueryOptions(client, id ?? ''), enabled: !!id });
  return id ? query.data : undefined;
}

/**
 * The names of the clients records refer to by id only (a measurement, a generated pattern): from
 * the loaded client pages, and read by id for the others. A name being read is '' (nothing flashes
 * 'Unknown Client'); a client that is no longer there is undefined.
 */
export function useClientNames(ids: readonly string[]): (id: string) => string | undefined {
  const client = useQueryClient();
  const unique = [...new Set(ids.filter(Boolean))];
  const reads = useQueries({ queries: unique.map((id) => clientRecordQueryOptions(client, id)) });
  const names = new Map<string, string>();
  reads.forEach((r, i) => (r.data || r.isPending) && names.set(unique[i]!, r.data?.name ?? ''));
  return (id) => names.get(id);
}
