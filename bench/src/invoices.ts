import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseOptions } from '../../apps/server/src/db/client.js';
import { seedInvoices } from '../../apps/server/src/test/seed-invoices.js';
import { seedBusinessData } from '../../apps/server/src/test/seed.js';
import { measure, type Figure } from './measure';
import { startServer } from './server';
import { createBenchUser } from './user';

/** The invoice data set: one account with 500 clients and 50,000 invoices (100,000 items, about 33,000 payments). */
export const INVOICE_COUNTS = { clients: 500, invoices: 50_000 };

/**
 * The invoice list (whole, one connection: one page load), a search that finds a few, and one
 * invoice's PDF (10 connections), on the database `kind` runs on.
 */
export async function benchInvoices(
  kind: 'pglite' | 'postgres',
  port: number,
  databaseUrl?: string,
): Promise<{ figures: Figure[]; seedMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-invoices-${kind}-`));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  let server = await startServer({ port, dataDir, env });
  try {
    const account = await createBenchUser(server.url, dataDir);
    await server.stop();
    const options: DatabaseOptions = databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    const database = await openDatabase(options);
    const started = performance.now();
    const { clientIds } = await seedBusinessData(database.db, account.userId, {
      clients: INVOICE_COUNTS.clients,
      measurements: 0,
      projects: 0,
    });
    const { invoiceIds } = await seedInvoices(database.db, account.userId, clientIds, INVOICE_COUNTS.invoices);
    const seedMs = Math.round(performance.now() - started);
    await database.close();

    server = await startServer({ port, dataDir, env });
    const auth = { authorization: `Bearer ${account.token}` };
    const api = `${server.url}/api/v1`;
    const figures = [
      await measure(`GET /api/v1/invoices (${kind}, 50,000)`, `${api}/invoices`, auth, 1),
      await measure(`GET /api/v1/invoices?search=INV-04999 (${kind})`, `${api}/invoices?search=INV-04999`, auth, 1),
      await measure(`GET /api/v1/invoices/{id}/pdf (${kind})`, `${api}/invoices/${invoiceIds[invoiceIds.length - 1]}/pdf`, auth, 10),
    ];
    return { figures, seedMs };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
