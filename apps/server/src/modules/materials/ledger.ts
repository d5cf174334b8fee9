import type {
  MovementKind,
  Permission,
  movementListQuerySchema,
  projectMovementBodySchema,
  stockMovementBodySchema,
} from '@atelier/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materialMovements, materials, projects, users, type MaterialMovementRow, type MaterialRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { requireFeature } from '../plans/rules.js';
import { fullName } from '../../lib/member-name.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { followLowStock } from './low-stock.js';
import { MATERIAL, readMaterial } from './service.js';

/** A movement of either route: the stock's own (no project) or a project's. */
export type MovementInput = z.output<typeof stockMovementBodySchema> | z.output<typeof projectMovementBodySchema>;
export type MovementFilters = z.output<typeof movementListQuerySchema>;
export type MovementWithNames = MaterialMovementRow & { projectName: string | null; byName: string | null };

/** What one project has of a material: still set aside, cut, and given back. */
export type ProjectShare = { reserved: number; cut: number; returned: number };

/** A project's share of its movements, summed in SQL over the ledger (decision 142). */
const shareColumns = {
  reserved: sql<number>`coalesce(sum(${materialMovements.reservedChange}), 0)`.mapWith(Number),
  cut: sql<number>`coalesce(sum(case when ${materialMovements.kind} = 'cut' then -${materialMovements.onHandChange} else 0 end), 0)`.mapWith(
    Number,
  ),
  returned:
    sql<number>`coalesce(sum(case when ${materialMovements.kind} = 'returned' then ${materialMovements.onHandChange} else 0 end), 0)`.mapWith(
      Number,
    ),
};

export async function projectShare(tx: Db, materialId: string, projectId: string): Promise<ProjectShare> {
  const [row] = await tx
    .select(shareColumns)
    .from(materialMovements)
    .where(and(eq(materialMovements.materialId, materialId), eq(materialMovements.projectId, projectId)));
  return row ?? { reserved: 0, cut: 0, returned: 0 };
}

/** A project's share of every material it moved, in one query: its bill of materials reads it (decision 144). */
export async function projectShares(db: Db, projectId: string): Promise<Map<string, ProjectShare>> {
  const rows = await db
    .select({ materialId: materialMovements.materialId, ...shareColumns })
    .from(materialMovements)
    .where(eq(materialMovements.projectId, projectId))
    .groupBy(materialMovements.materialId);
  return new Map(rows.map(({ materialId, ...share }) => [materialId, share]));
}

/** What a refusal of stock says (decision 142), each with the amount in metres, one unit or units. */
type Shortage = 'belowSetAside' | 'onlyAvailable' | 'onlySetAside' | 'onlyCuttable' | 'onlyReturnable';

/** The refusal that names the material and what is left, by key (decision 200): a length in metres, else a count of units. */
function short(shortage: Shortage, material: MaterialRow, quantity: number): AppError {
  const form = material.measure === 'length' ? 'Metres' : quantity === 1 ? 'Unit' : 'Units';
  const amount = material.measure === 'length' ? quantity / 1000 : quantity;
  return new AppError('INSUFFICIENT_STOCK', said(`materials.${shortage}${form}` as const, { material: material.name, amount }));
}

/**
 * What a movement does to on hand and reserved, or the refusal that names the material and what is
 * left (decision 142). Cutting takes the project's reservation first and the rest from what is free.
 */
function changesOf(material: MaterialRow, kind: MovementKind, quantity: number, share: ProjectShare): { onHand: number; reserved: number } {
  const available = material.onHand - material.reserved;
  switch (kind) {
    case 'received':
      return { onHand: quantity, reserved: 0 };
    case 'adjusted':
      if (material.onHand + quantity < material.reserved) throw short('belowSetAside', material, material.reserved);
      return { onHand: quantity, reserved: 0 };
    case 'reserved':
      if (quantity > available) throw short('onlyAvailable', material, Math.max(available, 0));
      return { onHand: 0, reserved: quantity };
    case 'released':
      if (quantity > share.reserved) throw short('onlySetAside', material, share.reserved);
      return { onHand: 0, reserved: -quantity };
    case 'cut': {
      const fromReserved = Math.min(quantity, share.reserved);
      if (quantity - fromReserved > available) throw short('onlyCuttable', material, share.reserved + available);
      return { onHand: -quantity, reserved: -fromReserved };
    }
    case 'returned':
      if (quantity > share.cut - share.returned) throw short('onlyReturnable', material, share.cut - share.returned);
      return { onHand: quantity, reserved: 0 };
  }
}

/**
 * The ledger's one writer (decision 142): one movement in the caller's transaction, with the
 * material's row locked first, the sums moved with it and the low-stock notice followed
 * (decision 144). Two reservations of the last metre wait on this lock: the second reads what the
 * first left. A purchase order's receipt writes its lines' movements through it (decision 145).
 */
export async function writeMovement(
  tx: Db,
  actor: Actor,
  id: string,
  input: MovementInput,
  /** What the caller's route holds: a purchase order's receipt is `purchaseOrders.write` (decision 145). */
  permission: Permission = 'projectId' in input ? 'materials.reserve' : 'materials.write',
): Promise<{ movement: MovementWithNames; material: MaterialRow }> {
  const projectId = 'projectId' in input ? input.projectId : null;
  await requireAccess(tx, { ...MATERIAL, actor, id, permission, lock: true });
  if (projectId)
    await requireAccess(tx, { table: projects, what: 'Project', actor, id: projectId, permission: 'projects.read', field: 'projectId' });
  const material = await readMaterial(tx, actor, id);
  const share = projectId ? await projectShare(tx, id, projectId) : { reserved: 0, cut: 0, returned: 0 };
  const change = changesOf(material, input.kind, input.quantity, share);
  const [movement] = await tx
    .insert(materialMovements)
    .values({
      workspaceId: actor.workspaceId,
      materialId: id,
      kind: input.kind,
      onHandChange: change.onHand,
      reservedChange: change.reserved,
      projectId,
      reason: input.reason,
      userId: actor.user.id,
    })
    .returning();
  assertWritten(movement, 'movement insert');
  const [summed] = await tx
    .update(materials)
    .set({ onHand: sql`${materials.onHand} + ${change.onHand}`, reserved: sql`${materials.reserved} + ${change.reserved}` })
    .where(eq(materials.id, id))
    .returning();
  assertWritten(summed, 'material sums');
  const after = await followLowStock(tx, summed);
  await recordActivity(tx, actor, { entityType: 'material', entityId: id, action: 'updated', subject: after.name, detail: input.kind });
  const [project] = projectId ? await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)) : [];
  return { movement: { ...movement, projectName: project?.name ?? null, byName: fullName(actor.user) }, material: after };
}

/**
 * Gives back everything a project still has set aside of one material, in the caller's
 * transaction (decision 144): a line removed, a project completed or deleted. The reason names
 * the project, since a deleted project's movements lose their link to it.
 */
export async function releaseReserved(tx: Db, actor: Actor, { materialId, projectId, reason }: ReleaseRequest): Promise<number> {
  await requireAccess(tx, { ...MATERIAL, actor, id: materialId, permission: 'materials.reserve', lock: true });
  const { reserved } = await projectShare(tx, materialId, projectId);
  if (reserved <= 0) return 0;
  await writeMovement(tx, actor, materialId, { kind: 'released', quantity: reserved, projectId, reason });
  return reserved;
}
type ReleaseRequest = { materialId: string; projectId: string; reason: string };

/** Releases every reservation of a project not cut, material by material in id order (locks taken in one order). */
export async function releaseProject(tx: Db, actor: Actor, { projectId, reason }: Omit<ReleaseRequest, 'materialId'>): Promise<void> {
  const held = await tx
    .select({ materialId: materialMovements.materialId })
    .from(materialMovements)
    .where(and(eq(materialMovements.projectId, projectId), eq(materialMovements.workspaceId, actor.workspaceId)))
    .groupBy(materialMovements.materialId)
    .having(sql`sum(${materialMovements.reservedChange}) > 0`)
    .orderBy(asc(materialMovements.materialId));
  for (const { materialId } of held) await releaseReserved(tx, actor, { materialId, projectId, reason });
}

/** The ledger's calls: its pages, and one movement at a time under the material's row lock. */
export function ledgerService(ctx: AppContext) {
  return {
    async list({ actor, id, filters }: { actor: Actor; id: string; filters: MovementFilters }): Promise<ListRead<MovementWithNames>> {
      await requireAccess(ctx.db, { ...MATERIAL, actor, id, permission: 'materials.read' });
      await requireFeature(ctx.db, actor, 'materials');
      const { limit, cursor } = filters;
      return readList({
        key: ctx.pageKey,
        scope: { list: 'movements', workspaceId: actor.workspaceId, filters: { id } },
        page: { limit, cursor },
        order: { at: materialMovements.createdAt, id: materialMovements.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({
              movement: materialMovements,
              projectName: projects.name,
              firstName: users.firstName,
              lastName: users.lastName,
              at: positionText(materialMovements.createdAt),
            })
            .from(materialMovements)
            .leftJoin(projects, eq(projects.id, materialMovements.projectId))
            .leftJoin(users, eq(users.id, materialMovements.userId))
            .where(and(eq(materialMovements.materialId, id), eq(materialMovements.workspaceId, actor.workspaceId), after))
            .orderBy(desc(materialMovements.createdAt), desc(materialMovements.id))
            .limit(take);
          return rows.map((r) => ({
            row: {
              ...r.movement,
              projectName: r.projectName,
              byName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
            },
            at: r.at,
            id: r.movement.id,
          }));
        },
      });
    },

    /** Records one movement and answers it with the material's new sums. */
    async move({ actor, id, input }: { actor: Actor; id: string; input: MovementInput }) {
      const permission = 'projectId' in input ? 'materials.reserve' : 'materials.write';
      await requireAccess(ctx.db, { ...MATERIAL, actor, id, permission });
      await requireFeature(ctx.db, actor, 'materials');
      return createWithinLimits(ctx.db, {
        actor,
        store: 'materialMovements',
        create: (tx) => writeMovement(tx, actor, id, input),
      });
    },
  };
}
