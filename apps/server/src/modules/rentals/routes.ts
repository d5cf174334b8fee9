import { API, centsToDollars, type Rental } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { withIds } from '../../lib/ids.js';
import { availabilityOf } from './holds.js';
import type { Actor } from '../../lib/actor.js';
import { studioTodayOf, type RentalLine } from './lines.js';
import { outAndBack } from './out-and-back.js';
import type { Billing } from '../subscriptions/billing-setup.js';
import { cardDeposits } from './deposit-online.js';
import { rentalOpenings } from './opened.js';
import { partyProposal, partyRentals } from './party.js';
import { rentalReportOf } from './report.js';
import { rentalService } from './service.js';

/** A rental as every answer shows it: money in the currency's units, its totals summed from its lines (decision 222). */
export function presentRental(line: RentalLine, today: string): Rental {
  const sum = (pick: (l: RentalLine['lines'][number]) => number) => line.lines.reduce((total, l) => total + pick(l), 0);
  return {
    ...withIds(line),
    client: { id: line.clientId, name: line.clientName },
    group: line.groupId && line.groupName !== null ? { id: line.groupId, name: line.groupName } : null,
    pickupDate: line.pickupDate,
    returnDate: line.returnDate,
    state: line.state,
    lines: line.lines.map((l) => ({
      id: l.id,
      piece: { ...l.piece, style: l.style },
      wearer: l.wearerId && l.wearerName !== null ? { id: l.wearerId, name: l.wearerName } : null,
      price: centsToDollars(l.priceCents),
      deposit: centsToDollars(l.depositCents),
      bufferDays: l.bufferDays,
      freeFrom: l.heldUntil,
      checkedOut: l.checkedOutAt !== null,
      returned: l.returnCondition
        ? { condition: l.returnCondition, note: l.returnNote ?? '', damageCharge: centsToDollars(l.damageCents) }
        : null,
    })),
    price: centsToDollars(sum((l) => l.priceCents)),
    deposit: centsToDollars(sum((l) => l.depositCents)),
    lateFeePerDay: centsToDollars(line.lateFeePerDayCents),
    lateFeeCap: centsToDollars(line.lateFeeCapCents),
    late: line.state === 'out' && line.returnDate < today,
    settlement: line.returnedOn
      ? {
          returnedOn: line.returnedOn,
          lateDays: line.lateDays ?? 0,
          lateFee: centsToDollars(line.lateFeeCents ?? 0),
          damage: centsToDollars(line.damageCents ?? 0),
          refund: centsToDollars(line.refundCents ?? 0),
          owed: centsToDollars(line.owedCents ?? 0),
          chargesInvoiceId: line.chargesInvoiceId,
          refundedOnline: line.depositRefundId !== null,
        }
      : null,
    depositTaken:
      line.depositMethod && line.depositTakenOn
        ? { method: line.depositMethod, on: line.depositTakenOn, online: line.depositPaymentId !== null }
        : null,
    invoiceId: line.invoiceId,
    contractId: line.contractId,
    note: line.note ?? '',
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** The rentals routes as declared in packages/shared (decision 062). */
export async function rentalRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing) {
  const rentals = rentalService(ctx);
  const moves = outAndBack(ctx);
  const party = partyRentals(ctx);
  const openings = rentalOpenings(ctx);
  const cards = cardDeposits(ctx, billing);
  const routes = API.rentals;
  const answer = async (actor: Actor, line: RentalLine) => ({
    rental: presentRental(line, await studioTodayOf(ctx.db, actor.workspaceId)),
  });

  handle(app, ctx, routes.create, async ({ actor, body }) => answer(actor, await rentals.create({ actor, input: body })));

  handle(app, ctx, routes.list, async ({ actor, query }) => {
    const today = await studioTodayOf(ctx.db, actor.workspaceId);
    return listAnswer('rentals', await rentals.list({ actor, filters: query }), (line) => presentRental(line, today));
  });

  handle(app, ctx, routes.availability, async ({ actor, query }) => ({
    availability: await availabilityOf(ctx.db, actor, query),
  }));

  handle(app, ctx, routes.party, async ({ actor, query }) => ({ party: await partyProposal(ctx.db, actor, query) }));

  handle(app, ctx, routes.createParty, async ({ actor, body }) => {
    const today = await studioTodayOf(ctx.db, actor.workspaceId);
    return { rentals: (await party.create({ actor, input: body })).map((line) => presentRental(line, today)) };
  });

  handle(app, ctx, routes.report, async ({ actor }) => ({ report: await rentalReportOf(ctx.db, actor) }));

  handle(app, ctx, routes.get, async ({ actor, params }) => answer(actor, await rentals.get({ actor, id: params.id })));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => answer(actor, await rentals.update({ actor, id: params.id, input: body })),
    { versionOf: tables.rentals },
  );

  handle(app, ctx, routes.cancel, async ({ actor, params }) => answer(actor, await rentals.cancel({ actor, id: params.id })));

  handle(app, ctx, routes.checkOut, async ({ actor, params, body }) =>
    answer(actor, await moves.checkOut({ actor, id: params.id, input: body })),
  );

  handle(app, ctx, routes.return, async ({ actor, params, body }) =>
    answer(actor, await moves.returnRental({ actor, id: params.id, input: body })),
  );

  handle(app, ctx, routes.cardDeposit, async ({ actor, params }) => cards.start({ actor, id: params.id }));

  handle(app, ctx, routes.invoice, async ({ actor, params }) => {
    await openings.invoice({ actor, id: params.id });
    return answer(actor, await rentals.get({ actor, id: params.id }));
  });

  handle(app, ctx, routes.agreement, async ({ actor, params }) => {
    await openings.agreement({ actor, id: params.id });
    return answer(actor, await rentals.get({ actor, id: params.id }));
  });

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await rentals.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
}
