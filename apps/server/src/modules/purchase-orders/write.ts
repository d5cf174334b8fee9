import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { insertLines, nextOrderNumber, totalOf, type LineValues } from './lines.js';

export type NewPurchaseOrder = { supplierId: string; currency: string; notes: string | null | undefined; lines: readonly LineValues[] };

/**
 * A draft purchase order with the studio's next number, and its lines: the one write of a new
 * order, whoever makes it (the form, or a boutique's special orders, decision 217). Called in a
 * transaction that holds the studio's lock (createWithinLimits), so two creates never share a number.
 */
export async function insertPurchaseOrder(tx: Db, actor: Actor, order: NewPurchaseOrder): Promise<{ id: string; number: string }> {
  const [last] = await tx
    .select({ n: purchaseOrders.number })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.workspaceId, actor.workspaceId))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(1);
  const number = nextOrderNumber(last?.n);
  const [row] = await tx
    .insert(purchaseOrders)
    .values({
      workspaceId: actor.workspaceId,
      supplierId: order.supplierId,
      number,
      status: 'draft',
      currency: order.currency,
      totalCents: totalOf(order.lines),
      notes: order.notes,
    })
    .returning({ id: purchaseOrders.id });
  assertWritten(row, 'purchase order insert');
  await insertLines(tx, row.id, order.lines);
  await recordActivity(tx, actor, { entityType: 'purchase-order', entityId: row.id, action: 'created', subject: number });
  return { id: row.id, number };
}
