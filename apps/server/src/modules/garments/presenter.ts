import { currentStage, type GarmentByCode, type StageStatus } from '@atelier/shared';
import type { GarmentRecord } from './service.js';

/** A garment as the scanner shows it (decision 152): its stages in order and the current one. */
export function presentGarment(row: GarmentRecord): GarmentByCode {
  const stages = row.stages.map((s) => ({
    id: s.id,
    name: s.name,
    // Stored as text so a later change of the list cannot break old rows; new rows are validated.
    status: s.status as StageStatus,
    assigneeId: s.assigneeId,
    completedAt: s.completedAt ? s.completedAt.toISOString() : null,
  }));
  const current = currentStage(stages);
  return {
    code: row.code,
    projectId: row.projectId,
    name: row.name,
    client: row.client,
    ticket: row.ticket,
    stages,
    currentStage: current ? { id: current.id, name: current.name } : null,
  };
}
