import type { clientListQuerySchema, createClientBodySchema, updateClientBodySchema } from '@atelier/shared';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, measurements, projects } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { AppError, notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/search.js';
import { createWithinPlanLimit } from '../plans/rules.js';
import { clientDeletion, relatedCounts } from './deletion.js';
import type { ClientWithStats } from './presenter.js';

export type ClientFilters = z.output<typeof clientListQuerySchema>;
export type CreateClientInput = z.output<typeof createClientBodySchema>;
export type UpdateClientInput = z.output<typeof updateClientBodySchema>;

const CLIENT = { table: clients, what: 'Client' } as const;

/**
 * Clients with their derived fields in ONE query: a per-client aggregate of the user's projects
 * is joined once, so the list costs the same single query for 3 clients or 3,000 (issue 3).
 */
function selectClientsWithStats(db: Db, userId: string, where: SQL | undefined) {
  const stats = db
    .select({
      clientId: projects.clientId,
      open: sql<number>`count(*) filter (where ${projects.status} <> 'completed')`.as('open_projects'),
      last: sql<Date>`max(${projects.createdAt})`.mapWith(projects.createdAt).as('last_order'),
    })
    .from(projects)
    .where(eq(projects.userId, userId))
    .groupBy(projects.clientId)
    .as('stats');
  return db
    .select({
      client: clients,
      openProjects: sql<number>`coalesce(${stats.open}, 0)`.mapWith(Number),
      lastOrderDate: stats.last,
    })
    .from(clients)
    .leftJoin(stats, eq(stats.clientId, clients.id))
    .where(and(eq(clients.userId, userId), where))
    .orderBy(desc(clients.createdAt), desc(clients.id));
}

type StatsRow = { client: typeof clients.$inferSelect; openProjects: number; lastOrderDate: Date | null };
const flatten = (r: StatsRow): ClientWithStats => ({ ...r.client, openProjects: r.openProjects, lastOrderDate: r.lastOrderDate });

export async function listClients(ctx: AppContext, userId: string, filters: ClientFilters): Promise<ClientWithStats[]> {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const match = or(ilike(clients.name, pattern), ilike(clients.email, pattern));
    if (match) conditions.push(match);
  }
  if (filters.status) conditions.push(eq(clients.status, filters.status));
  const rows = await selectClientsWithStats(ctx.db, userId, and(...conditions));
  return rows.map(flatten);
}

async function readClient(db: Db, userId: string, id: string): Promise<ClientWithStats> {
  const [row] = await selectClientsWithStats(db, userId, eq(clients.id, id)).limit(1);
  if (!row) throw notFound('Client');
  return flatten(row);
}

export async function getClient(ctx: AppContext, userId: string, id: string) {
  await requireAccess(ctx.db, userId, id, CLIENT);
  const [client, related, deletion] = await Promise.all([readClient(ctx.db, userId, id), relatedCounts(ctx.db, id), clientDeletion(ctx.db, id)]);
  return { client, related, deletion };
}

export async function createClient(ctx: AppContext, userId: string, input: CreateClientInput): Promise<ClientWithStats> {
  const row = await createWithinPlanLimit(ctx.db, userId, 'clients', async (tx) => {
    const [inserted] = await tx
      .insert(clients)
      .values({ ...input, userId, status: input.status ?? 'active' })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('client insert returned nothing');
  return { ...row, openProjects: 0, lastOrderDate: null };
}

export async function updateClient(ctx: AppContext, userId: string, id: string, input: UpdateClientInput): Promise<ClientWithStats> {
  await requireAccess(ctx.db, userId, id, CLIENT);
  // Only the fields sent change; an empty body changes nothing and returns the client as is.
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await ctx.db.update(clients).set(changes).where(and(eq(clients.id, id), eq(clients.userId, userId)));
  }
  return readClient(ctx.db, userId, id);
}

/**
 * Deletes the client with its measurements and projects in one transaction. The client row is
 * locked first, so no measurement or project can be added to it between counting and deleting
 * (their foreign key check needs that row), and the counts returned are exactly what went.
 */
export async function deleteClient(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, userId, id, { ...CLIENT, lock: true });
    const deletion = await clientDeletion(tx, id);
    if (!deletion.allowed) throw new AppError(409, deletion.code ?? 'FORBIDDEN', deletion.message ?? 'This client cannot be deleted.');
    const goneMeasurements = await tx.delete(measurements).where(eq(measurements.clientId, id)).returning({ id: measurements.id });
    const goneProjects = await tx.delete(projects).where(eq(projects.clientId, id)).returning({ id: projects.id });
    await tx.delete(clients).where(and(eq(clients.id, id), eq(clients.userId, userId)));
    return { measurements: goneMeasurements.length, projects: goneProjects.length };
  });
}
