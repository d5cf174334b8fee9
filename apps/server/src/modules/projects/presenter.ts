import { centsToDollars, type Project, type ProjectSummary } from '@atelier/shared';
import { presentStage } from '../stages/presenter.js';
import type { ProjectTotals, ProjectWithClient } from './service.js';
import { isoTime } from '../../lib/iso-time.js';

export function presentProject(row: ProjectWithClient): Project {
  return {
    // Written out, not spread from withIds: a spread first in a literal makes V8 grow the record field
    // by field, which made presenting 50,000 invoices take seconds (decision 071).
    _id: row.id,
    id: row.id,
    clientId: { _id: row.client.id, id: row.client.id, name: row.client.name },
    name: row.name,
    description: row.description ?? '',
    // Stored as text so a later change of the lists cannot break old rows; new rows are validated.
    type: row.type as Project['type'],
    status: row.status as Project['status'],
    priority: row.priority as Project['priority'],
    progress: row.progress,
    dueDate: row.dueDate ? isoTime(row.dueDate) : null,
    budget: row.budgetCents === null ? null : centsToDollars(row.budgetCents),
    assigneeId: row.assigneeId,
    code: row.code,
    // In order, read with the project's page in one query (decision 077).
    stages: row.stages.map(presentStage),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** GET /projects/summary: `revenue` is Σ budgets in dollars (decision 069). */
export function presentProjectSummary(totals: ProjectTotals): ProjectSummary {
  return { total: totals.total, inProgress: totals.inProgress, completed: totals.completed, revenue: centsToDollars(totals.budgetCents) };
}
