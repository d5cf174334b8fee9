import type { Client } from '@atelier/shared';
import { withIds } from '../../lib/ids.js';
import type { ClientWithStats } from './service.js';

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
