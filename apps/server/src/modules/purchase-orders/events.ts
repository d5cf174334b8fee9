import type { Actor } from '../../lib/actor.js';
import { declareEvent } from '../../lib/events.js';
import { gownsOrdered, gownsReceived, gownsReleased } from '../special-orders/designer-gowns.js';

/** A purchase order that changed, by its id. */
type OrderChanged = { actor: Actor; purchaseOrderId: string };

/**
 * What a purchase order's changes set off beyond the order itself, declared once (decision 194):
 * a designer's order carries brides' gowns (decision 220), so their special orders follow it
 * whichever path sends, edits or receives it. The order's own status line is `setStatus`'s.
 */
export const purchaseOrderSent = declareEvent<OrderChanged>('purchase order sent', {
  inTransaction: [{ name: 'gowns ordered', run: (tx, { actor, purchaseOrderId }) => gownsOrdered(tx, actor, purchaseOrderId) }],
});

/** A draft's lines replaced: the gowns no line holds any more are to order again. */
export const purchaseOrderLinesReplaced = declareEvent<OrderChanged & { specialOrderIds: readonly string[] }>(
  'purchase order lines replaced',
  {
    inTransaction: [
      {
        name: 'gowns released',
        run: (tx, { actor, purchaseOrderId, specialOrderIds }) => gownsReleased(tx, actor, purchaseOrderId, specialOrderIds),
      },
    ],
  },
);

/** A delivery received: the gowns whose lines are now complete have arrived. */
export const purchaseOrderReceived = declareEvent<OrderChanged & { gownsArrived: readonly string[] }>('purchase order received', {
  inTransaction: [{ name: 'gowns received', run: (tx, { actor, gownsArrived }) => gownsReceived(tx, actor, gownsArrived) }],
});
