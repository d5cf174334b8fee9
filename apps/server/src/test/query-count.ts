import type { Database } from '../db/client.js';

/** Counts the statements the driver runs (PGlite `query`, postgres-js `unsafe`) while `fn` runs. */
export async function countQueries(database: Database, fn: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const method = database.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method];
  if (!original) throw new Error(`driver has no ${method}`);
  let n = 0;
  client[method] = function (this: unknown, ...args: unknown[]) {
    n += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client[method] = original;
  }
  return n;
}
