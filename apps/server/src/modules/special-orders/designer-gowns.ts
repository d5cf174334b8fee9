import type { SpecialOrderState } from '@atelier/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { specialOrders } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { moveTo } from './service.js';

/**
 * What a designer's order does to the brides' special orders on it (decision 220), run by the
 * purchase orders' declared events: the order sent, its gowns are ordered; a gown's line received
 * in full, that gown is received, and the bride told (special-orders/events.ts).
 */

/** On the road to the boutique: a gown received may be so from any of these. */
const ON_THE_WAY: readonly SpecialOrderState[] = ['ordered', 'confirmed', 'shipped'];

async function ordersOf(tx: Db, actor: Actor, where: ReturnType<typeof and>) {
  return tx
    .select()
    .from(specialOrders)
    .where(and(eq(specialOrders.workspaceId, actor.workspaceId), where))
    .for('update');
}

/** The draft sent to the designer: each gown on it still to order is now ordered. */
export async function gownsOrdered(tx: Db, actor: Actor, purchaseOrderId: string): Promise<void> {
  const orders = await ordersOf(tx, actor, and(eq(specialOrders.purchaseOrderId, purchaseOrderId), eq(specialOrders.state, 'to-order')));
  for (const order of orders) await moveTo(tx, actor, order, 'ordered');
}

/**
 * The gowns whose lines arrived in full: each on its way is received (one the studio already moved
 * on by hand stays where it is). A gown whose special order was deleted moves nothing.
 */
export async function gownsReceived(tx: Db, actor: Actor, specialOrderIds: readonly string[]): Promise<void> {
  if (specialOrderIds.length === 0) return;
  const orders = await ordersOf(
    tx,
    actor,
    and(inArray(specialOrders.id, [...specialOrderIds]), inArray(specialOrders.state, [...ON_THE_WAY])),
  );
  for (const order of orders) await moveTo(tx, actor, order, 'received');
}

/** A draft's gown lines taken off: those brides' gowns are to order again, on this order or another. */
export async function gownsReleased(tx: Db, actor: Actor, purchaseOrderId: string, keptIds: readonly string[]): Promise<void> {
  const onOrder = eq(specialOrders.purchaseOrderId, purchaseOrderId);
  await tx
    .update(specialOrders)
    .set({ purchaseOrderId: null, updatedAt: new Date() })
    .where(
      and(
        eq(specialOrders.workspaceId, actor.workspaceId),
        keptIds.length ? and(onOrder, notInArray(specialOrders.id, [...keptIds])) : onOrder,
      ),
    );
}
