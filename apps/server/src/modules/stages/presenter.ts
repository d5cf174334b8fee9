import type { ProjectStage, StageStatus } from '@atelier/shared';
import type { ProjectStageRow } from '../../db/schema/index.js';
import { isoTime } from '../../lib/iso-time.js';

/** One production stage as every project answer carries it (decision 077): optional dates and the assignee null. */
export function presentStage(row: ProjectStageRow): ProjectStage {
  return {
    id: row.id,
    name: row.name,
    // Stored as text so a later change of the list cannot break old rows; new rows are validated.
    status: row.status as StageStatus,
    dueDate: row.dueDate ? isoTime(row.dueDate) : null,
    assigneeId: row.assigneeId,
    completedAt: row.completedAt ? isoTime(row.completedAt) : null,
    position: row.position,
  };
}
