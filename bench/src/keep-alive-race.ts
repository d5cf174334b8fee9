/**
 * Reproduces why a GET on a reused keep-alive connection can be lost before any handler
 * (decision 060). Run: `npx tsx --conditions=source bench/src/keep-alive-race.ts [port]`.
 *
 * The real app listens with idle connections closed after KEEP_ALIVE_TIMEOUT_SECONDS (Node closes
 * them one second later still). A client in a worker thread (its own event loop, as a separate
 * client is) keeps one connection idle, then reuses it half a second BEFORE that deadline, while
 * another request keeps the server's event loop busy for 1.5 s across the deadline, as a PDF drawn
 * on the request path does. When the loop is free again Node runs its due timers before it reads
 * the sockets: the idle timer closes the connection with the request unread, the client gets a
 * reset, and no handler ever saw the request. The same schedule with the default timeout loses nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';

const PORT = Number(process.argv[2] ?? 4385);
const BLOCK_MS = 1500;

/** The client: one idle connection (A) and one that asks for the slow answer (B). */
const CLIENT = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const t0 = Date.now();
const events = [];
const log = (what) => events.push(String(Date.now() - t0).padStart(5) + ' ms  ' + what);
const get = (path) => 'GET ' + path + ' HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n';
const open = (name) => {
  const s = net.connect(workerData.port, '127.0.0.1');
  s.on('data', (d) => log(name + ' answered: ' + d.toString().split('\\r\\n')[0]));
  s.on('error', (e) => log(name + ' failed: ' + e.code));
  return s;
};
const a = open('A');
const b = open('B');
a.write(get('/api/v1/health'));
setTimeout(() => { log('B asks for a slow answer'); b.write(get('/api/v1/slow')); }, 1000);
setTimeout(() => { log('A reuses its connection after 1.5 s idle'); a.write(get('/api/v1/health')); }, 1500);
setTimeout(() => { a.destroy(); b.destroy(); parentPort.postMessage(events); }, 4000);
`;

async function run(keepAliveSeconds: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-keep-alive-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'keep-alive-race-keep-alive-race-keep-alive',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    ...(keepAliveSeconds ? { KEEP_ALIVE_TIMEOUT_SECONDS: keepAliveSeconds } : {}),
  });
  const database = await openDatabase({ kind: 'pglite' });
  const { app } = await buildApp({ config, database, logger: false });
  const parsed: string[] = [];
  app.server.on('request', (req) => {
    parsed.push(req.url ?? '');
    // Stands in for a PDF drawn on the request path: nothing else runs meanwhile.
    if (req.url === '/api/v1/slow') for (const end = Date.now() + BLOCK_MS; Date.now() < end;);
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const events = await new Promise<string[]>((resolve) =>
    new Worker(CLIENT, { eval: true, workerData: { port: PORT } }).once('message', resolve),
  );
  console.log(`\nkeep-alive timeout ${config.keepAliveTimeoutMs / 1000} s (Node closes idle connections 1 s after it):`);
  for (const line of events) console.log(`  ${line}`);
  console.log(`  requests that reached the server: ${parsed.length} of 3 (${parsed.join(', ')})`);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await run('1');
await run(undefined);
