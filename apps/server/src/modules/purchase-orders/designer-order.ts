import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, designerStyles, specialOrders, type SpecialOrderRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { AppError, missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { createManyWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { printWords } from '../printing/print-words.js';
import { gownLine } from '../special-orders/opened.js';
import type { LineValues } from './lines.js';
import { insertPurchaseOrder } from './write.js';

type Ordering = SpecialOrderRow & { brideName: string; costCents: number | null };
const onOrder = (order: SpecialOrderRow) =>
  new AppError('SPECIAL_ORDER_ON_DESIGNER_ORDER', said('specialOrders.onDesignerOrder', { style: order.styleNumber, size: order.size }));

/** The orders named, each the studio's and still to order with its designer known; refused on the first that is not. */
async function orderable(db: Db, actor: Actor, ids: readonly string[]): Promise<Ordering[]> {
  const rows = await db
    .select({ order: specialOrders, brideName: clients.name, costCents: designerStyles.costCents })
    .from(specialOrders)
    .innerJoin(clients, eq(clients.id, specialOrders.clientId))
    .leftJoin(designerStyles, eq(designerStyles.id, specialOrders.styleId))
    // Compared as text: an id that is no uuid names no order, never a database error.
    .where(and(eq(specialOrders.workspaceId, actor.workspaceId), inArray(sql<string>`${specialOrders.id}::text`, [...ids])));
  const byId = new Map(rows.map((r) => [r.order.id, { ...r.order, brideName: r.brideName, costCents: r.costCents }]));
  return ids.map((id, i) => {
    const order = byId.get(id);
    if (!order) throw missingReference(`orderIds.${i}`, said('record.specialOrderNotFound'));
    if (order.purchaseOrderId || order.state !== 'to-order') throw onOrder(order);
    if (!order.designerId)
      throw new AppError('SPECIAL_ORDER_NO_DESIGNER', said('specialOrders.designerGone', { name: order.designerName }));
    return order;
  });
}

/** One line a gown, at the catalogue's cost to the boutique (none known reads 0, to fill on the draft). */
function linesOf(orders: readonly Ordering[], sizeWord: string): LineValues[] {
  return orders.map((order, position) => {
    const cents = order.costCents ?? 0;
    const name = `${gownLine(order, sizeWord)} – ${order.brideName}`;
    const gown = { materialId: null, materialName: name, specialOrderId: order.id, measure: 'count' as const };
    return { position, ...gown, quantity: 1, unitPriceCents: cents, amountCents: cents };
  });
}

/**
 * The brides' gowns on orders to their designers (decision 217): one draft purchase order per
 * designer, a line per gown with the bride's name, as a designer's order form asks. Each order keeps
 * its purchase order, so no gown is ordered twice; the studio sends the draft as any other.
 */
export async function orderFromDesigners(ctx: AppContext, { actor, orderIds }: { actor: Actor; orderIds: readonly string[] }) {
  const ids = [...new Set(orderIds)];
  const orders = await orderable(ctx.db, actor, ids);
  // Node 20 has no Map.groupBy.
  const byDesigner = new Map<string, Ordering[]>();
  for (const order of orders) byDesigner.set(order.designerId as string, [...(byDesigner.get(order.designerId as string) ?? []), order]);
  const currency = userSettings(await studioOwner(ctx.db, actor.workspaceId)).currency;
  const sizeWord = printWords(await studioLanguageOf(ctx.db, actor.workspaceId)).size;
  await createManyWithinLimits(ctx.db, {
    actor,
    store: 'purchaseOrders',
    adding: byDesigner.size,
    create: async (tx) => {
      for (const [supplierId, gowns] of byDesigner) {
        const made = await insertPurchaseOrder(tx, actor, { supplierId, currency, notes: null, lines: linesOf(gowns, sizeWord) });
        const taken = await tx
          .update(specialOrders)
          .set({ purchaseOrderId: made.id, updatedAt: new Date() })
          .where(
            and(
              inArray(
                specialOrders.id,
                gowns.map((g) => g.id),
              ),
              isNull(specialOrders.purchaseOrderId),
              eq(specialOrders.state, 'to-order'),
            ),
          )
          .returning({ id: specialOrders.id });
        // Another device ordered one of them meanwhile: nothing is written.
        if (taken.length !== gowns.length) throw onOrder(gowns.find((g) => !taken.some((t) => t.id === g.id)) ?? gowns[0]!);
        for (const gown of gowns)
          await recordActivity(tx, actor, {
            entityType: 'special-order',
            entityId: gown.id,
            action: 'updated',
            subject: `${gown.styleNumber} ${gown.size}`,
            detail: made.number,
          });
      }
    },
  });
  return ids;
}
