import { API, brideRoad, centsToDollars, type SpecialOrder } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { withIds } from '../../lib/ids.js';
import type { Actor } from '../../lib/actor.js';
import { specialOrderOpenings } from './opened.js';
import { arrivalService } from './arrival.js';
import { roadContextOf, saveAlterationDays, type RoadContext } from './settings.js';
import { specialOrderService, type SpecialOrderLine } from './service.js';

/** A special order as every answer shows it: money in the currency's units, the bride's road read from its dates (decision 216). */
export function presentSpecialOrder(line: SpecialOrderLine, road: RoadContext): SpecialOrder {
  return {
    ...withIds(line),
    client: { id: line.clientId, name: line.clientName },
    style: {
      // A style deleted from the catalogue leaves the order as it was ordered (decision 017: "" for no id).
      id: line.styleId ?? '',
      styleNumber: line.styleNumber,
      name: line.styleName,
      designer: { id: line.designerId ?? '', name: line.designerName },
    },
    colour: line.colour,
    size: line.size,
    sizeProposal: line.sizeProposal,
    extras: line.extras ?? '',
    price: centsToDollars(line.priceCents),
    deposit: centsToDollars(line.depositCents),
    balance: centsToDollars(line.priceCents - line.depositCents),
    weddingDate: line.weddingDate,
    designerConfirmation: line.designerConfirmation ?? '',
    promisedShipDate: line.promisedShipDate,
    state: line.state,
    road: brideRoad({
      ...road,
      weddingDate: line.weddingDate,
      state: line.state,
      promisedShipDate: line.promisedShipDate,
      leadTimeDays: line.leadTimeDays,
    }),
    note: line.note ?? '',
    opened: {
      invoiceId: line.invoiceId,
      contractId: line.contractId,
      purchaseOrderId: line.purchaseOrderId,
      pieceId: line.pieceId,
      projectId: line.projectId,
    },
    piece: line.pieceId && line.pieceCode ? { id: line.pieceId, code: line.pieceCode } : null,
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

/**
 * The orders as every answer shows them, read after a change made elsewhere (the order to the
 * designer is made by the purchase orders module, decision 220).
 */
export async function specialOrderAnswers(ctx: AppContext, actor: Actor, ids: readonly string[]): Promise<SpecialOrder[]> {
  const orders = specialOrderService(ctx);
  const road = await roadContextOf(ctx.db, actor.workspaceId, new Date());
  const lines = await Promise.all(ids.map((id) => orders.get({ actor, id })));
  return lines.map((line) => presentSpecialOrder(line, road));
}

/** The special orders routes as declared in packages/shared (decision 062). */
export async function specialOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const orders = specialOrderService(ctx);
  const arrival = arrivalService(ctx);
  const routes = API.specialOrders;
  const openings = specialOrderOpenings(ctx);
  const roadOf = (workspaceId: string) => roadContextOf(ctx.db, workspaceId, new Date());
  const answer = async (actor: Actor, id: string) => presentSpecialOrder(await orders.get({ actor, id }), await roadOf(actor.workspaceId));

  handle(app, ctx, routes.create, async ({ actor, body }) => {
    const line = await orders.create({ actor, input: body });
    return { specialOrder: presentSpecialOrder(line, await roadOf(actor.workspaceId)) };
  });

  handle(app, ctx, routes.list, async ({ actor, query }) => {
    const road = await roadOf(actor.workspaceId);
    return listAnswer('specialOrders', await orders.list({ actor, filters: query }), (line) => presentSpecialOrder(line, road));
  });

  handle(app, ctx, routes.settings, async ({ actor }) => ({
    settings: { alterationDays: (await roadOf(actor.workspaceId)).alterationDays },
  }));

  handle(app, ctx, routes.updateSettings, async ({ actor, body }) => ({
    settings: { alterationDays: await saveAlterationDays(ctx.db, actor.workspaceId, body.alterationDays) },
  }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => {
      const line = await orders.update({ actor, id: params.id, input: body });
      return { specialOrder: presentSpecialOrder(line, await roadOf(actor.workspaceId)) };
    },
    { versionOf: tables.specialOrders },
  );

  handle(app, ctx, routes.advance, async ({ actor, params, body }) => {
    const line = await orders.advance({ actor, id: params.id, state: body.state });
    return { specialOrder: presentSpecialOrder(line, await roadOf(actor.workspaceId)) };
  });

  handle(app, ctx, routes.invoice, async ({ actor, params }) => {
    await openings.invoice({ actor, id: params.id });
    return { specialOrder: await answer(actor, params.id) };
  });

  handle(app, ctx, routes.agreement, async ({ actor, params }) => {
    await openings.agreement({ actor, id: params.id });
    return { specialOrder: await answer(actor, params.id) };
  });

  handle(app, ctx, routes.checkIn, async ({ actor, params, body }) => {
    const line = await arrival.checkIn({ actor, id: params.id, input: body });
    return { specialOrder: presentSpecialOrder(line, await roadOf(actor.workspaceId)) };
  });

  handle(app, ctx, routes.alterations, async ({ actor, params }) => {
    const line = await arrival.alterations({ actor, id: params.id });
    return { specialOrder: presentSpecialOrder(line, await roadOf(actor.workspaceId)) };
  });

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await orders.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
}
