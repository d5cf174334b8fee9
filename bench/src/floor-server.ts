import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { FLOOR_READY, type FloorPage } from './floor-pages';

/**
 * The floor of a list page (decision 168): a bare Fastify process that answers each list page with
 * the statements the app ran to read that page's rows and the JSON the app answered, and nothing
 * else: no session, access check, paging, presenter or hook. It is the best this machine can do for
 * that page on that database, so the app's rate is judged as a share of it.
 *
 * Run by the bench as its own process (`floor.ts`), beside the app on PostgreSQL and after it on
 * PGlite (one process at a time holds an embedded database). Environment: FLOOR_PORT, DATA_DIR,
 * DATABASE_URL (PostgreSQL; else PGlite in DATA_DIR/db), FLOOR_TOKEN (a session of the seeded
 * account), FLOOR_PAGES (JSON of FloorPage).
 */

/** One driver call as drizzle made it, and whether an earlier one was still unanswered (run beside it). */
type Statement = { args: unknown[]; beside: boolean };
type Capture = { statements: Statement[]; pending: number };

const capturing = new AsyncLocalStorage<Capture>();

/** The driver's own query method: PGlite's `query`, postgres.js's `unsafe` (as countQueries in the server's tests). */
function driverOf(database: Database): { call: (args: unknown[]) => Promise<unknown> } {
  const client = (database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const method = database.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method]!.bind(client);
  // Every statement the app sends inside a captured request is noted with its exact arguments.
  client[method] = (...args: unknown[]) => {
    const capture = capturing.getStore();
    const result = original(...args);
    if (capture) {
      capture.statements.push({ args, beside: capture.pending > 0 });
      capture.pending += 1;
      const done = () => (capture.pending -= 1);
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
  return { call: async (args) => original(...args) };
}

/** Whether a statement reads one of the page's tables: what tells its own reads from the session and access reads. */
const readsFrom = (args: unknown[], tables: string[]) => tables.some((table) => String(args[0]).includes(`from "${table}"`));

/** Runs the statements as the app did: one after another, those sent while another was unanswered beside it. */
async function replay(driver: { call: (args: unknown[]) => Promise<unknown> }, statements: Statement[]) {
  let group: Statement[] = [];
  for (const statement of [...statements, null]) {
    if (statement?.beside && group.length > 0) {
      group.push(statement);
      continue;
    }
    if (group.length > 0) await Promise.all(group.map((s) => driver.call(s.args)));
    group = statement ? [statement] : [];
  }
}

async function main() {
  const env = process.env;
  const dataDir = env.DATA_DIR!;
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  const driver = driverOf(database);
  const pages = JSON.parse(env.FLOOR_PAGES ?? '[]') as FloorPage[];
  // The app, in this process and on this database, only to learn each page's statements and answer.
  // Errors only: a page that fails here says why on the bench's output.
  const config = loadConfig({ ...env, LOG_LEVEL: 'error', RATE_LIMIT_FACTOR: '1000' });
  const { app } = await buildApp({ config, database });
  await app.ready();
  const floors: { statements: Statement[]; answer: unknown }[] = [];
  for (const page of pages) {
    const capture: Capture = { statements: [], pending: 0 };
    // Awaited inside the run: drizzle's queries and inject are thenables that start when awaited.
    const res = await capturing.run(
      capture,
      async () => await app.inject({ method: 'GET', url: `/api/v1${page.path}`, headers: { authorization: `Bearer ${env.FLOOR_TOKEN}` } }),
    );
    if (res.statusCode !== 200) throw new Error(`${page.path}: ${res.statusCode} ${res.body}`);
    const statements = capture.statements.filter((s) => readsFrom(s.args, page.tables));
    if (statements.length === 0) {
      throw new Error(`${page.path}: none of its ${capture.statements.length} statements read ${page.tables.join(', ')}`);
    }
    floors.push({ statements, answer: JSON.parse(res.body) });
  }
  await app.close();

  const floor = Fastify({ logger: false });
  floor.get('/ready', async () => ({ ready: FLOOR_READY, statements: floors.map((f) => f.statements.length) }));
  floor.get<{ Params: { index: string } }>('/floor/:index', async (req, reply) => {
    const page = floors[Number(req.params.index)];
    if (!page) return reply.code(404).send();
    await replay(driver, page.statements);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(page.answer));
  });
  await floor.listen({ port: Number(env.FLOOR_PORT), host: '127.0.0.1' });
  const stop = () => void floor.close().then(() => database.close().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
