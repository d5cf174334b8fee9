import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { presentTaxRate, presentTaxSettings } from './presenter.js';
import { taxService, type TaxSettingsRecord } from './service.js';

const settingsOf = (s: TaxSettingsRecord) => presentTaxSettings(s.row, s.rates);

/** The studio's tax settings and rates (decision 162). */
export async function taxRoutes(app: FastifyInstance, ctx: AppContext) {
  const tax = taxService(ctx);
  const routes = API.tax;
  handle(app, ctx, routes.settings, async ({ actor }) => ({ settings: settingsOf(await tax.get({ actor })) }));
  handle(app, ctx, routes.updateSettings, async ({ actor, body }) => ({ settings: settingsOf(await tax.update({ actor, input: body })) }));
  handle(app, ctx, routes.addRate, async ({ actor, body }) => {
    const { rate, settings } = await tax.addRate({ actor, input: body });
    return { rate: presentTaxRate(rate), settings: settingsOf(settings) };
  });
  handle(app, ctx, routes.updateRate, async ({ actor, params, body }) => {
    const { rate, settings } = await tax.updateRate({ actor, id: params.id, input: body });
    return { rate: presentTaxRate(rate), settings: settingsOf(settings) };
  });
  handle(app, ctx, routes.removeRate, async ({ actor, params }) => ({
    settings: settingsOf(await tax.removeRate({ actor, id: params.id })),
  }));
}
