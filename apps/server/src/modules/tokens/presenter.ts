import type { ApiToken } from '@atelier/shared';
import type { TokenRecord } from './token-members.js';

/**
 * An API token as the studio sees it (decisions 074, 106): never the hash, the secret only in the
 * create answer; its member, the role it acts with now and since when that role changed.
 */
export function presentToken({ row, member, roleChangedAt }: TokenRecord): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    member,
    roleChangedAt: roleChangedAt?.toISOString() ?? null,
  };
}
