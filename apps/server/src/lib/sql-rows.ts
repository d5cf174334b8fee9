import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

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
