import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverFault } from './errors.js';

/**
 * Runs one raw SQL statement and answers its rows, the same on both drivers: postgres-js answers
 * an array, PGlite an object with `rows`. For aggregates the query builder cannot say;
 * cast numbers in SQL (`::int`, `::float8`) so both drivers give JavaScript numbers.
 */
export async function sqlRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The row a write's `returning()` gave back must be there: an insert, or an update of a row the
 * caller just locked, always answers it. If it is missing the database broke that promise, a
 * server fault (serverFault): logged, and answered with the generic 500 sentence, never with these words. `what` names the write in the log ('client insert').
 */
export function assertWritten<T>(row: T | null | undefined, what: string): asserts row is T {
  if (row === null || row === undefined) throw serverFault(`${what} returned nothing`);
}

/**
 * Reads a table's rows from the JSON the database made of them (`row_to_json`, `json_agg`), decoded
 * by drizzle's own column mappers as the driver's rows are (decision 168): the same values, dates
 * and numbers, for one text a row instead of one decoded field a column. The decoders are looked up
 * once per table.
 */
export function jsonRows<T extends Table>(table: T): (json: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
