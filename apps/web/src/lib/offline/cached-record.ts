import { versionTag } from '@atelier/shared';
import type { QueryClient } from '@tanstack/react-query';

type Versioned = { id: string; updatedAt: string };
const isVersioned = (v: unknown, id: string): v is Versioned =>
  !!v && typeof v === 'object' && (v as Versioned).id === id && typeof (v as Versioned).updatedAt === 'string';

/** The record with this id wherever the cache holds it: a list's pages, a record's own read, or a field of an answer. */
function findIn(data: unknown, id: string, depth = 0): Versioned | undefined {
  if (isVersioned(data, id)) return data;
  if (!data || typeof data !== 'object' || depth > 3) return undefined;
  for (const value of Array.isArray(data) ? data : Object.values(data)) {
    const found = findIn(value, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The newest copy of a record the cache holds (the one the user saw), or undefined. */
export function cachedRecord<T extends Versioned>(client: QueryClient, id: string): T | undefined {
  let newest: Versioned | undefined;
  for (const query of client.getQueryCache().getAll()) {
    const found = findIn(query.state.data, id);
    if (found && (!newest || Date.parse(found.updatedAt) > Date.parse(newest.updatedAt))) newest = found;
  }
  return newest as T | undefined;
}

/** The version (If-Match) of the record as the user saw it, so an offline edit never overwrites a newer one unseen (decision 090). */
export const seenVersion = (client: QueryClient, id: string): string | null => {
  const record = cachedRecord(client, id);
  return record ? versionTag(record.updatedAt) : null;
};
