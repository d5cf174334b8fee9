import { API, centsToDollars, type DesignerStyle } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { handle, listAnswer, withMessage } from '../../lib/declared-routes.js';
import { withIds } from '../../lib/ids.js';
import { importDesignerLine } from './import.js';
import { designerStyleService, type DesignerStyleLine } from './service.js';

const money = (value: number | null) => (value === null ? null : centsToDollars(value));

/**
 * A designer style as every answer shows it: a text not given is "" (decision 017); the cost price
 * is null for a role that does not write the catalogue (staff), as their screens leave it out.
 */
export function presentDesignerStyle(row: DesignerStyleLine, { showCost }: { showCost: boolean }): DesignerStyle {
  return {
    ...withIds(row),
    designer: { id: row.supplierId, name: row.designerName },
    styleNumber: row.styleNumber,
    name: row.name,
    fabric: row.fabric ?? '',
    colours: row.colours,
    sizes: row.sizes,
    cost: showCost ? money(row.costCents) : null,
    retail: money(row.retailCents),
    note: row.note ?? '',
    pieces: row.pieceCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const seen = (actor: Actor) => ({ showCost: can(actor, 'designerStyles.write') });

/** The designer styles routes as declared in packages/shared (decision 062). */
export async function designerStyleRoutes(app: FastifyInstance, ctx: AppContext) {
  const designerStyles = designerStyleService(ctx);
  const routes = API.designerStyles;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    designerStyle: presentDesignerStyle(await designerStyles.create({ actor, input: body }), seen(actor)),
  }));

  handle(app, ctx, routes.import, async ({ actor, body }) => {
    const rows = await importDesignerLine(ctx, { actor, input: body });
    const data = { imported: rows.length, designerStyles: rows.map((row) => presentDesignerStyle(row, seen(actor))) };
    return withMessage(data, rows.length === 1 ? 'designerStylesImportedOne' : 'designerStylesImported', { count: rows.length });
  });

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('designerStyles', await designerStyles.list({ actor, filters: query }), (row) => presentDesignerStyle(row, seen(actor))),
  );

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      designerStyle: presentDesignerStyle(await designerStyles.update({ actor, id: params.id, input: body }), seen(actor)),
    }),
    { versionOf: tables.designerStyles },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await designerStyles.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
}
