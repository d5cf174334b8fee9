import type { createSupplierBodySchema, supplierListQuerySchema, updateSupplierBodySchema } from '@atelier/shared';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { suppliers, type SupplierRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

export type SupplierFilters = z.output<typeof supplierListQuerySchema>;
export type CreateSupplierInput = z.output<typeof createSupplierBodySchema>;
export type UpdateSupplierInput = z.output<typeof updateSupplierBodySchema>;
/** A supplier with the count of its purchase orders, read with it. */
export type SupplierWithOrders = SupplierRow & { purchaseOrders: number };

export const SUPPLIER = { table: suppliers, what: 'Supplier' } as const;

// Written out: inside the subquery an unqualified "id" would be the order's.
const orderCount = sql<number>`(select count(*) from purchase_orders po where po.supplier_id = "suppliers"."id")`.mapWith(Number);

function selectSuppliers(db: Db, workspaceId: string, where: SQL | undefined) {
  return db
    .select({ supplier: suppliers, purchaseOrders: orderCount, at: positionText(suppliers.createdAt) })
    .from(suppliers)
    .where(and(eq(suppliers.workspaceId, workspaceId), where))
    .orderBy(desc(suppliers.createdAt), desc(suppliers.id));
}

/** One supplier of the actor's studio with its orders counted; 404 when there is none. */
export async function readSupplier(db: Db, actor: Actor, id: string): Promise<SupplierWithOrders> {
  const [row] = await selectSuppliers(db, actor.workspaceId, eq(suppliers.id, id)).limit(1);
  if (!row) throw notFound(said('suppliers.notFound'));
  return { ...row.supplier, purchaseOrders: row.purchaseOrders };
}

/** Only the fields sent change. */
const changesOf = (input: UpdateSupplierInput) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/** The supplier calls (decision 145): managers' and owners', on the plans with stock. */
export function supplierService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: SupplierFilters }): Promise<ListRead<SupplierWithOrders>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.search) {
        const match = or(
          foldedContains(suppliers.name, rest.search),
          foldedContains(suppliers.contact, rest.search),
          foldedContains(suppliers.email, rest.search),
        );
        if (match) conditions.push(match);
      }
      return readList({
        key: ctx.pageKey,
        scope: { list: 'suppliers', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: suppliers.createdAt, id: suppliers.id },
        read: async (after, take) => {
          const rows = await selectSuppliers(ctx.db, actor.workspaceId, and(...conditions, after)).limit(take);
          return rows.map((r) => ({ row: { ...r.supplier, purchaseOrders: r.purchaseOrders }, at: r.at, id: r.supplier.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<SupplierWithOrders> {
      return readSupplier(ctx.db, actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateSupplierInput }): Promise<SupplierWithOrders> {
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'suppliers',
        create: async (tx) => {
          const [inserted] = await tx
            .insert(suppliers)
            .values({ ...input, workspaceId: actor.workspaceId })
            .returning();
          if (inserted)
            await recordActivity(tx, actor, { entityType: 'supplier', entityId: inserted.id, action: 'created', subject: inserted.name });
          return inserted;
        },
      });
      assertWritten(row, 'supplier insert');
      return { ...row, purchaseOrders: 0 };
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateSupplierInput }): Promise<SupplierWithOrders> {
      const changes = changesOf(input);
      if (Object.keys(changes).length > 0) {
        await ctx.db.transaction(async (tx) => {
          const [after] = await tx
            .update(suppliers)
            .set(changes)
            .where(and(eq(suppliers.id, id), eq(suppliers.workspaceId, actor.workspaceId)))
            .returning({ name: suppliers.name });
          if (!after) throw notFound(said('suppliers.notFound'));
          await recordActivity(tx, actor, { entityType: 'supplier', entityId: id, action: 'updated', subject: after.name });
        });
      }
      return readSupplier(ctx.db, actor, id);
    },

    /**
     * A supplier the studio ordered from is kept, with its orders (decision 145): the row is locked
     * first, so no order can be made for it between the count and the delete.
     */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...SUPPLIER, actor, id, permission: 'suppliers.delete', lock: true });
        const supplier = await readSupplier(tx, actor, id);
        if (supplier.purchaseOrders > 0) {
          const refusal =
            supplier.purchaseOrders === 1
              ? said('suppliers.hasOrder', { supplier: supplier.name })
              : said('suppliers.hasOrders', { supplier: supplier.name, count: supplier.purchaseOrders });
          throw new AppError('SUPPLIER_HAS_ORDERS', refusal);
        }
        await tx.delete(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.workspaceId, actor.workspaceId)));
        await recordActivity(tx, actor, { entityType: 'supplier', entityId: id, action: 'deleted', subject: supplier.name });
      });
    },
  };
}
