import { dollarsToCents, type createProjectBodySchema, type projectListQuerySchema, type updateProjectBodySchema } from '@atelier/shared';
import { and, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, projects } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/search.js';
import { createWithinPlanLimit } from '../plans/rules.js';
import type { ProjectWithClient } from './presenter.js';

export type ProjectFilters = z.output<typeof projectListQuerySchema>;
export type CreateProjectInput = z.output<typeof createProjectBodySchema>;
export type UpdateProjectInput = z.output<typeof updateProjectBodySchema>;

const PROJECT = { table: projects, what: 'Project' } as const;
const CLIENT_FIELD = { table: clients, what: 'Client', field: 'clientId' } as const;

/** Projects joined with their client's name, so `clientId` comes populated in the same query. */
function selectProjects(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(projects), client: { id: clients.id, name: clients.name } })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

const clientGone = () => fieldError('clientId', 'Client not found', 'NOT_FOUND', 404);

export async function listProjects(ctx: AppContext, userId: string, filters: ProjectFilters): Promise<ProjectWithClient[]> {
  const conditions: SQL[] = [eq(projects.userId, userId)];
  if (filters.clientId !== undefined) {
    await requireAccess(ctx.db, userId, filters.clientId, CLIENT_FIELD);
    conditions.push(eq(projects.clientId, filters.clientId));
  }
  if (filters.status) conditions.push(eq(projects.status, filters.status));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const match = or(ilike(projects.name, pattern), ilike(clients.name, pattern));
    if (match) conditions.push(match);
  }
  return selectProjects(ctx.db, and(...conditions));
}

async function readProject(db: Db, userId: string, id: string): Promise<ProjectWithClient> {
  const [row] = await selectProjects(db, and(eq(projects.id, id), eq(projects.userId, userId))).limit(1);
  if (!row) throw notFound('Project');
  return row;
}

export async function getProject(ctx: AppContext, userId: string, id: string): Promise<ProjectWithClient> {
  await requireAccess(ctx.db, userId, id, PROJECT);
  return readProject(ctx.db, userId, id);
}

/** Budget in dollars (at most 2 decimals, checked by the schema) becomes exact integer cents. */
const toCents = (budget: number | null | undefined) => (budget === undefined ? undefined : budget === null ? null : dollarsToCents(budget));
const toDate = (d: string | null | undefined) => (d === undefined ? undefined : d === null ? null : new Date(d));

export async function createProject(ctx: AppContext, userId: string, input: CreateProjectInput): Promise<ProjectWithClient> {
  await requireAccess(ctx.db, userId, input.clientId, CLIENT_FIELD);
  let id: string | undefined;
  try {
    id = await createWithinPlanLimit(ctx.db, userId, 'projects', async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          userId,
          clientId: input.clientId,
          name: input.name,
          description: input.description,
          type: input.type,
          status: input.status,
          priority: input.priority,
          progress: input.progress,
          dueDate: toDate(input.dueDate),
          budgetCents: toCents(input.budget),
        })
        .returning({ id: projects.id });
      return row?.id;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw clientGone();
    throw err;
  }
  if (!id) throw new Error('project insert returned nothing');
  return readProject(ctx.db, userId, id);
}

export async function updateProject(ctx: AppContext, userId: string, id: string, input: UpdateProjectInput): Promise<ProjectWithClient> {
  await requireAccess(ctx.db, userId, id, PROJECT);
  // A project may move to another client of the same user (the spec's edit dialog allows it).
  if (input.clientId !== undefined) await requireAccess(ctx.db, userId, input.clientId, CLIENT_FIELD);
  const { budget, dueDate, ...rest } = input;
  const changes = Object.fromEntries(
    Object.entries({ ...rest, budgetCents: toCents(budget), dueDate: toDate(dueDate) }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    try {
      await ctx.db.update(projects).set(changes).where(and(eq(projects.id, id), eq(projects.userId, userId)));
    } catch (err) {
      if (isForeignKeyViolation(err)) throw clientGone();
      throw err;
    }
  }
  return readProject(ctx.db, userId, id);
}

export async function deleteProject(ctx: AppContext, userId: string, id: string): Promise<void> {
  await requireAccess(ctx.db, userId, id, PROJECT);
  await ctx.db.delete(projects).where(and(eq(projects.id, id), eq(projects.userId, userId)));
}
