import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders, suppliers, type PurchaseOrderLineRow, type PurchaseOrderRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText } from '../../lib/pages.js';

/** An order as it is answered: its row, its supplier's name and its lines in order. */
export type PurchaseOrderRecord = PurchaseOrderRow & { supplierName: string; lines: PurchaseOrderLineRow[] };

/** Orders with their supplier's name, newest first, and the page position of each. */
export function selectOrders(db: Db, workspaceId: string, where: SQL | undefined) {
  return db
    .select({ order: purchaseOrders, supplierName: suppliers.name, at: positionText(purchaseOrders.createdAt) })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(and(eq(purchaseOrders.workspaceId, workspaceId), where))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
}

/** The lines of a page of orders in one query, each order's in their position. */
export async function withLines(
  db: Db,
  rows: readonly { order: PurchaseOrderRow; supplierName: string }[],
): Promise<PurchaseOrderRecord[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.purchaseOrderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.purchaseOrderId), asc(purchaseOrderLines.position));
  const byOrder = new Map<string, PurchaseOrderLineRow[]>();
  for (const line of lines) byOrder.set(line.purchaseOrderId, [...(byOrder.get(line.purchaseOrderId) ?? []), line]);
  return rows.map((r) => ({ ...r.order, supplierName: r.supplierName, lines: byOrder.get(r.order.id) ?? [] }));
}

/** One order of the actor's studio; 404 when there is none. `lock` row-locks it inside a transaction. */
export async function readOrder(db: Db, actor: Actor, id: string, { lock = false } = {}): Promise<PurchaseOrderRecord> {
  const query = selectOrders(db, actor.workspaceId, eq(purchaseOrders.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: purchaseOrders }) : await query;
  if (!row) throw notFound(said('purchase-orders.notFound'));
  const [record] = await withLines(db, [row]);
  if (!record) throw notFound(said('purchase-orders.notFound'));
  return record;
}
