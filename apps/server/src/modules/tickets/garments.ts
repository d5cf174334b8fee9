import type { Language } from '@atelier/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, projectStages, ticketGarments, ticketLines } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { ticketGarmentCode } from '../../lib/studio-sequence.js';
import { lockProject, projectFollowsStages, seedStages } from '../stages/store.js';
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
  await seedStages(tx, { workspaceId: actor.workspaceId, projectId: project.id, names, finished: false, now: new Date() });
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
  const stages = await tx.select().from(projectStages).where(eq(projectStages.projectId, kept.projectId));
  const has = new Set(stages.map((s) => s.name.toLowerCase()));
  const stale = stages.filter((s) => s.status === 'todo' && !wanted.some((w) => w.toLowerCase() === s.name.toLowerCase()));
  if (stale.length > 0)
    await tx.delete(projectStages).where(
      inArray(
        projectStages.id,
        stale.map((s) => s.id),
      ),
    );
  const added = wanted.filter((w) => !has.has(w.toLowerCase()));
  if (added.length > 0) {
    const next = stages.length - stale.length;
    await tx.insert(projectStages).values(
      added.map((name, i) => ({
        workspaceId: actor.workspaceId,
        projectId: kept.projectId,
        name,
        position: next + i,
        status: 'todo' as const,
      })),
    );
  }
  await renumberStages(tx, kept.projectId);
  // Its progress and status follow the stages it now has, as after any change of them (decision 077).
  const locked = await lockProject(tx, actor.workspaceId, kept.projectId);
  if (locked) await projectFollowsStages(tx, actor, locked, []);
}

/** Positions 0…n−1 again after stages went or came, in their order. */
async function renumberStages(tx: Db, projectId: string): Promise<void> {
  const rows = await tx.select().from(projectStages).where(eq(projectStages.projectId, projectId));
  rows.sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime());
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await tx.update(projectStages).set({ position }).where(eq(projectStages.id, row.id));
  }
}

/** Whether any stage of the garment's project was started, done or skipped: then it cannot leave the ticket. */
export async function workStarted(tx: Db, projectId: string): Promise<boolean> {
  const stages = await tx.select({ status: projectStages.status }).from(projectStages).where(eq(projectStages.projectId, projectId));
  return stages.some((s) => s.status !== 'todo');
}
