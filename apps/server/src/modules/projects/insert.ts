import { dollarsToCents, type createProjectBodySchema } from '@atelier/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { nextProjectCode } from '../../lib/studio-sequence.js';
import { studioHasFeature } from '../plans/rules.js';
import { changeStages } from '../stages/change.js';
import { boardStatus, seedStages, writeStatuses } from '../stages/store.js';
import { workflowOf } from '../stages/workflows.js';

/** Budget in dollars (at most 2 decimals, checked by the schema) becomes exact integer cents. */
export const toCents = (budget: number | null | undefined) =>
  budget === undefined ? undefined : budget === null ? null : dollarsToCents(budget);

/**
 * `completed_at` follows the status (for the on-time delivery figure, decision 034): set when a project becomes
 * completed, kept while it stays so, cleared when it is reopened.
 */
export function completedAtFor(before: string | null, after: string | undefined, now: Date): { completedAt?: Date | null } {
  if (after === undefined || after === before) return {};
  return { completedAt: after === 'completed' ? now : null };
}

/**
 * One project written in the caller's transaction, with its code and, on a plan with timeline
 * management, its type's stages (decision 077): the project route's create and a special order's
 * alterations (decision 218) both write it so. The caller holds the studio's lock and checked the client.
 */
export async function insertProject(
  tx: Db,
  actor: Actor,
  input: z.output<typeof createProjectBodySchema>,
  checked: { assigneeId: string | null; dueDate: Date | null | undefined },
): Promise<string | undefined> {
  const { assigneeId, dueDate } = checked;
  const stageNames = (await studioHasFeature(tx, actor.workspaceId, 'timeline')) ? await workflowOf(tx, actor.workspaceId, input.type) : [];
  const finished = input.status === 'completed';
  const [row] = await tx
    .insert(projects)
    .values({
      workspaceId: actor.workspaceId,
      clientId: input.clientId,
      name: input.name,
      description: input.description,
      type: input.type,
      status: input.status,
      priority: input.priority,
      // With stages, they decide the progress: none done yet, or all of a project created completed.
      progress: stageNames.length > 0 ? (finished ? 100 : 0) : input.progress,
      dueDate,
      budgetCents: toCents(input.budget),
      assigneeId,
      code: await nextProjectCode(tx, actor.workspaceId),
      ...completedAtFor(null, input.status, new Date()),
    })
    .returning({ id: projects.id });
  if (!row) return undefined;
  await seedStages(tx, { workspaceId: actor.workspaceId, projectId: row.id, names: stageNames });
  await recordActivity(tx, actor, { entityType: 'project', entityId: row.id, action: 'created', subject: input.name });
  // Created completed: its stages done as the board's Done column does, paying as it would (decision 180).
  if (finished && stageNames.length > 0)
    await changeStages(tx, actor, row.id, async (_tx, _project, stages) => writeStatuses(tx, stages, boardStatus(null), new Date()));
  return row.id;
}
