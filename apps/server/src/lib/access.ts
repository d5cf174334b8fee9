import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Permission } from '@atelier/shared';
import { requirePermission, type Actor } from './actor.js';
import { missingReference, notFound } from './errors.js';
import { isUuid } from './ids.js';

/** Any table whose rows belong to a studio: `id` and `workspace_id` uuid columns. */
type OwnedTable = PgTable & { id: PgColumn; workspaceId: PgColumn };

export type AccessRequest = {
  actor: Actor;
  permission: Permission;
  table: OwnedTable;
  /** Singular noun for the message: 'Client' gives 'Client not found'. */
  what: string;
  id: string;
  /** Set when the id came from a body or query field, so the form can show the error there. */
  field?: string;
  /** Row-locks the record (inside a transaction) so it cannot be deleted before the caller writes. */
  lock?: boolean;
};

/**
 * The one access check (immich's requireAccess): the actor's role must allow the permission,
 * and the id must name a record of the actor's studio. Another studio's record, a missing one
 * and a malformed id all answer the same 404, so ids cannot be probed, and a malformed id never
 * reaches a uuid column (which would be a 500).
 */
export async function requireAccess(db: Db, req: AccessRequest): Promise<void> {
  requirePermission(req.actor, req.permission);
  const denied = () => (req.field ? missingReference(req.field, req.what) : notFound(req.what));
  if (!isUuid(req.id)) throw denied();
  const { table } = req;
  const query = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, req.id), eq(table.workspaceId, req.actor.workspaceId)))
    .limit(1);
  const rows = req.lock ? await query.for('update') : await query;
  if (rows.length === 0) throw denied();
}
