import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAGE_LIMITS, type PageQuery } from '@atelier/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from './errors.js';
import { said } from './said.js';

/**
 * Keyset pages for every list (decision 069). A page is the records strictly older than the
 * cursor's position in (time desc, id desc), so inserts and deletes between page reads never
 * repeat or skip a record, as offsets would. The cursor is opaque to the client: its position and
 * expiry, and a MAC over them and the list, studio and filters it was made for, so a cursor
 * edited, carried to another list or studio, or kept past its day is refused with 422 `cursor`.
 */

/** Where a page stopped: the exact time (microseconds, as PostgreSQL keeps it) and the id. */
export type PagePosition = { at: string; id: string };

/** What a cursor is good for: one list, one studio, one set of filters. */
export type PageScope = { list: string; workspaceId: string; filters: Record<string, unknown> };

/** The keyset order of a list: its time column (or a time computed from its columns), then its id. */
export type PageOrder = { at: PgColumn | SQL; id: PgColumn };

export type PageResult<R> = { rows: R[]; nextCursor: string | null };

const MAC_BYTES = 16;
const MAC_CHARS = Math.ceil((MAC_BYTES * 4) / 3);
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The time column as exact UTC text, selected beside each row so the next cursor keeps every microsecond. */
export const positionText = (column: PgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Records strictly after a position in the list's order (newest first). */
export const olderThan = (order: PageOrder, position: PagePosition): SQL =>
  sql`(${order.at}, ${order.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;

/** The filters as one text whatever their order; paging fields are not filters. */
function scopeText(scope: PageScope): string {
  const filters = Object.entries(scope.filters)
    .filter(([k, v]) => k !== 'limit' && k !== 'cursor' && v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([scope.list, scope.workspaceId, filters]);
}

const mac = (key: Buffer, scope: PageScope, payload: string) =>
  createHmac('sha256', key).update(scopeText(scope)).update('\n').update(payload).digest().subarray(0, MAC_BYTES).toString('base64url');

export function encodeCursor(key: Buffer, scope: PageScope, position: PagePosition, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify([position.at, position.id, now + PAGE_LIMITS.cursorTtlMs])).toString('base64url');
  return payload + mac(key, scope, payload);
}

const invalidCursor = () => fieldError('cursor', said('request.cursorInvalid'));

export function decodeCursor(key: Buffer, scope: PageScope, cursor: string, now = Date.now()): PagePosition {
  if (cursor.length <= MAC_CHARS) throw invalidCursor();
  const payload = cursor.slice(0, -MAC_CHARS);
  const given = Buffer.from(cursor.slice(-MAC_CHARS));
  const expected = Buffer.from(mac(key, scope, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [at, id, expires] = parsed as unknown[];
  if (typeof at !== 'string' || !AT.test(at) || typeof id !== 'string' || !UUID.test(id) || typeof expires !== 'number')
    throw invalidCursor();
  if (expires < now) throw fieldError('cursor', said('request.cursorExpired'));
  return { at, id };
}

/** A row as a list reads it: the record, and its position text for the next cursor. */
export type Positioned<R> = { row: R; at: string; id: string };

/**
 * Reads one page: `limit + 1` rows after the cursor tell whether another page follows without a
 * count. `read(after, take)` runs the list's own query in its keyset order.
 */
export async function readPage<R>(opts: {
  key: Buffer;
  scope: PageScope;
  page: Required<Pick<PageQuery, 'limit'>> & PageQuery;
  order: PageOrder;
  read: (after: SQL | undefined, take: number) => Promise<Positioned<R>[]>;
  prepared?: ReadAt<R>;
  now?: number;
}): Promise<PageResult<R>> {
  const { key, scope, page } = opts;
  const position = page.cursor ? decodeCursor(key, scope, page.cursor, opts.now) : undefined;
  const found = await readFrom(opts, position, page.limit + 1);
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  const nextCursor = found.length > page.limit && last ? encodeCursor(key, scope, { at: last.at, id: last.id }, opts.now) : null;
  return { rows: rows.map((r) => r.row), nextCursor };
}

/** A list's read from a position (none: from the newest), by statements prepared once (decision 174). */
export type ReadAt<R> = (position: PagePosition | undefined, take: number) => Promise<Positioned<R>[]>;

type Reads<R> = { order: PageOrder; read: (after: SQL | undefined, take: number) => Promise<Positioned<R>[]>; prepared?: ReadAt<R> };

/** The list's prepared read where it has one (no filters, decision 174), else its own query built now. */
const readFrom = <R>(opts: Reads<R>, position: PagePosition | undefined, take: number) =>
  opts.prepared ? opts.prepared(position, take) : opts.read(position ? olderThan(opts.order, position) : undefined, take);

/** How many records a whole-list walk reads at a time: few enough to hold, many enough to be few queries. */
export const WALK_BATCH = 1000;

/**
 * The whole list, a batch at a time, in the same keyset order as the pages: the whole-list answer
 * (the original front end's) is streamed from these batches instead of held at once (decision 069).
 */
export async function* walkAll<R>(opts: Reads<R> & { batch?: number }): AsyncGenerator<R[]> {
  for await (const found of walkPositioned(opts)) yield found.map((r) => r.row);
}

/** `walkAll` with each record's position: for a caller that keeps the list in its order (decision 177). */
export async function* walkPositioned<R>(opts: Reads<R> & { batch?: number }): AsyncGenerator<Positioned<R>[]> {
  const batch = opts.batch ?? WALK_BATCH;
  let position: PagePosition | undefined;
  for (;;) {
    const found = await readFrom(opts, position, batch);
    if (found.length > 0) yield found;
    const last = found.at(-1);
    if (found.length < batch || !last) return;
    position = { at: last.at, id: last.id };
  }
}

/** What a list service answers: one page, or the whole list as batches to stream. */
export type ListRead<R> = { page: PageResult<R> } | { all: AsyncGenerator<R[]> };

/**
 * The one entry of a list service: a page when `limit` is given, else the whole list's walk. The
 * list's own query is `read`, in the keyset order `order` (decision 069).
 */
export function readList<R>(opts: {
  key: Buffer;
  scope: PageScope;
  page: PageQuery;
  order: PageOrder;
  read: (after: SQL | undefined, take: number) => Promise<Positioned<R>[]>;
  /** Given only when the list is read without filters: the same rows by prepared statements (decision 174). */
  prepared?: ReadAt<R>;
}): Promise<ListRead<R>> | ListRead<R> {
  const { limit } = opts.page;
  if (limit === undefined) return { all: walkAll(opts) };
  return readPage({ ...opts, page: { ...opts.page, limit } }).then((page) => ({ page }));
}

/** Every record of a whole-list read, held at once: for a caller that needs them all together (the data export). */
export async function collectAll<R>(read: Promise<ListRead<R>> | ListRead<R>): Promise<R[]> {
  const answer = await read;
  if ('page' in answer) return answer.page.rows;
  const rows: R[] = [];
  for await (const batch of answer.all) rows.push(...batch);
  return rows;
}
