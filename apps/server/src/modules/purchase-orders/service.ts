import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderStatus,
  type createPurchaseOrderBodySchema,
  type purchaseOrderListQuerySchema,
  type updatePurchaseOrderBodySchema,
} from '@atelier/shared';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema/index.js';
import { requireAccess, requireRecordId } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEffects } from '../../lib/events.js';
import type { RefusalKey } from '../../lib/refusals/index.js';
import { said } from '../../lib/said.js';
import { readList, type ListRead } from '../../lib/pages.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { purchaseOrderLinesReplaced, purchaseOrderSent } from './events.js';
import { insertLines, lineValues, totalOf } from './lines.js';
import { insertPurchaseOrder } from './write.js';
import { readOrder, selectOrders, withLines, type PurchaseOrderRecord } from './queries.js';

export type PurchaseOrderFilters = z.output<typeof purchaseOrderListQuerySchema>;
export type CreatePurchaseOrderInput = z.output<typeof createPurchaseOrderBodySchema>;
export type UpdatePurchaseOrderInput = z.output<typeof updatePurchaseOrderBodySchema>;

const SUPPLIER = { table: suppliers, what: 'Supplier', field: 'supplierId' } as const;

/** Only a draft is changed or deleted: the refusal by the order's status and what was asked. */
const NOT_DRAFT = {
  sent: { changed: 'purchase-orders.sentNotChanged', deleted: 'purchase-orders.sentNotDeleted' },
  'partly-received': { changed: 'purchase-orders.partlyReceivedNotChanged', deleted: 'purchase-orders.partlyReceivedNotDeleted' },
  received: { changed: 'purchase-orders.receivedNotChanged', deleted: 'purchase-orders.receivedNotDeleted' },
  cancelled: { changed: 'purchase-orders.cancelledNotChanged', deleted: 'purchase-orders.cancelledNotDeleted' },
} as const satisfies Record<Exclude<PurchaseOrderStatus, 'draft'>, Record<'changed' | 'deleted', RefusalKey>>;

/** The statuses each move refuses, with their refusal: any other status may make it. */
const NOT_MARKED = {
  sent: {
    sent: 'purchase-orders.sentNotMarkedSent',
    'partly-received': 'purchase-orders.partlyReceivedNotMarkedSent',
    received: 'purchase-orders.receivedNotMarkedSent',
    cancelled: 'purchase-orders.cancelledNotMarkedSent',
  },
  cancelled: {
    draft: 'purchase-orders.draftNotMarkedCancelled',
    received: 'purchase-orders.receivedNotMarkedCancelled',
    cancelled: 'purchase-orders.cancelledNotMarkedCancelled',
  },
} as const satisfies Record<'sent' | 'cancelled', Partial<Record<PurchaseOrderStatus, RefusalKey>>>;

/** A sent order is received or cancelled, never edited away (decision 145). */
export function requireDraft(order: PurchaseOrderRecord, doing: 'changed' | 'deleted'): void {
  if (order.status !== 'draft') throw new AppError('PURCHASE_ORDER_LOCKED', said(NOT_DRAFT[order.status][doing], { number: order.number }));
}

/**
 * The order's status (its version moves with it) and its activity entry, inside the caller's
 * transaction: a change of status is said as one, a receipt that leaves it as it was as an update.
 */
export async function setStatus(
  tx: Db,
  actor: Actor,
  order: PurchaseOrderRecord,
  status: PurchaseOrderStatus,
  at: Partial<Record<'sentAt' | 'receivedAt', Date>> = {},
) {
  const [after] = await tx
    .update(purchaseOrders)
    .set({ status, ...at })
    .where(and(eq(purchaseOrders.id, order.id), eq(purchaseOrders.workspaceId, actor.workspaceId)))
    .returning({ id: purchaseOrders.id });
  assertWritten(after, 'purchase order status');
  const changed = status !== order.status;
  await recordActivity(tx, actor, {
    entityType: 'purchase-order',
    entityId: order.id,
    action: changed ? 'status-changed' : 'updated',
    subject: order.number,
    detail: changed ? PURCHASE_ORDER_STATUS_LABELS[status] : '',
  });
}

/** The purchase order calls (decision 145): every call takes the actor and one options object (decision 064). */
export function purchaseOrderService(ctx: AppContext) {
  /** One status to the next, under the order's row lock; a status the move refuses (NOT_MARKED) is answered PURCHASE_ORDER_CLOSED. */
  async function transition({ actor, id, to }: { actor: Actor; id: string; to: keyof typeof NOT_MARKED }) {
    // With effects: a sent order's gowns move on, and each move tells what it tells (events.ts).
    await transactionWithEffects(ctx, async (tx) => {
      const order = await readOrder(tx, actor, id, { lock: true });
      const refused: Partial<Record<PurchaseOrderStatus, RefusalKey>> = NOT_MARKED[to];
      const refusal = refused[order.status];
      if (refusal) throw new AppError('PURCHASE_ORDER_CLOSED', said(refusal, { number: order.number }));
      await setStatus(tx, actor, order, to, to === 'sent' ? { sentAt: new Date() } : {});
      if (to === 'sent') await purchaseOrderSent.emit(tx, { actor, purchaseOrderId: id });
    });
    return readOrder(ctx.db, actor, id);
  }

  return {
    async list({ actor, filters }: { actor: Actor; filters: PurchaseOrderFilters }): Promise<ListRead<PurchaseOrderRecord>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.search) {
        const match = or(foldedContains(purchaseOrders.number, rest.search), foldedContains(suppliers.name, rest.search));
        if (match) conditions.push(match);
      }
      if (rest.status) conditions.push(eq(purchaseOrders.status, rest.status));
      if (rest.supplierId) conditions.push(eq(purchaseOrders.supplierId, requireRecordId(rest.supplierId, 'Supplier', 'supplierId')));
      return readList({
        key: ctx.pageKey,
        scope: { list: 'purchaseOrders', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: purchaseOrders.createdAt, id: purchaseOrders.id },
        read: async (after, take) => {
          const rows = await selectOrders(ctx.db, actor.workspaceId, and(...conditions, after)).limit(take);
          const records = await withLines(ctx.db, rows);
          return records.map((row, i) => ({ row, at: rows[i]?.at ?? '', id: row.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<PurchaseOrderRecord> {
      return readOrder(ctx.db, actor, id);
    },

    /** A draft with the studio's next number, taken under the studio's lock so two creates never share one. */
    async create({ actor, input }: { actor: Actor; input: CreatePurchaseOrderInput }): Promise<PurchaseOrderRecord> {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      await requireAccess(ctx.db, { ...SUPPLIER, actor, id: input.supplierId, permission: 'suppliers.read' });
      const lines = await lineValues(ctx.db, actor, input.lines);
      const id = await createWithinLimits(ctx.db, {
        actor,
        store: 'purchaseOrders',
        create: async (tx) => {
          // Locked: the supplier cannot be deleted between the check and the order naming it.
          await requireAccess(tx, { ...SUPPLIER, actor, id: input.supplierId, permission: 'suppliers.read', lock: true });
          const made = await insertPurchaseOrder(tx, actor, {
            supplierId: input.supplierId,
            currency: userSettings(owner).currency,
            notes: input.notes,
            lines,
          });
          return made.id;
        },
      });
      return readOrder(ctx.db, actor, id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdatePurchaseOrderInput }): Promise<PurchaseOrderRecord> {
      if (input.supplierId) await requireAccess(ctx.db, { ...SUPPLIER, actor, id: input.supplierId, permission: 'suppliers.read' });
      await ctx.db.transaction(async (tx) => {
        const order = await readOrder(tx, actor, id, { lock: true });
        requireDraft(order, 'changed');
        const lines = input.lines ? await lineValues(tx, actor, input.lines, order.lines) : undefined;
        if (input.supplierId)
          await requireAccess(tx, { ...SUPPLIER, actor, id: input.supplierId, permission: 'suppliers.read', lock: true });
        const changes = {
          ...(input.supplierId ? { supplierId: input.supplierId } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(lines ? { totalCents: totalOf(lines) } : {}),
        };
        if (Object.keys(changes).length === 0) return;
        await tx.update(purchaseOrders).set(changes).where(eq(purchaseOrders.id, id));
        if (lines) {
          await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
          await insertLines(tx, id, lines);
          const specialOrderIds = lines.flatMap((l) => (l.specialOrderId ? [l.specialOrderId] : []));
          await purchaseOrderLinesReplaced.emit(tx, { actor, purchaseOrderId: id, specialOrderIds });
        }
        await recordActivity(tx, actor, { entityType: 'purchase-order', entityId: id, action: 'updated', subject: order.number });
      });
      return readOrder(ctx.db, actor, id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const order = await readOrder(tx, actor, id, { lock: true });
        requireDraft(order, 'deleted');
        await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
        await recordActivity(tx, actor, { entityType: 'purchase-order', entityId: id, action: 'deleted', subject: order.number });
      });
    },

    /** Draft → sent: from then on it is received or cancelled (decision 145). */
    send: ({ actor, id }: { actor: Actor; id: string }) => transition({ actor, id, to: 'sent' }),

    /** A sent or partly received order cancelled: what arrived stays in stock, nothing more is received. */
    cancel: ({ actor, id }: { actor: Actor; id: string }) => transition({ actor, id, to: 'cancelled' }),
  };
}
export type PurchaseOrderService = ReturnType<typeof purchaseOrderService>;
