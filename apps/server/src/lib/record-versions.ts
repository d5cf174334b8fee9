import { versionTag } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.js';
import { AppError } from './errors.js';
import { said } from './said.js';
import { isUuid } from './ids.js';
import { sqlRows } from './sql-rows.js';

/**
 * Record versions (decision 090): a single-record answer carries `ETag: W/"<ms>"`, the record's
 * updatedAt in milliseconds, and a PATCH with `If-Match` applies only to that version. updatedAt
 * rather than a hash of the answer: the GET and the PATCH of a record answer different shapes
 * (a client's page holds its measurements too), and the check before a PATCH reads one column
 * instead of presenting the record. A project's version covers its stages, whose changes touch it.
 */

/**
 * The table of the record a PATCH or PUT route changes, named where the route is handled
 * (`handle(…, { versionOf: tables.clients })`, decision 133): its `:id` parameter is the record's
 * id. A stage's change names its project, whose version is what the client holds.
 */
export type VersionedTable = PgTable & { id: unknown; updatedAt: unknown; workspaceId: unknown };

/** A weak ETag: the version only, the answer's bytes may differ (compression, the message). */
const etagOf = (ms: number) => versionTag(ms) ?? '';

type Presented = { id?: unknown; updatedAt?: unknown };
const isRecord = (value: unknown): value is Presented => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The ETag of a single-record answer: the version of the record its address names (the data
 * itself, or one of its fields, whose id is one of the path's parameters). Null for a list, or a
 * record without a version.
 */
export function answerEtag(data: unknown, params: unknown): string | null {
  if (!isRecord(data) || !isRecord(params)) return null;
  const ids = Object.values(params).filter((v) => typeof v === 'string');
  if (ids.length === 0) return null;
  const named = [data, ...Object.values(data)].find(
    (v): v is { id: string; updatedAt: string } =>
      isRecord(v) && typeof v.id === 'string' && ids.includes(v.id) && typeof v.updatedAt === 'string',
  );
  const ms = named ? Date.parse(named.updatedAt) : NaN;
  return Number.isNaN(ms) ? null : etagOf(ms);
}

const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e]*"$/;

/** The tags of an If-Match header; '*' for any version; a malformed one is 400. */
function parseIfMatch(value: string): '*' | string[] {
  if (value.trim() === '*') return '*';
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.some((tag) => !ENTITY_TAG.test(tag))) throw new AppError('BAD_REQUEST', said('request.ifMatchInvalid'));
  // Weak comparison (decision 090): our ETags are weak, and name the version, not the bytes.
  return tags.map((tag) => tag.replace(/^W\//, ''));
}

/**
 * Refuses a PATCH or PUT whose If-Match names another version of the record (412, the record unchanged).
 * Without the header, on a route without a versioned record, or for a record not found or a
 * malformed id (the handler answers its 404) nothing is checked, not even the header's form: a condition counts only
 * where the answer would be 2xx (RFC 9110, 13.2.1; decision 102). The check reads the version just
 * before the handler's update: a change committed in between is not seen (decision 090 weighs that window).
 */
export async function checkIfMatch(
  ctx: AppContext,
  opts: { table: VersionedTable | undefined; header: string | string[] | undefined; params: unknown; workspaceId: string },
): Promise<void> {
  if (opts.header === undefined || !opts.table) return;
  const id = isRecord(opts.params) ? (opts.params as Record<string, unknown>).id : undefined;
  // A malformed id names no record: the handler answers 404 (decision 010); it never reaches the
  // uuid column, where it was a 500.
  if (typeof id !== 'string' || !isUuid(id)) return;
  // Milliseconds, as the presented updatedAt (a JavaScript date) has them.
  const [row] = await sqlRows<{ ms: number }>(
    ctx.db,
    sql`select floor(extract(epoch from updated_at) * 1000)::float8 as ms from ${opts.table} where id = ${id} and workspace_id = ${opts.workspaceId}`,
  );
  if (!row) return;
  const wanted = parseIfMatch(Array.isArray(opts.header) ? opts.header.join(',') : opts.header);
  if (wanted === '*') return;
  if (!wanted.includes(etagOf(row.ms).replace(/^W\//, ''))) throw new AppError('PRECONDITION_FAILED', said('record.changed'));
}
