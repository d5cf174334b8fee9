import { API, successEnvelope, type RouteDeclaration } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { sessions, users, workspaceMembers } from '../../apps/server/src/db/schema/index.js';
import type { AppContext } from '../../apps/server/src/context.js';
import { permissionsFor, type Actor } from '../../apps/server/src/lib/actor.js';
import { collectAll, type ListRead } from '../../apps/server/src/lib/pages.js';
import { serializerCompiler } from '../../apps/server/src/lib/response-serializer.js';
import { presentClient } from '../../apps/server/src/modules/clients/presenter.js';
import { clientService } from '../../apps/server/src/modules/clients/service.js';
import { presentInvoice } from '../../apps/server/src/modules/invoices/presenter.js';
import { invoiceService } from '../../apps/server/src/modules/invoices/service.js';
import { presentMeasurement } from '../../apps/server/src/modules/measurements/presenter.js';
import { studioOf } from '../../apps/server/src/modules/workspaces/membership.js';
import { measurementService } from '../../apps/server/src/modules/measurements/service.js';
import { presentProject } from '../../apps/server/src/modules/projects/presenter.js';
import { projectService } from '../../apps/server/src/modules/projects/service.js';
import { LIST_COUNTS, type ListAccount } from './list-account';

/** One list's stages, the best of three runs in milliseconds (the machine is shared: the best is the least disturbed). */
export type ListStages = {
  list: string;
  rows: number;
  mb: number;
  sql: number;
  present: number;
  zod: number;
  stringify: number;
  compiled: number;
};

const RUNS = 3;

async function best(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(Math.min(...times));
}

/** The signed-in actor of the account, as the server's authentication reads it. */
async function actorOf(ctx: AppContext, userId: string): Promise<Actor> {
  const [row] = await ctx.db
    .select({ session: sessions, user: users, workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`no session for ${userId}`);
  // The bench account owns its studio: every permission, never paused (decision 072).
  return { ...row, token: null, permissions: permissionsFor(row.role, null), teamActive: true, studio: await studioOf(ctx.db, userId) };
}

type Stage<Row> = {
  list: string;
  route: RouteDeclaration;
  key: string;
  load: () => Promise<ListRead<Row>> | ListRead<Row>;
  present: (row: Row) => unknown;
};

/**
 * Times each stage of a whole-list answer in this process, on the seeded account: the service's
 * read of every batch (SQL, driver and drizzle's row mapping), the presenters, the zod check of the
 * envelope the response serializer ran on every row before decision 071, JSON.stringify of each
 * record (how the streamed whole list is written), and the compiled serializer on the same list
 * (what pages use; on Node 20 it is slower than JSON.stringify on large arrays).
 */
async function stagesOf<Row>(stage: Stage<Row>): Promise<ListStages> {
  const envelopeSchema = successEnvelope((stage.route.success as { data: Parameters<typeof successEnvelope>[0] }).data);
  let rows: Row[] = [];
  const sql = await best(async () => (rows = await collectAll(stage.load())));
  let data: unknown[] = [];
  const present = await best(() => (data = rows.map(stage.present)));
  const envelope = { success: true, status_code: 200, message: 'Loaded', data: { [stage.key]: data } };
  const zod = await best(() => envelopeSchema.parse(envelope));
  // As the whole list is answered now: each record by JSON.stringify, streamed (decision 069).
  let json = '';
  const stringify = await best(() => (json = data.map((record) => JSON.stringify(record)).join(',')));
  const write = serializerCompiler({ schema: envelopeSchema, method: 'GET', url: stage.route.path, httpStatus: '200' });
  // Buffer.byteLength makes the text flat, as writing it to the socket does.
  const compiled = await best(() => Buffer.byteLength(write(envelope)));
  return { list: stage.list, rows: rows.length, mb: Math.round(json.length / 1e5) / 10, sql, present, zod, stringify, compiled };
}

/** The stages of the four large lists on the account's database, opened in this process (no server running). */
export async function profileLists(account: ListAccount): Promise<ListStages[]> {
  const database = await openDatabase(account.options);
  try {
    const ctx = { db: database.db, database } as unknown as AppContext;
    const actor = await actorOf(ctx, account.userId);
    const clients = clientService(ctx);
    const measurements = measurementService(ctx);
    const projects = projectService(ctx);
    const invoices = invoiceService(ctx);
    return [
      await stagesOf({
        list: `clients (${LIST_COUNTS.clients})`,
        route: API.clients.list,
        key: 'clients',
        load: () => clients.list({ actor, filters: {} }),
        present: presentClient,
      }),
      await stagesOf({
        list: `measurements (${LIST_COUNTS.measurements})`,
        route: API.measurements.list,
        key: 'measurements',
        load: () => measurements.list({ actor, filters: {} }),
        present: presentMeasurement,
      }),
      await stagesOf({
        list: `projects (${LIST_COUNTS.projects})`,
        route: API.projects.list,
        key: 'projects',
        load: () => projects.list({ actor, filters: {} }),
        present: presentProject,
      }),
      await stagesOf({
        list: `invoices (${LIST_COUNTS.invoices})`,
        route: API.invoices.list,
        key: 'invoices',
        load: () => invoices.list({ actor, filters: {} }),
        present: presentInvoice,
      }),
    ];
  } finally {
    await database.close();
  }
}

export function printListProfile(title: string, rows: ListStages[]) {
  console.log(`\n${title}`);
  console.log(
    '| list | rows | JSON MB | SQL ms | presenters ms | zod check ms (before) | JSON.stringify per record ms | compiled serializer ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.list} | ${r.rows} | ${r.mb} | ${r.sql} | ${r.present} | ${r.zod} | ${r.stringify} | ${r.compiled} |`);
}
