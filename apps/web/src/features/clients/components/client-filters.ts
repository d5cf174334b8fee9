import type { Client } from '@atelier/shared';
import { matchesQuery } from '@/lib/format';

/** Search by name or email (placeholder 'Search clients...'). */
export function filterClients(clients: readonly Client[], query: string): Client[] {
  return clients.filter((c) => matchesQuery(query, c.name, c.email));
}
