import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, printTable, type Figure } from './measure';
import { startServer } from './server';
import { createBenchUser } from './user';

/**
 * `npm run bench`: starts the built server on a temporary data dir and measures with autocannon
 * (10 connections, 5 s per endpoint). Figures are recorded in the README.
 */
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  const port = Number(process.env.BENCH_PORT ?? 4290);
  console.log(`machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
  const server = await startServer({ port, dataDir });
  const rows: Figure[] = [];
  try {
    const user = await createBenchUser(server.url, dataDir);
    rows.push(await measure('GET /api/v1/health', `${server.url}/api/v1/health`));
    rows.push(await measure('GET /api/v1/auth (authenticated)', `${server.url}/api/v1/auth`, { authorization: `Bearer ${user.token}` }));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable('Foundation (PGlite, embedded default)', rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
