import { brideRoad, LIMITS, type checkInSpecialOrderBodySchema } from '@atelier/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { SpecialOrderRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEffects } from '../../lib/events.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { insertPiece } from '../pieces/service.js';
import { requireRoom } from '../plans/record-limits.js';
import { lockStudio } from '../plans/rules.js';
import { insertProject } from '../projects/insert.js';
import { lockedIn, moveTo, readLine, type SpecialOrderLine } from './service.js';
import { roadContextOf } from './settings.js';

export type CheckInInput = z.output<typeof checkInSpecialOrderBodySchema>;

/** The studio locked, then the order in `state`, then room for one more record of `store` (decision 070). */
async function lockedWithRoom(tx: Db, actor: Actor, id: string, state: 'received' | 'checked-in', store: 'pieces' | 'projects') {
  const owner = await lockStudio(tx, actor.workspaceId);
  const order = await lockedIn(tx, actor, id, state);
  await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store, adding: 1 });
  return order;
}

/** The day the alterations are due: her final fitting, or her wedding once that fitting is past (decision 218). */
async function alterationsDue(db: Db, order: SpecialOrderRow): Promise<string> {
  const { today, alterationDays } = await roadContextOf(db, order.workspaceId, new Date());
  const road = brideRoad({
    weddingDate: order.weddingDate,
    today,
    state: order.state,
    promisedShipDate: null,
    leadTimeDays: null,
    alterationDays,
  });
  return road.finalFittingDate >= today ? road.finalFittingDate : order.weddingDate;
}

/** The project's name: the style and the size, as the workroom calls the gown. */
const projectName = (order: SpecialOrderRow) => `${order.styleName} – ${order.size}`.slice(0, LIMITS.projectName);

/**
 * A special order's arrival (decision 218): the gown received is checked in as one of the
 * boutique's pieces, then its alterations are opened as the bride's project. Each is made once, in
 * the transaction that moves the order, so a second call finds the order moved on (409).
 */
export function arrivalService(ctx: AppContext) {
  return {
    async checkIn({ actor, id, input }: { actor: Actor; id: string; input: CheckInInput }): Promise<SpecialOrderLine> {
      await transactionWithEffects(ctx, async (tx) => {
        const order = await lockedWithRoom(tx, actor, id, 'received', 'pieces');
        // The order keeps the style as it was ordered; a piece needs the catalogue's.
        if (!order.styleId)
          throw new AppError(
            'SPECIAL_ORDER_STYLE_GONE',
            said('specialOrders.styleGone', { style: `${order.styleNumber} ${order.styleName}` }),
          );
        const piece = await insertPiece(tx, actor, {
          styleId: order.styleId,
          size: order.size,
          colour: order.colour,
          condition: input.condition,
          location: input.location,
          note: input.note,
          asOrdered: true,
        });
        assertWritten(piece, 'piece insert');
        await moveTo(tx, actor, order, 'checked-in', { pieceId: piece.id });
      });
      return readLine(ctx.db, actor, id);
    },

    async alterations({ actor, id }: { actor: Actor; id: string }): Promise<SpecialOrderLine> {
      await transactionWithEffects(ctx, async (tx) => {
        const order = await lockedWithRoom(tx, actor, id, 'checked-in', 'projects');
        const due = await alterationsDue(tx, order);
        const input = {
          clientId: order.clientId,
          name: projectName(order),
          description: `${order.designerName} · ${order.styleNumber}`,
          type: 'Wedding Dress' as const,
          status: 'planning' as const,
          priority: 'medium' as const,
          progress: 0,
          dueDate: due,
          budget: null,
          assigneeId: null,
        };
        const projectId = await insertProject(tx, actor, input, { assigneeId: null, dueDate: new Date(`${due}T00:00:00Z`) });
        assertWritten(projectId, 'project insert');
        await moveTo(tx, actor, order, 'in-alterations', { projectId });
      });
      return readLine(ctx.db, actor, id);
    },
  };
}
