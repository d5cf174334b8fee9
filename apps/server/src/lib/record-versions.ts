import { versionTag } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.js';
import {
  calendarEvents,
  clients,
  fittings,
  garmentTemplates,
  invoices,
  measurements,
  patterns,
  photos,
  projects,
} from '../db/schema/index.js';
import { AppError } from './errors.js';
import { isUuid } from './ids.js';
import { sqlRows } from './sql-rows.js';

/**
 * Record versions (decision 090): a single-record answer carries `ETag: W/"<ms>"`, the record's
 * updatedAt in milliseconds, and a PATCH with `If-Match` applies only to that version. updatedAt
 * rather than a hash of the answer: the GET and the PATCH of a record answer different shapes
 * (a client's page holds its measurements too), and the check before a PATCH reads one column
 * instead of presenting the record. A project's version covers its stages, whose changes touch it.
 */

/** The record a PATCH or PUT route changes, by its declared path: the table and the parameter naming its id. */
const VERSIONED: Record<string, { table: PgTable; param: string }> = {
  '/clients/:id': { table: clients, param: 'id' },
  '/measurements/:id': { table: measurements, param: 'id' },
  '/projects/:id': { table: projects, param: 'id' },
  // A stage's change answers its project; the project's version is what the client holds.
  '/projects/:id/stages/:stageId': { table: projects, param: 'id' },
  // The board's move and the stages' order (PUT) too (decision 100).
  '/projects/:id/stages/current': { table: projects, param: 'id' },
  '/projects/:id/stages/order': { table: projects, param: 'id' },
  '/calendar/:id': { table: calendarEvents, param: 'id' },
  '/invoices/:id': { table: invoices, param: 'id' },
  '/patterns/:id': { table: patterns, param: 'id' },
  '/fittings/:id': { table: fittings, param: 'id' },
  '/garment-templates/:id': { table: garmentTemplates, param: 'id' },
  '/photos/:id': { table: photos, param: 'id' },
};

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
  if (tags.some((tag) => !ENTITY_TAG.test(tag))) throw new AppError('BAD_REQUEST', 'If-Match must be * or ETags as this API sends them.');
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
  opts: { path: string; header: string | string[] | undefined; params: unknown; workspaceId: string },
): Promise<void> {
  if (opts.header === undefined) return;
  const versioned = VERSIONED[opts.path];
  const id = isRecord(opts.params) ? (opts.params as Record<string, unknown>)[versioned?.param ?? ''] : undefined;
  // A malformed id names no record: the handler answers 404 (decision 010); it never reaches the
  // uuid column, where it was a 500.
  if (!versioned || typeof id !== 'string' || !isUuid(id)) return;
  // Milliseconds, as the presented updatedAt (a JavaScript date) has them.
  const [row] = await sqlRows<{ ms: number }>(
    ctx.db,
    sql`select floor(extract(epoch from updated_at) * 1000)::float8 as ms from ${versioned.table} where id = ${id} and workspace_id = ${opts.workspaceId}`,
  );
  if (!row) return;
  const wanted = parseIfMatch(Array.isArray(opts.header) ? opts.header.join(',') : opts.header);
  if (wanted === '*') return;
  if (!wanted.includes(etagOf(row.ms).replace(/^W\//, '')))
    throw new AppError('PRECONDITION_FAILED', 'This record was changed since you loaded it.');
}
