import { WORKFLOW_LIMITS, type createStageBodySchema, type reorderStagesBodySchema, type updateStageBodySchema } from '@atelier/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { projectStages, type ProjectStageRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { checkedAssignee } from '../../lib/assignees.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { AppError, fieldError, missingReference, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { requireEditable } from '../plans/record-limits.js';
import { storedDueDate } from './due-dates.js';
import { changeStages, type StageWork } from './change.js';
import { boardStatus, stageCompletedAt, writeStatuses } from './store.js';

export type CreateStageInput = z.output<typeof createStageBodySchema>;
export type UpdateStageInput = z.output<typeof updateStageBodySchema>;
export type ReorderStagesInput = z.output<typeof reorderStagesBodySchema>;

const FINISHED: readonly string[] = ['done', 'skipped'];

/** The stage of the project the id names; another project's, another studio's or a malformed id is the same 404. */
function stageIn(stages: readonly ProjectStageRow[], stageId: string): ProjectStageRow {
  requireRecordId(stageId, 'Stage');
  const stage = stages.find((s) => s.id === stageId);
  if (!stage) throw notFound(said('stages.notFound'));
  return stage;
}

/** The assignee was removed from the studio between the check and the write: answered as if never a member. */
function assigneeGoneMeanwhile(err: unknown): never {
  if (isForeignKeyViolation(err)) throw missingReference('assigneeId', said('stages.memberNotFound'));
  throw err;
}

/**
 * A project's production stages (decision 077). Every call checks the project is the studio's
 * (404), then the plan (timeline management, 403), then that the project is editable (decision 043);
 * each change goes the one path (change.ts, decision 180): the project's row locked, the stages'
 * declared effects (pay, activity), the project's progress and status following them and its own
 * effects (stock, tickets), whichever route asked. The routes answer the whole project, read
 * through the projects module they are given, so stages never import its service (decision 109).
 */
export function stageService(ctx: AppContext) {
  /**
   * The project and the plan are checked where the call comes in: a stage route's declaration
   * (decision 193), or the scanner, which finds the garment's project in the studio first.
   */
  async function change(actor: Actor, projectId: string, work: StageWork): Promise<void> {
    await requireEditable(ctx.db, { actor, resource: 'projects', id: projectId });
    await ctx.db.transaction((tx) => changeStages(tx, actor, projectId, work)).catch(assigneeGoneMeanwhile);
  }

  return {
    /** A stage at the end, or at `position` (the later ones move down). */
    async add({ actor, projectId, input }: { actor: Actor; projectId: string; input: CreateStageInput }) {
      const assigneeId = (await checkedAssignee(ctx.db, actor, input.assigneeId)) ?? null;
      const dueDate = (await storedDueDate(ctx.db, actor, input.dueDate)) ?? null;
      return change(actor, projectId, async (tx, _project, stages) => {
        if (stages.length >= WORKFLOW_LIMITS.stagesPerProject)
          throw fieldError('stages', said('stages.tooMany', { max: WORKFLOW_LIMITS.stagesPerProject }));
        const position = Math.min(input.position ?? stages.length, stages.length);
        await tx
          .update(projectStages)
          .set({ position: sql`${projectStages.position} + 1` })
          .where(and(eq(projectStages.projectId, projectId), gte(projectStages.position, position)));
        const [row] = await tx
          .insert(projectStages)
          .values({
            workspaceId: actor.workspaceId,
            projectId,
            name: input.name,
            status: input.status,
            dueDate,
            assigneeId,
            position,
            completedAt: input.status === 'done' ? new Date() : null,
          })
          .returning({ id: projectStages.id });
        // A stage added already started or done moves the project as a change of status would.
        return row && input.status !== 'todo' ? [{ id: row.id, name: input.name, status: input.status }] : [];
      });
    },

    /** Renames it, moves its status, sets its due date or who is on it. */
    async update({ actor, projectId, stageId, input }: { actor: Actor; projectId: string; stageId: string; input: UpdateStageInput }) {
      const assigneeId = await checkedAssignee(ctx.db, actor, input.assigneeId);
      const dueDate = await storedDueDate(ctx.db, actor, input.dueDate);
      return change(actor, projectId, async (tx, _project, stages) => {
        const stage = stageIn(stages, stageId);
        const status = input.status ?? stage.status;
        const changes = Object.fromEntries(
          Object.entries({ name: input.name, status: input.status, dueDate, assigneeId }).filter(([, v]) => v !== undefined),
        );
        const set = { ...changes, ...stageCompletedAt(stage.status, status, new Date()) };
        // An empty body changes nothing and answers the project as it is.
        if (Object.keys(set).length > 0) await tx.update(projectStages).set(set).where(eq(projectStages.id, stage.id));
        return status === stage.status ? [] : [{ id: stage.id, name: input.name ?? stage.name, status }];
      });
    },

    /** Removes it, taking back what it paid; the later ones move up. The last one removed leaves the project's progress as it was. */
    async remove({ actor, projectId, stageId }: { actor: Actor; projectId: string; stageId: string }) {
      return change(actor, projectId, async (tx, _project, stages) => {
        const stage = stageIn(stages, stageId);
        // It goes once its effects ran: what it paid is taken back (decision 180).
        return [{ id: stage.id, name: stage.name, status: 'removed' }];
      });
    },

    /** Every stage of the project once, in the new order; anything else is 422 on stageIds. */
    async reorder({ actor, projectId, input }: { actor: Actor; projectId: string; input: ReorderStagesInput }) {
      return change(actor, projectId, async (tx, _project, stages) => {
        const ids = input.stageIds;
        const known = new Set(stages.map((s) => s.id));
        if (ids.length !== stages.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
          throw fieldError('stageIds', said('stages.listEveryStage'));
        for (const [position, id] of ids.entries()) {
          if (stages.find((s) => s.id === id)?.position === position) continue;
          await tx.update(projectStages).set({ position }).where(eq(projectStages.id, id));
        }
        return [];
      });
    },

    /**
     * The scanner's move (decision 152): the stage the scanner showed, still the current one under
     * the project's lock, is done and the next one not finished is started, as the board's move to
     * it; a stage no longer current moved on another device.
     */
    async advance({ actor, projectId, stageId }: { actor: Actor; projectId: string; stageId: string }) {
      return change(actor, projectId, async (tx, _project, stages) => {
        if (stages.length === 0) throw new AppError('GARMENT_WITHOUT_STAGES', said('stages.garmentWithoutStages'));
        const current = stages.findIndex((s) => !FINISHED.includes(s.status));
        if (current === -1 || stages[current]!.id !== stageId) throw new AppError('GARMENT_MOVED_ON', said('stages.garmentMovedOn'));
        const next = stages.findIndex((s, i) => i > current && !FINISHED.includes(s.status));
        return writeStatuses(tx, stages, boardStatus(next === -1 ? null : next), new Date());
      });
    },

    /** The board's move (decision 077); `stageId` null is the Done column. */
    async setCurrent({ actor, projectId, stageId }: { actor: Actor; projectId: string; stageId: string | null }) {
      return change(actor, projectId, async (tx, _project, stages) => {
        const current = stageId === null ? null : stages.indexOf(stageIn(stages, stageId));
        return writeStatuses(tx, stages, boardStatus(current), new Date());
      });
    },
  };
}
