import { boardStageStatus, stageProgress, type StageStatus } from '@atelier/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, projectStages, type ProjectStageRow } from '../../db/schema/index.js';
import type { StatusMove } from './events.js';
import { held, preparedOnce } from '../../lib/prepared-pages.js';

/*
 * A project's production stages as the database holds them (decision 077): read by page, seeded
 * from a workflow, moved, and the project's progress and status following them. The projects
 * module calls this file; it never calls the projects module.
 */

/** The project as a stage change reads it, row-locked for the transaction. */
export type LockedProject = { id: string; name: string; status: string; progress: number };

const FINISHED: readonly string[] = ['done', 'skipped'];
const isFinished = (status: string) => FINISHED.includes(status);

/** The stages of the projects, each project's in order: one query for a page, never one per project. */
/** The stages of these projects, one array parameter in one statement prepared once (decisions 168, 174). */
const readStages = preparedOnce('stages_of_projects', (db) =>
  db
    .select()
    .from(projectStages)
    .where(and(eq(projectStages.workspaceId, held.workspaceId), sql`${projectStages.projectId} = any(${sql.placeholder('ids')}::uuid[])`))
    .orderBy(asc(projectStages.projectId), asc(projectStages.position), asc(projectStages.createdAt)),
);

export async function stagesByProject(db: Db, workspaceId: string, projectIds: readonly string[]): Promise<Map<string, ProjectStageRow[]>> {
  const byProject = new Map<string, ProjectStageRow[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await readStages(db, { workspaceId, ids: [...projectIds] });
  for (const row of rows) {
    const list = byProject.get(row.projectId);
    if (list) list.push(row);
    else byProject.set(row.projectId, [row]);
  }
  return byProject;
}

/** One project's stages in order. */
export async function stagesOf(db: Db, workspaceId: string, projectId: string): Promise<ProjectStageRow[]> {
  return (await stagesByProject(db, workspaceId, [projectId])).get(projectId) ?? [];
}

/**
 * A new project's stages from its type's workflow, to do. A project created completed then has
 * them done through the stages' one path (change.ts), so they pay as stages marked done would.
 */
export async function seedStages(tx: Db, opts: { workspaceId: string; projectId: string; names: readonly string[] }): Promise<void> {
  if (opts.names.length === 0) return;
  await tx.insert(projectStages).values(
    opts.names.map((name, position) => ({
      workspaceId: opts.workspaceId,
      projectId: opts.projectId,
      name,
      position,
      status: 'todo' as const,
    })),
  );
}

/** `completed_at` follows the status: set when a stage becomes done, kept while it stays, cleared when it leaves. */
export function stageCompletedAt(before: string, after: string, now: Date): { completedAt?: Date | null } {
  if (before === after) return {};
  if (after === 'done') return { completedAt: now };
  return before === 'done' ? { completedAt: null } : {};
}

/** Writes new statuses (with their completed_at), answering the stages whose status moved. */
export async function writeStatuses(
  tx: Db,
  stages: readonly ProjectStageRow[],
  target: (stage: ProjectStageRow, index: number) => StageStatus,
  now: Date,
): Promise<StatusMove[]> {
  const moves: StatusMove[] = [];
  for (const [i, stage] of stages.entries()) {
    const status = target(stage, i);
    if (status === stage.status) continue;
    await tx
      .update(projectStages)
      .set({ status, ...stageCompletedAt(stage.status, status, now) })
      .where(eq(projectStages.id, stage.id));
    moves.push({ id: stage.id, name: stage.name, status });
  }
  return moves;
}

/**
 * The board's move (decision 077): the stages before the current one that are not skipped are
 * done, it is in progress, and the later ones that were started go back to do; `index` null is the
 * Done column, every stage not skipped done.
 */
export function boardStatus(current: number | null): (stage: ProjectStageRow, index: number) => StageStatus {
  return (stage, i) => boardStageStatus(stage.status as StageStatus, i, current);
}

/**
 * What a project's progress and status become after its stages changed (decision 077): progress
 * is the finished share; every stage done or skipped (at least one done) completes it; a completed
 * project with a stage open again goes back in progress; a project in planning whose work started
 * is in progress; review stays until all is done. Without stages nothing moves (progress stays).
 */
export function followStages(project: { status: string; progress: number }, stages: readonly { status: string }[]) {
  if (stages.length === 0) return { status: project.status, progress: project.progress };
  const progress = stageProgress(stages as readonly { status: StageStatus }[]);
  // A cancelled project stays cancelled whatever its stages do, until a hand reopens it (decision 181).
  if (project.status === 'cancelled') return { status: project.status, progress };
  const allFinished = stages.every((s) => isFinished(s.status)) && stages.some((s) => s.status === 'done');
  const started = stages.some((s) => s.status === 'done' || s.status === 'in-progress');
  let status = project.status;
  if (allFinished) status = 'completed';
  else if (project.status === 'completed') status = 'in-progress';
  else if (project.status === 'planning' && started) status = 'in-progress';
  return { status, progress };
}

/** The project row, locked until the transaction ends, so changes to one project's stages queue. */
export async function lockProject(tx: Db, workspaceId: string, projectId: string): Promise<LockedProject | undefined> {
  const [row] = await tx
    .select({ id: projects.id, name: projects.name, status: projects.status, progress: projects.progress })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)))
    .for('update');
  return row;
}
