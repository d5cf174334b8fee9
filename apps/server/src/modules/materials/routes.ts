import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { ledgerService, type MovementInput } from './ledger.js';
import { presentMaterial, presentMovement } from './presenter.js';
import { materialService } from './service.js';

/** Prices are shown to the roles that may set them (decision 142). */
const seen = (actor: Actor) => ({ showCost: can(actor, 'materials.write') });

/** The material routes as declared in packages/shared (decision 062); every call acts in the actor's studio. */
export async function materialRoutes(app: FastifyInstance, ctx: AppContext) {
  const materials = materialService(ctx);
  const ledger = ledgerService(ctx);
  const routes = API.materials;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    material: presentMaterial(await materials.create({ actor, input: body }), seen(actor)),
  }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('materials', await materials.list({ actor, filters: query }), (row) => presentMaterial(row, seen(actor))),
  );

  handle(app, ctx, routes.get, async ({ actor, params }) => ({
    material: presentMaterial(await materials.get({ actor, id: params.id }), seen(actor)),
  }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      material: presentMaterial(await materials.update({ actor, id: params.id, input: body }), seen(actor)),
    }),
    { versionOf: tables.materials },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => ({ deleted: await materials.remove({ actor, id: params.id }) }));

  handle(app, ctx, routes.movements, async ({ actor, params, query }) =>
    listAnswer('movements', await ledger.list({ actor, id: params.id, filters: query }), presentMovement),
  );

  const moved = async (actor: Actor, id: string, input: MovementInput) => {
    const { movement, material } = await ledger.move({ actor, id, input });
    return { movement: presentMovement(movement), material: presentMaterial(material, seen(actor)) };
  };
  handle(app, ctx, routes.move, async ({ actor, params, body }) => moved(actor, params.id, body));
  handle(app, ctx, routes.use, async ({ actor, params, body }) => moved(actor, params.id, body));
}
