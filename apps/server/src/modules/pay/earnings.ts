import { GARMENT_OF_PROJECT_TYPE, type GarmentType, type ProjectType } from '@atelier/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payEntries, payRates, projects, projectStages } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { studioHasFeature } from '../plans/rules.js';

/** A stage whose status a change moved, as the stages module answers it; 'removed' is a stage deleted (decision 180). */
export type StageMove = { id: string; status: string };

/** The stage after the change, with its garment: what decides whether and whom it pays. */
type DoneStage = {
  id: string;
  name: string;
  status: string;
  assigneeId: string | null;
  projectId: string;
  projectName: string;
  projectType: string;
  projectAssigneeId: string | null;
};

/**
 * The rate a stage earns on a garment (decision 154): the stage's rate for the garment's type, else
 * its rate for every garment. The extension point for rates per service: once a garment's lines name
 * services, a line's service rate for the stage it is done at is looked up here first.
 */
export async function ratesForStage(
  tx: Db,
  workspaceId: string,
  stage: { name: string; garmentType: GarmentType | null },
): Promise<number | null> {
  const rows = await tx
    .select({ rateCents: payRates.rateCents })
    .from(payRates)
    .where(
      and(
        eq(payRates.workspaceId, workspaceId),
        sql`atelier_fold(${payRates.stage}) = atelier_fold(${stage.name})`,
        stage.garmentType ? or(eq(payRates.garmentType, stage.garmentType), isNull(payRates.garmentType)) : isNull(payRates.garmentType),
      ),
    )
    // The garment's own rate before the stage's general one.
    .orderBy(asc(sql`${payRates.garmentType} is null`))
    .limit(1);
  return rows[0]?.rateCents ?? null;
}

/** What the stage's pieces come to now, per member: done, undone and done again nets to one rate. */
async function piecesOf(tx: Db, stageId: string): Promise<{ memberId: string; net: number }[]> {
  return tx
    .select({ memberId: payEntries.memberId, net: sql<number>`coalesce(sum(${payEntries.amountCents}), 0)`.mapWith(Number) })
    .from(payEntries)
    .where(and(eq(payEntries.projectStageId, stageId), inArray(payEntries.kind, ['piece', 'piece-undone'])))
    .groupBy(payEntries.memberId);
}

const lineOf = (actor: Actor, stage: DoneStage) => ({
  workspaceId: actor.workspaceId,
  projectId: stage.projectId,
  projectStageId: stage.id,
  stageName: stage.name,
  projectName: stage.projectName,
  createdById: actor.user.id,
});

/**
 * A stage done pays once: nothing when its pieces already net to a payment, else its rate to the
 * member on it (the stage's assignee, else the garment's, else whoever marked it done). Only while
 * the studio is on Enterprise, where pay is sold; no rate, no line.
 */
async function pay(tx: Db, actor: Actor, stage: DoneStage): Promise<void> {
  const pieces = await piecesOf(tx, stage.id);
  if (pieces.some((p) => p.net !== 0)) return;
  const garmentType = GARMENT_OF_PROJECT_TYPE[stage.projectType as ProjectType] ?? null;
  const rateCents = await ratesForStage(tx, actor.workspaceId, { name: stage.name, garmentType });
  if (!rateCents || rateCents <= 0) return;
  if (!(await studioHasFeature(tx, actor.workspaceId, 'team'))) return;
  const memberId = stage.assigneeId ?? stage.projectAssigneeId ?? actor.user.id;
  await tx.insert(payEntries).values({ ...lineOf(actor, stage), memberId, kind: 'piece', amountCents: rateCents });
}

/** A stage no longer done takes back what it paid, whoever it paid, whatever the plan (the ledger stays true). */
async function unpay(tx: Db, actor: Actor, stage: DoneStage): Promise<void> {
  const paid = (await piecesOf(tx, stage.id)).filter((p) => p.net > 0);
  if (paid.length === 0) return;
  await tx
    .insert(payEntries)
    .values(paid.map((p) => ({ ...lineOf(actor, stage), memberId: p.memberId, kind: 'piece-undone' as const, amountCents: -p.net })));
}

/**
 * The stages' declared effect (decision 180), in the transaction of every change of a project's
 * stages with the project's row locked (decision 077), so two changes of one stage never pay it
 * twice (decision 154). The move decides: done pays, anything else takes back, and a stage being
 * removed (still in its table until the effects ran) takes back what it paid.
 */
export async function payForStageMoves(tx: Db, actor: Actor, moves: readonly StageMove[]): Promise<void> {
  if (moves.length === 0) return;
  const stages = await tx
    .select({
      id: projectStages.id,
      name: projectStages.name,
      status: projectStages.status,
      assigneeId: projectStages.assigneeId,
      projectId: projects.id,
      projectName: projects.name,
      projectType: projects.type,
      projectAssigneeId: projects.assigneeId,
    })
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .where(
      and(
        eq(projectStages.workspaceId, actor.workspaceId),
        inArray(
          projectStages.id,
          moves.map((m) => m.id),
        ),
      ),
    );
  const moved = new Map(moves.map((m) => [m.id, m.status]));
  for (const stage of stages) {
    if (moved.get(stage.id) === 'done') await pay(tx, actor, stage);
    else await unpay(tx, actor, stage);
  }
}
