import { sendPdf } from '../../lib/reply.js';
import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { payLedgerService } from './ledger.js';
import { presentPayEntry, presentPayRate, presentPaySummary } from './presenter.js';
import { payRateService } from './rates.js';
import { payStatements } from './statement.js';

/** Piece-rate pay's routes as declared in packages/shared (decisions 062, 154). */
export async function payRoutes(app: FastifyInstance, ctx: AppContext) {
  const ledger = payLedgerService(ctx);
  const rates = payRateService(ctx);
  const statements = payStatements(ctx, ledger);
  const routes = API.pay;

  handle(app, ctx, routes.summary, async ({ actor, query }) => presentPaySummary(await ledger.summary({ actor, query })));

  handle(app, ctx, routes.entries, async ({ actor, params, query }) =>
    listAnswer('entries', await ledger.entries({ actor, memberId: params.memberId, filters: query }), presentPayEntry),
  );

  handle(app, ctx, routes.record, async ({ actor, params, body }) => ({
    entry: presentPayEntry(await ledger.record({ actor, memberId: params.memberId, input: body })),
  }));

  handle(app, ctx, routes.statement, async ({ actor, params, query, reply }) => {
    return sendPdf(reply, await statements.pdf({ actor, memberId: params.memberId, query }));
  });

  handle(app, ctx, routes.rates, async ({ actor, query }) =>
    listAnswer('payRates', await rates.list({ actor, filters: query }), presentPayRate),
  );

  handle(app, ctx, routes.createRate, async ({ actor, body }) => ({ payRate: presentPayRate(await rates.create({ actor, input: body })) }));

  handle(
    app,
    ctx,
    routes.updateRate,
    async ({ actor, params, body }) => ({ payRate: presentPayRate(await rates.update({ actor, id: params.id, input: body })) }),
    { versionOf: tables.payRates },
  );

  handle(app, ctx, routes.removeRate, async ({ actor, params }) => {
    await rates.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
}
