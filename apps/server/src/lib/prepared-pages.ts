import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { PageOrder, PagePosition } from './pages.js';

/**
 * A list's unfiltered pages as statements built once per database and prepared (decision 174): the
 * first page, and the page after a position. Built per request, drizzle assembled the same text again
 * each time and PostgreSQL parsed and planned it again; the public library answered a third as fast.
 * A filtered read (a search, a client, a status) keeps its own query, built for its filters.
 */

/** What a page statement is run with: its size, the position it reads after, and the list's own values. */
type Values = Record<string, unknown>;

/** A query drizzle can prepare: the list's select with `held.take` as its limit. */
type Preparable<T> = { prepare(name: string): { execute(values?: Values): Promise<T[]> } };

/** Placeholders a list's query takes in its prepared form; the values are given at each read. */
export const held = {
  take: sql.placeholder('take'),
  workspaceId: sql.placeholder('workspaceId'),
};

/** Records strictly after a position in the list's order, as `olderThan` says it, with the position held. */
const afterHeld = (order: PageOrder): SQL =>
  sql`(${order.at}, ${order.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`;

/**
 * One statement built and prepared on a database's first use and kept beside that database, so a
 * service made per call (the data export) builds none again (decision 174).
 */
export function preparedOnce<T>(name: string, build: (db: Db) => Preparable<T>): (db: Db, values: Values) => Promise<T[]> {
  const byDb = new WeakMap<Db, ReturnType<Preparable<T>['prepare']>>();
  return (db, values) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      byDb.set(db, statement);
    }
    return statement.execute(values);
  };
}

/**
 * The prepared reads of one list: its first page and the page after a position. `build(db, after)`
 * is the list's own query, with `held` for what differs between reads and `after` added to its
 * conditions.
 */
export function preparedPages<T>(name: string, order: PageOrder, build: (db: Db, after: SQL | undefined) => Preparable<T>) {
  const first = preparedOnce(`${name}_first`, (db) => build(db, undefined));
  const next = preparedOnce(`${name}_next`, (db) => build(db, afterHeld(order)));
  return (db: Db, values: Values, position: PagePosition | undefined, take: number): Promise<T[]> =>
    position ? next(db, { ...values, take, at: position.at, id: position.id }) : first(db, { ...values, take });
}
