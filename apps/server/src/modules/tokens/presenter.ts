import type { ApiToken } from '@atelier/shared';
import type { ApiTokenRow } from '../../db/schema/index.js';

/** An API token as its member sees it: never the hash, and the secret only in the create answer (decision 074). */
export function presentToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
