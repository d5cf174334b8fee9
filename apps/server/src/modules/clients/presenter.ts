import type { Client } from '@atelier/shared';
import type { ClientRow } from '../../db/schema/index.js';
import { withIds } from '../../lib/ids.js';

/** A client row with the two fields derived from its projects when read (never stored). */
export type ClientWithStats = ClientRow & { openProjects: number; lastOrderDate: Date | null };

export function presentClient(row: ClientWithStats): Client {
  return {
    ...withIds(row),
    name: row.name,
    // Optional text is "" when not given, never null (decision 016).
    email: row.email ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    notes: row.notes ?? '',
    status: row.status,
    projects: row.openProjects,
    lastOrderDate: row.lastOrderDate ? row.lastOrderDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
