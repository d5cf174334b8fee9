import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Permission } from '@atelier/shared';
import { requirePermission, type Actor } from './actor.js';
import { missingReference, notFound } from './errors.js';
import { isUuid } from './ids.js';
import { recordNotFound } from './record-not-found.js';

/*
 * Every check that an id names a record the caller may reach lives here, one function per kind of
 * owner: a studio's records (requireAccess), an account's own rows (ownRecord), and records a
 * studio may share with everyone (readableRecord). All of them answer a record of someone else, a
 * missing one and a malformed id with the same 404, so ids cannot be probed, and refuse a
 * malformed id before it reaches a uuid column (which would be a 500).
 */

/**
 * The id a request named, refused with the 404 of a missing record when it cannot be a record id.
 * With `field` (an id from a body or query field) the error names that field, as requireAccess does.
 */
export function requireRecordId(id: string, what: string, field?: string): string {
  if (!isUuid(id)) throw field ? missingReference(field, recordNotFound(what)) : notFound(recordNotFound(what));
  return id;
}

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
 * The studio access check (immich's requireAccess): the actor's role must allow the permission,
 * and the id must name a record of the actor's studio. Another studio's record is a 404; a role
 * without the permission is a 403, even in the actor's own studio.
 */
export async function requireAccess(db: Db, req: AccessRequest): Promise<void> {
  requirePermission(req.actor, req.permission);
  await requireRecord(db, req);
}

/**
 * The record half of requireAccess, for a caller whose permission is already checked: the route
 * declared it (decision 193), and the service locks the record inside its transaction.
 */
export async function requireRecord(db: Db, req: Omit<AccessRequest, 'permission'>): Promise<void> {
  const denied = () => (req.field ? missingReference(req.field, recordNotFound(req.what)) : notFound(recordNotFound(req.what)));
  requireRecordId(req.id, req.what, req.field);
  const { table } = req;
  const query = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, req.id), eq(table.workspaceId, req.actor.workspaceId)))
    .limit(1);
  const rows = req.lock ? await query.for('update') : await query;
  if (rows.length === 0) throw denied();
}

/** Any table whose rows belong to one account, not a studio: `id` and `user_id` uuid columns. */
type AccountTable = PgTable & { id: PgColumn; userId: PgColumn };

/**
 * The condition for a row of the actor's own account (a session, a payment receipt), for the
 * caller's select or update; the caller answers notFound(what) when it matches nothing. No role
 * reaches another account's rows, so there is no permission to check.
 */
export function ownRecord(req: { actor: Actor; table: AccountTable; what: string; id: string }): SQL {
  requireRecordId(req.id, req.what);
  return and(eq(req.table.id, req.id), eq(req.table.userId, req.actor.user.id))!;
}

/** A table whose rows a studio may publish: `id`, `workspace_id` and `is_public` columns. */
type ShareableTable = PgTable & { id: PgColumn; workspaceId: PgColumn; isPublic: PgColumn };

/**
 * The condition for a record the actor may read: its own studio's, or one published to everyone
 * (patterns, decision 036). Writing stays requireAccess's: a public record is read-only to others.
 * The caller answers notFound(what) when it matches nothing.
 */
export function readableRecord(req: { actor: Actor; table: ShareableTable; what: string; id: string }): SQL {
  requireRecordId(req.id, req.what);
  return and(eq(req.table.id, req.id), or(eq(req.table.workspaceId, req.actor.workspaceId), eq(req.table.isPublic, true)))!;
}
