import type { Language } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, projectStages, ticketGarments, ticketLines } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { ticketGarmentCode } from '../../lib/studio-sequence.js';
import { changeStages } from '../stages/change.js';
import { seedStages } from '../stages/store.js';
import { workflowOf } from '../stages/workflows.js';
import { garmentStages, projectTypeOf, type PlannedGarment, type PlannedLine } from './lines.js';

/*
 * A ticket's garment is a project (decision 151): its stages, assignees, board and tag are the
 * projects'. These writes run in the ticket's transaction, under its checks.
 */

export type GarmentPlace = { ticketId: string; ticketCode: string; clientId: string; dueDate: Date; language: Language };

async function writeLines(tx: Db, garmentId: string, lines: readonly PlannedLine[]): Promise<void> {
  await tx.delete(ticketLines).where(eq(ticketLines.garmentId, garmentId));
  await tx.insert(ticketLines).values(lines.map((line, position) => ({ ...line, garmentId, position })));
}

/** A new garment: its project with the stages its lines name, its place on the ticket and its lines. */
export async function addGarment(tx: Db, actor: Actor, place: GarmentPlace, garment: PlannedGarment, position: number): Promise<void> {
  const type = projectTypeOf(garment.garmentType);
  const [project] = await tx
    .insert(projects)
    .values({
      workspaceId: actor.workspaceId,
      clientId: place.clientId,
      name: garment.description,
      description: garment.notes,
      type,
      status: 'planning',
      priority: 'medium',
      dueDate: place.dueDate,
      code: ticketGarmentCode(place.ticketCode, position),
    })
    .returning({ id: projects.id });
  assertWritten(project, 'garment project insert');
  const names = garmentStages(garment.lines, await workflowOf(tx, actor.workspaceId, type), place.language);
  await seedStages(tx, { workspaceId: actor.workspaceId, projectId: project.id, names });
  await recordActivity(tx, actor, { entityType: 'project', entityId: project.id, action: 'created', subject: garment.description });
  const [row] = await tx
    .insert(ticketGarments)
    .values({ ticketId: place.ticketId, projectId: project.id, position, garmentType: garment.garmentType ?? null })
    .returning({ id: ticketGarments.id });
  assertWritten(row, 'ticket garment insert');
  await writeLines(tx, row.id, garment.lines);
}

/**
 * A kept garment with its new description, notes and lines. Its stages gain those its new lines
 * name (to do); a stage no line names any more goes only while nobody started it.
 */
export async function changeGarment(
  tx: Db,
  actor: Actor,
  place: GarmentPlace,
  kept: { garmentId: string; projectId: string },
  garment: PlannedGarment,
): Promise<void> {
  const type = projectTypeOf(garment.garmentType);
  await tx
    .update(projects)
    .set({ name: garment.description, description: garment.notes ?? null, type })
    .where(and(eq(projects.id, kept.projectId), eq(projects.workspaceId, actor.workspaceId)));
  await tx
    .update(ticketGarments)
    .set({ garmentType: garment.garmentType ?? null })
    .where(eq(ticketGarments.id, kept.garmentId));
  await writeLines(tx, kept.garmentId, garment.lines);
  const wanted = garmentStages(garment.lines, await workflowOf(tx, actor.workspaceId, type), place.language);
  // Through the stages' one path (decision 180): a stage removed takes back what it paid, and the
  // project's progress and status follow the stages it now has, with their effects (stock, the ticket).
  await changeStages(tx, actor, kept.projectId, async (_tx, _project, stages) => {
    const has = new Set(stages.map((s) => s.name.toLowerCase()));
    const added = wanted.filter((w) => !has.has(w.toLowerCase()));
    // After every stage it has; the stale ones' places are closed up once they went.
    if (added.length > 0)
      await tx.insert(projectStages).values(
        added.map((name, i) => ({
          workspaceId: actor.workspaceId,
          projectId: kept.projectId,
          name,
          position: stages.length + i,
          status: 'todo' as const,
        })),
      );
    const stale = stages.filter((s) => s.status === 'todo' && !wanted.some((w) => w.toLowerCase() === s.name.toLowerCase()));
    return stale.map((s) => ({ id: s.id, name: s.name, status: 'removed' as const }));
  });
}

/** Whether any stage of the garment's project was started, done or skipped: then it cannot leave the ticket. */
export async function workStarted(tx: Db, projectId: string): Promise<boolean> {
  const stages = await tx.select({ status: projectStages.status }).from(projectStages).where(eq(projectStages.projectId, projectId));
  return stages.some((s) => s.status !== 'todo');
}
