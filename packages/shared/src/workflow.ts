import { z } from 'zod';
import { text } from './text.js';

/**
 * A project's production stages and the studio's workflow per project type (decision 077):
 * "timeline management", sold with Premium and Enterprise.
 */
export const STAGE_STATUSES = ['todo', 'in-progress', 'done', 'skipped'] as const;
export const stageStatusSchema = z.enum(STAGE_STATUSES, { error: 'Select todo, in-progress, done or skipped' });
export type StageStatus = z.infer<typeof stageStatusSchema>;
export const STAGE_STATUS_LABELS: Record<StageStatus, string> = {
  todo: 'To do',
  'in-progress': 'In progress',
  done: 'Done',
  skipped: 'Skipped',
};

/** Bounds of a workflow (decision 077): far beyond any garment's real stages, a stop for scripts. */
export const WORKFLOW_LIMITS = {
  stageName: 60,
  stagesPerProject: 30,
  stagesPerTemplate: 30,
} as const;

/**
 * The stages a project type gets while the studio has not written its own (decision 077). A
 * wedding dress goes through fittings; the rest are cut, sewn, fitted and finished.
 */
export const DEFAULT_WORKFLOW: readonly string[] = ['Cutting', 'Sewing', 'Fitting', 'Finishing'];
/** Keyed by project type (PROJECT_TYPES; project-stages.ts checks every type has one). */
export const BUILT_IN_WORKFLOWS: Readonly<Record<string, readonly string[]>> = {
  'Wedding Dress': ['Design', 'Cutting', 'Sewing', 'First fitting', 'Alterations', 'Final fitting', 'Finishing'],
  Suit: ['Cutting', 'Basting', 'First fitting', 'Sewing', 'Final fitting', 'Finishing'],
  'Evening Dress': ['Design', 'Cutting', 'Sewing', 'Fitting', 'Finishing'],
  Shirt: DEFAULT_WORKFLOW,
  Pants: DEFAULT_WORKFLOW,
  Skirt: DEFAULT_WORKFLOW,
  Blouse: DEFAULT_WORKFLOW,
  Jacket: ['Cutting', 'Sewing', 'Fitting', 'Finishing'],
};

export const stageNameSchema = text()
  .trim()
  .min(1, 'Stage name is required')
  .max(WORKFLOW_LIMITS.stageName, `Stage name must be at most ${WORKFLOW_LIMITS.stageName} characters`);

export const stageSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: stageStatusSchema,
  /** ISO instant, or null. */
  dueDate: z.string().nullable(),
  /** The member on it (their user id), or null. */
  assigneeId: z.string().nullable(),
  /** When it was last marked done; null while it is not. */
  completedAt: z.string().nullable(),
  /** 0-based place in the project's order. */
  position: z.number().int(),
});
export type ProjectStage = z.infer<typeof stageSchema>;

/** Progress of a project with stages: done and skipped over all, a whole percent (decision 077). */
export function stageProgress(stages: readonly { status: StageStatus }[]): number {
  if (stages.length === 0) return 0;
  const finished = stages.filter((s) => s.status === 'done' || s.status === 'skipped').length;
  return Math.round((finished / stages.length) * 100);
}

/** The stage a project is at: the first one neither done nor skipped; null when all are. */
export function currentStage<T extends { status: StageStatus }>(stages: readonly T[]): T | null {
  return stages.find((s) => s.status === 'todo' || s.status === 'in-progress') ?? null;
}

/**
 * A stage's status after the board's move to the stage at `current` (decision 077): the stages
 * before it that are not skipped are done, it is in progress, the later ones that were started go
 * back to do; `current` null is the Done column, every stage not skipped done. The server applies
 * it, and the web shows a move queued offline with it (decision 107).
 */
export function boardStageStatus(status: StageStatus, index: number, current: number | null): StageStatus {
  if (current === null || index < current) return status === 'skipped' ? 'skipped' : 'done';
  if (index === current) return 'in-progress';
  return status === 'done' || status === 'in-progress' ? 'todo' : status;
}

/** The stages as the board's move to `stageId` (null: Done) leaves them. */
export function movedStages<T extends { id: string; status: StageStatus }>(stages: readonly T[], stageId: string | null): T[] {
  const current = stageId === null ? null : stages.findIndex((s) => s.id === stageId);
  if (current === -1) return [...stages];
  return stages.map((stage, i) => ({ ...stage, status: boardStageStatus(stage.status, i, current) }));
}
