import { OTHER_RECORDS, STORES, type RecordName, type StoreName } from '@atelier/shared';
import { is } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.js';
import { serverFault } from './errors.js';

/** A studio's table: its records' id, their studio and when they were made. */
export type StoreTable = PgTable & { id: AnyPgColumn; workspaceId: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * A store's table, found in the schema by the store's name (decision 112): the studio table (one
 * with a workspaceId) exported under that name, else the only one whose name ends in it (`events`
 * is `calendarEvents`). A store without exactly one stops the server at start, and the tests.
 */
function tableOf(store: RecordName): StoreTable {
  const studioTables = Object.entries(schema as Record<string, unknown>).filter(
    (entry): entry is [string, StoreTable] => is(entry[1], PgTable) && 'workspaceId' in entry[1] && 'createdAt' in entry[1],
  );
  const capitalized = store[0]!.toUpperCase() + store.slice(1);
  const exact = studioTables.filter(([name]) => name === store);
  const found = exact.length > 0 ? exact : studioTables.filter(([name]) => name.endsWith(capitalized));
  if (found.length !== 1) throw serverFault(`The store ${store} needs exactly one studio table named for it; found ${found.length}.`);
  return found[0]![1];
}

/** Every store's table: the record limits count there, and a route's declared record is looked up there (decision 193). */
export const STORE_TABLES = Object.fromEntries(Object.keys(STORES).map((store) => [store, tableOf(store as StoreName)])) as Record<
  StoreName,
  StoreTable
>;

/** Every record's table a route's `:id` can name: the stores' and the others' (decision 193). */
export const RECORD_TABLES = {
  ...STORE_TABLES,
  ...Object.fromEntries(Object.keys(OTHER_RECORDS).map((name) => [name, tableOf(name as RecordName)])),
} as Record<RecordName, StoreTable>;

/** One record, as a 404 names it: 'Contract template not found' from the label 'contract templates'. */
export function recordNoun(record: RecordName): string {
  if (record in OTHER_RECORDS) return OTHER_RECORDS[record as keyof typeof OTHER_RECORDS];
  const store = STORES[record as StoreName];
  if ('noun' in store) return store.noun;
  const one = store.label.replace(/s$/, '');
  return one[0]!.toUpperCase() + one.slice(1);
}
