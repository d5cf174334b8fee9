import { OPEN_PURCHASE_ORDER_STATUSES, type receivePurchaseOrderBodySchema } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { purchaseOrderLines, type MaterialRow, type PurchaseOrderLineRow } from '../../db/schema/index.js';

import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { transactionWithEffects } from '../../lib/events.js';
import { said } from '../../lib/said.js';
import { writeMovement } from '../materials/ledger.js';
import { requireRoom } from '../plans/record-limits.js';
import { lockStudio } from '../plans/rules.js';

import { purchaseOrderReceived } from './events.js';
import { readOrder, type PurchaseOrderRecord } from './queries.js';
import { setStatus } from './service.js';

export type ReceiveInput = z.output<typeof receivePurchaseOrderBodySchema>;

const isOpen = (status: string) => (OPEN_PURCHASE_ORDER_STATUSES as readonly string[]).includes(status);

/** What is still to come, in metres of a length or in units (one unit or several), as the stock's ledger writes it. */
const leftKey = (measure: string, left: number) =>
  measure === 'length' ? 'purchase-orders.leftMetres' : left === 1 ? 'purchase-orders.leftUnit' : 'purchase-orders.leftUnits';

/**
 * What each line of the order receives, the same line named twice adding up; a line not on the
 * order, one whose material was deleted (a gown's line has none and is received), or more than a line has still to come is refused with
 * 422 naming that line of the body.
 */
function receipts(order: PurchaseOrderRecord, input: ReceiveInput): Map<string, { line: PurchaseOrderLineRow; quantity: number }> {
  const lines = new Map(order.lines.map((l) => [l.id, l]));
  const out = new Map<string, { line: PurchaseOrderLineRow; quantity: number }>();
  input.lines.forEach((asked, i) => {
    const line = lines.get(asked.lineId);
    if (!line) throw fieldError(`lines.${i}.lineId`, said('purchase-orders.lineNotOnOrder', { number: order.number }));
    if (line.materialId === null && line.specialOrderId === null)
      throw fieldError(`lines.${i}.lineId`, said('purchase-orders.materialGone', { name: line.materialName }));
    const quantity = (out.get(line.id)?.quantity ?? 0) + asked.quantity;
    const left = line.quantity - line.receivedQuantity;
    if (quantity > left)
      throw fieldError(
        `lines.${i}.quantity`,
        said(leftKey(line.measure, left), {
          quantity: line.measure === 'length' ? left / 1000 : left,
          name: line.materialName,
          line: line.position + 1,
          number: order.number,
        }),
      );
    out.set(line.id, { line, quantity });
  });
  return out;
}

/** The order locked and still open to deliveries, refused with 409 saying why not. */
async function openOrder(tx: Db, actor: Actor, id: string): Promise<PurchaseOrderRecord> {
  const order = await readOrder(tx, actor, id, { lock: true });
  if (isOpen(order.status)) return order;
  const refusal =
    order.status === 'draft'
      ? 'purchase-orders.draftNotReceived'
      : order.status === 'received'
        ? 'purchase-orders.receivedNoMore'
        : 'purchase-orders.cancelledNoMore';
  throw new AppError('PURCHASE_ORDER_CLOSED', said(refusal, { number: order.number }));
}

/**
 * A delivery against a sent order (decision 145): each material line's quantity is a `received`
 * movement of its material through the stock's ledger (decision 142), naming the order, all in one
 * transaction under the studio's and the order's locks; the order becomes partly received or
 * received. A gown's line moves no stock: once it has all arrived, its bride's gown is received
 * (decision 220), with what that sets off after the commit.
 */
export function purchaseOrderReceiving(ctx: AppContext) {
  return {
    async receive({ actor, id, input }: { actor: Actor; id: string; input: ReceiveInput }) {
      const materials = await transactionWithEffects(ctx, async (tx) => {
        const owner = await lockStudio(tx, actor.workspaceId);
        const order = await openOrder(tx, actor, id);
        const received = receipts(order, input);
        const moving = [...received.values()].filter(({ line }) => line.materialId !== null);
        await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store: 'materialMovements', adding: moving.length });
        const after = new Map<string, MaterialRow>();
        for (const { line, quantity } of received.values()) {
          if (line.materialId !== null) {
            const reason = `Received on ${order.number}`;
            const { material } = await writeMovement(
              tx,
              actor,
              line.materialId,
              { kind: 'received', quantity, reason },
              'purchaseOrders.write',
            );
            after.set(material.id, material);
          }
          await tx
            .update(purchaseOrderLines)
            .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${quantity}` })
            .where(eq(purchaseOrderLines.id, line.id));
        }
        const done = (l: PurchaseOrderLineRow) => l.receivedQuantity + (received.get(l.id)?.quantity ?? 0) >= l.quantity;
        const complete = order.lines.every(done);
        await setStatus(tx, actor, order, complete ? 'received' : 'partly-received', complete ? { receivedAt: new Date() } : {});
        const gownsArrived = [...received.values()].flatMap(({ line }) => (line.specialOrderId && done(line) ? [line.specialOrderId] : []));
        await purchaseOrderReceived.emit(tx, { actor, purchaseOrderId: id, gownsArrived });
        return [...after.values()];
      });
      return { order: await readOrder(ctx.db, actor, id), materials };
    },
  };
}
