import { sendPdf } from '../../lib/reply.js';
import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { can } from '../../lib/actor.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentMaterial } from '../materials/presenter.js';
import { specialOrderAnswers } from '../special-orders/routes.js';
import { orderFromDesigners } from './designer-order.js';
import { purchaseOrderDocuments } from './documents.js';
import { presentPurchaseOrder } from './presenter.js';
import { purchaseOrderReceiving } from './receiving.js';
import { purchaseOrderService } from './service.js';

/** The purchase order routes as declared in packages/shared (decisions 062, 145); every call acts in the actor's studio. */
export async function purchaseOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const orders = purchaseOrderService(ctx);
  const receiving = purchaseOrderReceiving(ctx);
  const documents = purchaseOrderDocuments(ctx, orders);
  const routes = API.purchaseOrders;
  const answer = async (order: ReturnType<typeof orders.get>) => ({ purchaseOrder: presentPurchaseOrder(await order) });

  // Declared with the special orders (its path is theirs); made here, as a purchase order is (decision 220).
  handle(app, ctx, API.specialOrders.designerOrder, async ({ actor, body }) => ({
    specialOrders: await specialOrderAnswers(ctx, actor, await orderFromDesigners(ctx, { actor, orderIds: body.orderIds })),
  }));

  handle(app, ctx, routes.create, ({ actor, body }) => answer(orders.create({ actor, input: body })));
  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('purchaseOrders', await orders.list({ actor, filters: query }), presentPurchaseOrder),
  );
  handle(app, ctx, routes.get, ({ actor, params }) => answer(orders.get({ actor, id: params.id })));
  handle(app, ctx, routes.update, ({ actor, params, body }) => answer(orders.update({ actor, id: params.id, input: body })), {
    versionOf: tables.purchaseOrders,
  });
  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await orders.remove({ actor, id: params.id });
    return {};
  });
  handle(app, ctx, routes.send, ({ actor, params }) => answer(orders.send({ actor, id: params.id })));
  handle(app, ctx, routes.cancel, ({ actor, params }) => answer(orders.cancel({ actor, id: params.id })));

  handle(app, ctx, routes.receive, async ({ actor, params, body }) => {
    const { order, materials } = await receiving.receive({ actor, id: params.id, input: body });
    const showCost = can(actor, 'materials.write');
    return { purchaseOrder: presentPurchaseOrder(order), materials: materials.map((m) => presentMaterial(m, { showCost })) };
  });

  // A file, not an envelope; the token comes in the header, never in the URL (decision 031).
  handle(app, ctx, routes.pdf, async ({ actor, params, reply }) => {
    return sendPdf(reply, await documents.pdf({ actor, id: params.id }));
  });
}
