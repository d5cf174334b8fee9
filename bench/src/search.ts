import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedInvoices } from '../../apps/server/src/test/seed-invoices.js';
import { seedBusinessData } from '../../apps/server/src/test/seed.js';
import { measure, printTable, type Figure } from './measure';
import { startServer } from './server';
import { createBenchUser } from './user';

/** The one search's studio (decision 210): 2,000 clients and 50,000 invoices, on PGlite. */
export const SEARCH_COUNTS = { clients: 2_000, invoices: 50_000 };
/** What a person waits for as they type: the bound on the slowest of a hundred searches. */
export const SEARCH_BUDGET_MS = 100;

/** What people type at the counter: a number as written and without its dash, a fragment most invoices hold, a name, a phone. */
const TYPED = ['INV-049999', 'inv049999', 'inv0', 'son', '+1 555 1234', '555-1234'];

export async function benchSearch(port: number): Promise<{ figures: Figure[]; seedMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-search-'));
  let server = await startServer({ port, dataDir });
  try {
    const account = await createBenchUser(server.url, dataDir);
    await server.stop();
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const started = performance.now();
    const { clientIds } = await seedBusinessData(database.db, account.userId, {
      clients: SEARCH_COUNTS.clients,
      measurements: 0,
      projects: 0,
    });
    await seedInvoices(database.db, account.userId, clientIds, SEARCH_COUNTS.invoices);
    const seedMs = Math.round(performance.now() - started);
    await database.close();

    server = await startServer({ port, dataDir });
    const auth = { authorization: `Bearer ${account.token}` };
    const figures: Figure[] = [];
    for (const q of TYPED) {
      // A person types into a server already at work: the first request's cold plans are not theirs to wait for.
      for (let i = 0; i < 3; i += 1) await fetch(`${server.url}/api/v1/search?q=${encodeURIComponent(q)}`, { headers: auth });
      figures.push(await measure(`GET /api/v1/search?q=${q}`, `${server.url}/api/v1/search?q=${encodeURIComponent(q)}`, auth, 1));
    }
    return { figures, seedMs };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The table, and each search's slowest hundredth as a share of the budget (≤ 1.00 is within it). */
export function printSearch(run: { figures: Figure[]; seedMs: number }) {
  printTable(
    `One search, a studio with ${SEARCH_COUNTS.clients.toLocaleString('en')} clients and ` +
      `${SEARCH_COUNTS.invoices.toLocaleString('en')} invoices (PGlite, 1 connection; seeded in ${run.seedMs} ms)`,
    run.figures,
  );
  for (const f of run.figures) console.log(`${f.name}: p99 / ${SEARCH_BUDGET_MS} ms = ${(f.p99 / SEARCH_BUDGET_MS).toFixed(2)}`);
}
