import { PROJECT_STATUS_LABELS, stageProgress, type ProjectStatus, type StageStatus } from '@atelier/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, projectStages, type ProjectStageRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { projectStatusChanged } from '../project-status/events.js';
import { stagesChanged, type StatusMove } from './events.js';
import { boardStatus, followStages, lockProject, stagesOf, writeStatuses, type LockedProject } from './store.js';

/** What a change writes, given the project locked and its stages in order; answers the stages it moved or removes. */
export type StageWork = (tx: Db, project: LockedProject, stages: ProjectStageRow[]) => Promise<StatusMove[]>;

/**
 * The one path a project's stages change by (decision 180), in the caller's transaction with the
 * project's row locked (decision 077), so changes of one project queue: the work writes, the
 * stages' declared effects run (events.ts: pay, activity), the stages it removes go, and the
 * project's progress and status follow them. A stage is removed by answering it moved to
 * 'removed': it stays in its table until its effects ran, so what it paid is found and taken back.
 */
export async function changeStages(tx: Db, actor: Actor, projectId: string, work: StageWork): Promise<void> {
  const project = await lockProject(tx, actor.workspaceId, projectId);
  if (!project) throw notFound(said('projects.notFound'));
  const moves = await work(tx, project, await stagesOf(tx, actor.workspaceId, projectId));
  await stagesChanged.emit(tx, { actor, project, moves });
  const removed = moves.filter((m) => m.status === 'removed').map((m) => m.id);
  if (removed.length > 0) {
    await tx.delete(projectStages).where(inArray(projectStages.id, removed));
    await renumberStages(tx, actor.workspaceId, projectId);
  }
  await projectFollowsStages(tx, actor, project);
}

/** Positions 0…n−1 again after stages went or came, in their order. */
async function renumberStages(tx: Db, workspaceId: string, projectId: string): Promise<void> {
  for (const [position, row] of (await stagesOf(tx, workspaceId, projectId)).entries()) {
    if (row.position !== position) await tx.update(projectStages).set({ position }).where(eq(projectStages.id, row.id));
  }
}

/**
 * After a change of the project's stages: its progress and status follow them (decision 077), the
 * log gets the status when it moved, and a moved status sets off the project's own effects
 * (the stock given back once completed, the ticket ready or open again).
 */
async function projectFollowsStages(tx: Db, actor: Actor, project: LockedProject): Promise<void> {
  const next = followStages(project, await stagesOf(tx, actor.workspaceId, project.id));
  const statusMoved = next.status !== project.status;
  await tx
    .update(projects)
    .set({
      progress: next.progress,
      status: next.status,
      // As a hand edit does (decision 034): set when the project becomes completed, cleared when it is reopened.
      ...(statusMoved ? { completedAt: next.status === 'completed' ? new Date() : null } : {}),
      // The project's answer shows when its stages last changed.
      updatedAt: new Date(),
    })
    .where(eq(projects.id, project.id));
  if (!statusMoved) return;
  const detail = PROJECT_STATUS_LABELS[next.status as ProjectStatus] ?? next.status;
  await recordActivity(tx, actor, { entityType: 'project', action: 'status-changed', entityId: project.id, subject: project.name, detail });
  await projectStatusChanged.emit(tx, { actor, project, from: project.status, to: next.status });
}

/**
 * A hand edit of a project (PATCH /projects) with stages (decision 077): the stages decide its
 * progress, whatever the form sent, and marking it completed finishes them as the board's Done
 * column does, with the same effects (pay, activity; decision 180). The edit writes the project's
 * status itself and sets off its effects. Answers the progress to store, or undefined for a
 * project without stages, whose progress stays the hand's.
 */
export async function stagesOnProjectEdit(
  tx: Db,
  actor: Actor,
  opts: { project: { id: string; name: string }; statusBefore: string; status: string | undefined },
): Promise<number | undefined> {
  const stages = await stagesOf(tx, actor.workspaceId, opts.project.id);
  if (stages.length === 0) return undefined;
  if (opts.status !== 'completed' || opts.statusBefore === 'completed') return stageProgress(stages as { status: StageStatus }[]);
  const moves = await writeStatuses(tx, stages, boardStatus(null), new Date());
  await stagesChanged.emit(tx, { actor, project: opts.project, moves });
  return stageProgress(await stagesOf(tx, actor.workspaceId, opts.project.id));
}
