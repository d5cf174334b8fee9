import {
  dollarsToCents,
  type materialListQuerySchema,
  type createMaterialBodySchema,
  type updateMaterialBodySchema,
} from '@atelier/shared';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { materials, materialMovements, type MaterialRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';

import { createWithinLimits } from '../plans/record-limits.js';
import { followLowStock } from './low-stock.js';

export type MaterialFilters = z.output<typeof materialListQuerySchema>;
export type CreateMaterialInput = z.output<typeof createMaterialBodySchema>;
export type UpdateMaterialInput = z.output<typeof updateMaterialBodySchema>;

export const MATERIAL = { table: materials, what: 'Material' } as const;

/** The row's columns from a body: money to cents, kind and measure only on a create. */
function columnsOf(input: UpdateMaterialInput): Partial<MaterialRow> {
  const { cost, ...rest } = input;
  const columns: Partial<MaterialRow> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (cost !== undefined) columns.costCents = cost === null ? null : dollarsToCents(cost);
  return columns;
}

/** One material of the actor's studio; 404 when there is none (or another studio's). */
export async function readMaterial(db: Db, actor: Actor, id: string): Promise<MaterialRow> {
  const [row] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.workspaceId, actor.workspaceId)))
    .limit(1);
  if (!row) throw notFound(said('materials.notFound'));
  return row;
}

/** The material calls (decision 142): every call takes the actor and one options object (decision 064). */
export function materialService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: MaterialFilters }): Promise<ListRead<MaterialRow>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.search) {
        const match = or(
          foldedContains(materials.name, rest.search),
          foldedContains(materials.fibre, rest.search),
          foldedContains(materials.colour, rest.search),
          foldedContains(materials.supplier, rest.search),
          foldedContains(materials.location, rest.search),
        );
        if (match) conditions.push(match);
      }
      if (rest.kind) conditions.push(eq(materials.kind, rest.kind));
      if (rest.low === 'true') conditions.push(lt(materials.onHand, materials.lowStockLevel));
      return readList({
        key: ctx.pageKey,
        scope: { list: 'materials', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: materials.createdAt, id: materials.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ material: materials, at: positionText(materials.createdAt) })
            .from(materials)
            .where(and(eq(materials.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(materials.createdAt), desc(materials.id))
            .limit(take);
          return rows.map((r) => ({ row: r.material, at: r.at, id: r.material.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<MaterialRow> {
      return readMaterial(ctx.db, actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateMaterialInput }): Promise<MaterialRow> {
      const { kind, measure, ...fields } = input;
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'materials',
        create: async (tx) => {
          const [inserted] = await tx
            .insert(materials)
            .values({
              ...columnsOf(fields),
              name: fields.name,
              kind,
              // A fabric is measured by length; a notion by count unless said otherwise.
              measure: kind === 'fabric' ? 'length' : (measure ?? 'count'),
              workspaceId: actor.workspaceId,
            })
            .returning();
          if (!inserted) return undefined;
          await recordActivity(tx, actor, { entityType: 'material', entityId: inserted.id, action: 'created', subject: inserted.name });
          // A level above what is on hand (nothing, yet) tells the studio at once (decision 144).
          return followLowStock(tx, inserted);
        },
      });
      assertWritten(row, 'material insert');
      return row;
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateMaterialInput }): Promise<MaterialRow> {
      const changes = columnsOf(input);
      if (Object.keys(changes).length === 0) return readMaterial(ctx.db, actor, id);
      return ctx.db.transaction(async (tx) => {
        const current = await readMaterial(tx, actor, id);
        if (current.kind === 'fabric' && changes.widthMm === null) throw fieldError('widthMm', said('materials.widthRequired'));
        const [after] = await tx
          .update(materials)
          .set(changes)
          .where(and(eq(materials.id, id), eq(materials.workspaceId, actor.workspaceId)))
          .returning();
        assertWritten(after, 'material update');
        await recordActivity(tx, actor, { entityType: 'material', entityId: id, action: 'updated', subject: after.name });
        // A level raised above what is on hand tells the studio; lowered to it, re-arms (decision 144).
        return followLowStock(tx, after);
      });
    },

    /** Deletes the material with its ledger; refused while some of it is set aside for a project. */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<{ movements: number }> {
      return ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...MATERIAL, actor, id, permission: 'materials.delete', lock: true });
        const material = await readMaterial(tx, actor, id);
        if (material.reserved > 0) throw new AppError('MATERIAL_RESERVED', said('materials.setAside', { material: material.name }));
        const [counted] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(materialMovements)
          .where(eq(materialMovements.materialId, id));
        await tx.delete(materials).where(and(eq(materials.id, id), eq(materials.workspaceId, actor.workspaceId)));
        await recordActivity(tx, actor, { entityType: 'material', entityId: id, action: 'deleted', subject: material.name });
        return { movements: counted?.n ?? 0 };
      });
    },
  };
}
