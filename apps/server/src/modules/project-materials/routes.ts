import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { can, type Actor } from '../../lib/actor.js';
import { handle } from '../../lib/declared-routes.js';
import { presentBill } from './presenter.js';
import { projectMaterialService, type BillRows } from './service.js';

/** Prices are shown to the roles that may set them, as on the materials themselves (decision 142). */
const answer = (actor: Actor, rows: BillRows) => ({ materials: presentBill(rows, { showCost: can(actor, 'materials.write') }) });

/** A project's bill of materials as declared in packages/shared (decision 144); every route answers the whole bill. */
export async function projectMaterialRoutes(app: FastifyInstance, ctx: AppContext) {
  const bom = projectMaterialService(ctx);
  const routes = API.projectMaterials;

  handle(app, ctx, routes.list, async ({ actor, params }) => answer(actor, await bom.read({ actor, projectId: params.id })));
  handle(app, ctx, routes.add, async ({ actor, params, body }) =>
    answer(actor, await bom.add({ actor, projectId: params.id, input: body })),
  );
  handle(app, ctx, routes.update, async ({ actor, params, body }) =>
    answer(actor, await bom.update({ actor, projectId: params.id, lineId: params.lineId, input: body })),
  );
  handle(app, ctx, routes.remove, async ({ actor, params }) =>
    answer(actor, await bom.remove({ actor, projectId: params.id, lineId: params.lineId })),
  );
  handle(app, ctx, routes.reserve, async ({ actor, params, body }) =>
    answer(actor, await bom.reserve({ actor, projectId: params.id, lineId: params.lineId, input: body })),
  );
  handle(app, ctx, routes.cut, async ({ actor, params, body }) =>
    answer(actor, await bom.cut({ actor, projectId: params.id, lineId: params.lineId, input: body })),
  );
}
