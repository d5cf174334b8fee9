import type { StageStatus } from '@atelier/shared';
import { recordActivity, type ActivityInput } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { declareEvent } from '../../lib/events.js';
import { payForStageMoves } from '../pay/earnings.js';

/** A stage a change moved: its new status, or 'removed' for a stage deleted (still in its table while the effects run). */
export type StatusMove = { id: string; name: string; status: StageStatus | 'removed' };

/** A change of a project's stages: who made it, on which project (as it was before), and the stages it moved. */
export type StagesChanged = { actor: Actor; project: { id: string; name: string }; moves: readonly StatusMove[] };

const stageEntries = (project: { id: string; name: string }, moves: readonly StatusMove[]): ActivityInput[] =>
  moves
    .filter((m) => m.status !== 'removed')
    .map((m) => ({
      entityType: 'stage',
      action: 'status-changed',
      entityId: project.id,
      subject: project.name,
      detail: `${m.status} ${m.name}`,
    }));

/**
 * What every change of a project's stages sets off, whichever screen or route asked (the board,
 * the scanner, the project page, the API, the offline queue's replay, a ticket's new lines, a
 * project finished or deleted by hand), declared once (decision 180). The project's progress and
 * status then follow its stages, and a move of its status sets off the project's own effects
 * (project-status/events.ts: stock given back, the ticket ready or open again).
 */
export const stagesChanged = declareEvent<StagesChanged>('stages changed', {
  inTransaction: [
    // A stage done pays its rate once, undone or removed takes it back (decisions 154, 180).
    { name: 'piece-rate pay', run: (tx, { actor, moves }) => payForStageMoves(tx, actor, moves) },
    // One entry per stage whose status moved: 'done Cutting' on the project's name (decision 077).
    { name: 'activity', run: (tx, { actor, project, moves }) => recordActivity(tx, actor, ...stageEntries(project, moves)) },
  ],
});
