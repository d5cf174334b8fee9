import {
  PROJECT_STATUS_LABELS,
  type createProjectBodySchema,
  type ProjectStatus,
  type projectListQuerySchema,
  type updateProjectBodySchema,
} from '@atelier/shared';
import { and, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, projects, type ProjectRow, type ProjectStageRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity, updateAction } from '../../lib/activity-log.js';
import { type Actor } from '../../lib/actor.js';
import { assigneeFilter, checkedAssignee } from '../../lib/assignees.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { missingReference, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { readList, positionText, type ListRead, type Positioned } from '../../lib/pages.js';
import { held, preparedPages } from '../../lib/prepared-pages.js';
import { clientNameMatches, foldedContains } from '../../lib/search.js';
import { createWithinLimits, requireEditable } from '../plans/record-limits.js';
import { correctionsFollowClient } from '../fittings/service.js';
import { stagesByProject } from '../stages/store.js';
import { changeStages, stagesOnProjectEdit } from '../stages/change.js';
import { storedDueDate } from '../stages/due-dates.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { releaseProject } from '../materials/ledger.js';
import { projectStatusChanged } from '../project-status/events.js';
import { completedAtFor, insertProject, toCents } from './insert.js';

export type ProjectFilters = z.output<typeof projectListQuerySchema>;
export type CreateProjectInput = z.output<typeof createProjectBodySchema>;
export type UpdateProjectInput = z.output<typeof updateProjectBodySchema>;
/** A project row with its client's id and name, read in the same query, and its stages in order (decision 077). */
export type ProjectWithClient = ProjectRow & { client: { id: string; name: string }; stages: ProjectStageRow[] };
/** The /projects cards over every project of the studio; money in integer cents. */
export type ProjectTotals = { total: number; inProgress: number; completed: number; budgetCents: number };

const ORDER = { at: projects.createdAt, id: projects.id };

/** Projects with their client's id and name and their position, newest first (decision 069). */
function selectPositioned(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(projects), client: { id: clients.id, name: clients.name }, position: positionText(projects.createdAt) })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id));
}
type PositionedRow = Awaited<ReturnType<typeof selectPositioned>>[number];
// Unfiltered pages by statements prepared once (decision 174).
const pages = preparedPages('projects_page', ORDER, (db, after) =>
  selectPositioned(db, and(eq(projects.workspaceId, held.workspaceId), after)).limit(held.take),
);
const CLIENT = { table: clients, what: 'Client', field: 'clientId' } as const;

/** Projects joined with their client's name, so `clientId` comes populated in the same query. */
function selectProjects(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(projects), client: { id: clients.id, name: clients.name } })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

const statusLabel = (status: string) => PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status;

/** The client was deleted between the check and the write: answered as if it never existed. */
function clientGoneMeanwhile(err: unknown): never {
  if (isForeignKeyViolation(err)) throw missingReference('clientId', said('clients.notFound'));
  throw err;
}

/** The project calls. */
export function projectService(ctx: AppContext) {
  /** The rows with their stages: one query for the whole page or batch, never one per project. */
  async function withStages<R extends { id: string }>(actor: Actor, rows: R[]): Promise<(R & { stages: ProjectStageRow[] })[]> {
    const stages = await stagesByProject(
      ctx.db,
      actor.workspaceId,
      rows.map((r) => r.id),
    );
    // The rows the query just made take their stages, not copied field by field (decision 173).
    return rows.map((row) => Object.assign(row, { stages: stages.get(row.id) ?? [] }));
  }

  /** A page's rows with their stages; the position stays beside each, not in the record. */
  async function withPositions(actor: Actor, rows: PositionedRow[]): Promise<Positioned<ProjectWithClient>[]> {
    const full = await withStages(
      actor,
      rows.map(({ position: _position, ...row }) => row),
    );
    return full.map((row, i) => ({ row, at: rows[i]!.position, id: row.id }));
  }

  async function read(actor: Actor, id: string): Promise<ProjectWithClient> {
    const [row] = await selectProjects(ctx.db, and(eq(projects.id, id), eq(projects.workspaceId, actor.workspaceId))).limit(1);
    if (!row) throw notFound(said('projects.notFound'));
    const [withStage] = await withStages(actor, [row]);
    return withStage!;
  }

  return {
    /** A page of the studio's projects, newest first, or the whole list as batches (decision 069). */
    async list({ actor, filters }: { actor: Actor; filters: ProjectFilters }): Promise<ListRead<ProjectWithClient>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [eq(projects.workspaceId, actor.workspaceId)];
      if (rest.clientId !== undefined) {
        await requireAccess(ctx.db, { ...CLIENT, actor, id: rest.clientId, permission: 'clients.read' });
        conditions.push(eq(projects.clientId, rest.clientId));
      }
      if (rest.status) conditions.push(eq(projects.status, rest.status));
      // `me` is read as the caller's id, so the cursor is bound to the member it listed (decision 075).
      const assigneeId = await assigneeFilter(ctx.db, actor, rest.assigneeId);
      if (assigneeId !== undefined) conditions.push(eq(projects.assigneeId, assigneeId));
      if (rest.search) {
        const match = or(foldedContains(projects.name, rest.search), clientNameMatches(projects.clientId, actor.workspaceId, rest.search));
        if (match) conditions.push(match);
      }
      return readList({
        key: ctx.pageKey,
        scope: { list: 'projects', workspaceId: actor.workspaceId, filters: { ...rest, assigneeId } },
        page: { limit, cursor },
        order: ORDER,
        read: async (after, take) => withPositions(actor, await selectPositioned(ctx.db, and(...conditions, after)).limit(take)),
        prepared:
          conditions.length > 1
            ? undefined
            : async (position, take) => withPositions(actor, await pages(ctx.db, { workspaceId: actor.workspaceId }, position, take)),
      });
    },

    /**
     * The summary cards (decision 069): one aggregate over the studio's projects on its index, so
     * the counts do not depend on the pages a screen has loaded. Budgets are summed in cents, exact.
     */
    async summary({ actor }: { actor: Actor }): Promise<ProjectTotals> {
      const status = (s: ProjectStatus) => sql`count(*) filter (where ${projects.status} = ${s})`;
      const [row] = await ctx.db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          inProgress: status('in-progress').mapWith(Number),
          completed: status('completed').mapWith(Number),
          budgetCents: sql<number>`coalesce(sum(${projects.budgetCents}), 0)`.mapWith(Number),
        })
        .from(projects)
        .where(eq(projects.workspaceId, actor.workspaceId));
      return row ?? { total: 0, inProgress: 0, completed: 0, budgetCents: 0 };
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<ProjectWithClient> {
      return read(actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateProjectInput }): Promise<ProjectWithClient> {
      await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
      const assigneeId = (await checkedAssignee(ctx.db, actor, input.assigneeId)) ?? null;
      const dueDate = await storedDueDate(ctx.db, actor, input.dueDate);
      const id = await createWithinLimits(ctx.db, {
        actor,
        store: 'projects',
        create: (tx) => insertProject(tx, actor, input, { assigneeId, dueDate }),
      }).catch(clientGoneMeanwhile);
      assertWritten(id, 'project insert');
      return read(actor, id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateProjectInput }): Promise<ProjectWithClient> {
      // Over the plan's limit after a downgrade: readable and deletable, not editable (decision 043).
      await requireEditable(ctx.db, { actor, resource: 'projects', id });
      // A project may move to another client of the same studio (the edit dialog allows it).
      if (input.clientId !== undefined) await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
      // A change of assignee is an update like any other in the activity log (decision 075).
      await checkedAssignee(ctx.db, actor, input.assigneeId);
      const { budget, dueDate, ...rest } = input;
      const changes = Object.fromEntries(
        Object.entries({ ...rest, budgetCents: toCents(budget), dueDate: await storedDueDate(ctx.db, actor, dueDate) }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      if (Object.keys(changes).length > 0) {
        await ctx.db
          .transaction(async (tx) => {
            const where = and(eq(projects.id, id), eq(projects.workspaceId, actor.workspaceId));
            // No key update: a reservation's movement (a key share on the project) does not wait on it (decision 144).
            const [before] = await tx
              .select({ status: projects.status, name: projects.name })
              .from(projects)
              .where(where)
              .for('no key update');
            if (!before) throw notFound(said('projects.notFound'));
            // A project with stages: they decide its progress, whatever the form sent (decision 077).
            const progress = await stagesOnProjectEdit(tx, actor, {
              project: { id, name: input.name ?? before.name },
              statusBefore: before.status,
              status: input.status,
            });
            const [after] = await tx
              .update(projects)
              .set({
                ...changes,
                ...(progress === undefined ? {} : { progress }),
                ...completedAtFor(before.status, input.status, new Date()),
              })
              .where(where)
              .returning({ name: projects.name, status: projects.status });
            if (!after) throw notFound(said('projects.notFound'));
            if (input.clientId !== undefined) await correctionsFollowClient(tx, id, input.clientId);
            const action = updateAction(before.status, after.status);
            await recordActivity(tx, actor, {
              entityType: 'project',
              entityId: id,
              action,
              subject: after.name,
              detail: action === 'status-changed' ? statusLabel(after.status) : '',
            });
            // A status moved by hand sets off what it does whoever moves it: stock, tickets (decisions 144, 151, 180).
            if (action === 'status-changed')
              await projectStatusChanged.emit(tx, { actor, project: { id, name: after.name }, from: before.status, to: after.status });
          })
          .catch(clientGoneMeanwhile);
      }
      return read(actor, id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        // Its stages go the stages' one path: what they paid is taken back, as a stage deleted does (decision 180).
        // Cancelling keeps the record, and the pay for work done (decision 181).
        await changeStages(tx, actor, id, async (_tx, _project, stages) =>
          stages.map((s) => ({ id: s.id, name: s.name, status: 'removed' as const })),
        );
        const where = and(eq(projects.id, id), eq(projects.workspaceId, actor.workspaceId));
        const [project] = await tx.select({ name: projects.name }).from(projects).where(where);
        // What was set aside and not cut goes back, named for the project (decision 144).
        if (project) await releaseProject(tx, actor, { projectId: id, reason: `Project “${project.name}” deleted` });
        const [gone] = await tx
          .delete(projects)
          .where(and(eq(projects.id, id), eq(projects.workspaceId, actor.workspaceId)))
          .returning({ name: projects.name });
        if (gone) await recordActivity(tx, actor, { entityType: 'project', entityId: id, action: 'deleted', subject: gone.name });
      });
    },
  };
}
