import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { isUuid } from './ids.js';

/** Any table whose rows belong to one user: `id` and `user_id` uuid columns. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

export type AccessTarget = {
  table: OwnedTable;
  /** Singular noun for the message: 'Client' gives 'Client not found'. */
  what: string;
  /** Set when the id came from a body or query field, so the form can show the error there. */
  field?: string;
  /** Row-locks the record (inside a transaction) so it cannot be deleted before the caller writes. */
  lock?: boolean;
};

function denied(target: AccessTarget): AppError {
  const message = `${target.what} not found`;
  return new AppError(404, 'NOT_FOUND', message, target.field ? [{ field: target.field, message }] : undefined);
}

/**
 * The one ownership check (immich's requireAccess): the id must name a record of this user.
 * Another user's record, a missing one and a malformed id all answer the same 404, so ids
 * cannot be probed, and a malformed id never reaches a uuid column (which would be a 500).
 */
export async function requireAccess(db: Db, userId: string, id: string, target: AccessTarget): Promise<void> {
  if (!isUuid(id)) throw denied(target);
  const { table } = target;
  const query = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  const rows = target.lock ? await query.for('update') : await query;
  if (rows.length === 0) throw denied(target);
}
