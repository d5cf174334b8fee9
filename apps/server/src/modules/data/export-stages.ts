import { toCsv } from '../../lib/csv.js';
import type { ProjectWithClient } from '../projects/service.js';

/** One row per production stage (decision 077); dates are UTC instants. */
const STAGE_COLUMNS = [
  'projectId',
  'project',
  'position',
  'id',
  'name',
  'status',
  'dueDate',
  'assigneeId',
  'completedAt',
  'createdAt',
  'updatedAt',
] as const;

/** The projects' stages as a CSV, in each project's order; the JSON has them inside each project. */
export function stagesCsv(projects: readonly ProjectWithClient[]): string {
  return toCsv(
    STAGE_COLUMNS,
    projects.flatMap((p) =>
      p.stages.map((s) => [
        p.id,
        p.name,
        s.position + 1,
        s.id,
        s.name,
        s.status,
        s.dueDate?.toISOString(),
        s.assigneeId,
        s.completedAt?.toISOString(),
        s.createdAt.toISOString(),
        s.updatedAt.toISOString(),
      ]),
    ),
  );
}
