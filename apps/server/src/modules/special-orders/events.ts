import { SPECIAL_ORDER_STATE_LABELS, type SpecialOrderState } from '@atelier/shared';
import type { SpecialOrderRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { declareEvent } from '../../lib/events.js';
import { tellBrideArrived } from './arrival-notice.js';

/** A special order moved on its road: by `advance`, by its check-in or by its alterations (decisions 216, 218). */
export type SpecialOrderMoved = {
  actor: Actor;
  order: Pick<SpecialOrderRow, 'id' | 'styleNumber' | 'size'>;
  to: SpecialOrderState;
};

/**
 * What every move of a special order sets off, whichever path moved it, declared once (decision
 * 194): its line in the log with the state's English name (the web translates it), and once the
 * gown is received, the bride told after the commit (a move rolled back tells no one, and a mail
 * server down never undoes the move).
 */
export const specialOrderMoved = declareEvent<SpecialOrderMoved>('special order moved', {
  inTransaction: [
    {
      name: 'activity',
      run: (tx, { actor, order, to }) =>
        recordActivity(tx, actor, {
          entityType: 'special-order',
          entityId: order.id,
          action: 'status-changed',
          subject: `${order.styleNumber} ${order.size}`,
          detail: SPECIAL_ORDER_STATE_LABELS[to],
        }),
    },
  ],
  afterCommit: [
    {
      name: 'bride told',
      run: async (ctx, { order, to }) => {
        if (to === 'received') await tellBrideArrived(ctx, order.id);
      },
    },
  ],
});
