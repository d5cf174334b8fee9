import type { Client } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clientListQuery } from './query/client-list';

/** The client list as the measurement and project screens need it: a select and a name lookup. */
export type ClientOption = { id: string; name: string; status: Client['status'] };

/** The studio's clients sorted by name, read from the shared client list cache. */
export function useClientOptions() {
  const query = useQuery(clientListQuery);
  const options = useMemo<ClientOption[]>(
    () => (query.data ?? []).map((c) => ({ id: c.id, name: c.name, status: c.status })).sort((a, b) => a.name.localeCompare(b.name)),
    [query.data],
  );
  return { options, isLoading: query.isFetching, reload: () => void query.refetch() };
}

/** A lookup from client id to name, for records that carry only the id (measurements). */
export function clientNameMap(options: readonly ClientOption[]): Map<string, string> {
  return new Map(options.map((o) => [o.id, o.name]));
}
