import { API } from '@atelier/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer, withMessage, type RouteExtras } from '../../lib/declared-routes.js';
import { sendPdf } from '../../lib/reply.js';
import { boundNetwork, boundPortalPdf, openLink, portalHeaders } from '../portal/guard.js';
import { studioOwner } from '../plans/rules.js';
import { contractFileName, readContractPdf } from './documents.js';
import { contractLifecycle } from './lifecycle.js';
import { presentContract, presentContractTemplate, presentPortalContract } from './presenter.js';
import { loadContracts } from './queries.js';
import { contractService } from './service.js';
import { contractSigning, portalContract } from './signing.js';
import { contractTemplateService } from './templates.js';
import { and, desc, eq, inArray } from 'drizzle-orm';

/** Where a signature came from, for the audit page (decision 159). */
const seenFrom = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

/** The studio's contract routes as declared in packages/shared (decisions 062, 159). */
export async function contractRoutes(app: FastifyInstance, ctx: AppContext) {
  const templates = contractTemplateService(ctx);
  const contracts = contractService(ctx);
  const lifecycle = contractLifecycle(ctx);
  const signing = contractSigning(ctx);
  const t = API.contractTemplates;
  const c = API.contracts;

  handle(app, ctx, t.list, async ({ actor }) => ({
    contractTemplates: (await templates.list({ actor })).map(presentContractTemplate),
  }));
  handle(app, ctx, t.create, async ({ actor, body }) => ({
    contractTemplate: presentContractTemplate(await templates.create({ actor, input: body })),
  }));
  handle(
    app,
    ctx,
    t.update,
    async ({ actor, params, body }) => ({
      contractTemplate: presentContractTemplate(await templates.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.contractTemplates },
  );
  handle(app, ctx, t.remove, async ({ actor, params }) => {
    await templates.remove({ actor, id: params.id });
    return { deleted: true as const };
  });

  handle(app, ctx, c.list, async ({ actor, query }) =>
    listAnswer('contracts', await contracts.list({ actor, filters: query }), presentContract),
  );
  handle(app, ctx, c.create, async ({ actor, body }) => ({ contract: presentContract(await contracts.create({ actor, input: body })) }));
  handle(app, ctx, c.get, async ({ actor, params }) => ({ contract: presentContract(await contracts.get({ actor, id: params.id })) }));
  handle(
    app,
    ctx,
    c.update,
    async ({ actor, params, body }) => ({ contract: presentContract(await contracts.update({ actor, id: params.id, input: body })) }),
    { versionOf: tables.contracts },
  );
  handle(app, ctx, c.remove, async ({ actor, params }) => {
    await contracts.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
  handle(app, ctx, c.send, async ({ actor, params }) => {
    const { contract, to } = await lifecycle.send({ actor, id: params.id });
    return withMessage({ contract: presentContract(contract), to }, 'contractSent', { to });
  });
  handle(app, ctx, c.countersign, async ({ actor, params, body, req }) => ({
    contract: presentContract(await signing.countersign({ actor, id: params.id, body, seen: seenFrom(req) })),
  }));
  handle(app, ctx, c.newVersion, async ({ actor, params }) => ({
    contract: presentContract(await contracts.newVersion({ actor, id: params.id })),
  }));
  handle(app, ctx, c.pdf, async ({ actor, params, reply }) => sendPdf(reply, await lifecycle.pdf({ actor, id: params.id })));
}

/**
 * The client's side on the portal (decisions 082, 159), public, in a scope of its own with the
 * portal's headers and network bound: every handler starts from the live link or the one 404.
 */
export async function portalContractRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (portal) => {
    portalHeaders(portal);
    portalContractHandlers(portal, ctx, { preValidation: boundNetwork(ctx) });
  });
}

function portalContractHandlers(portal: FastifyInstance, ctx: AppContext, extras: RouteExtras) {
  const signing = contractSigning(ctx);
  const routes = API.portalContracts;

  handle(
    portal,
    ctx,
    routes.list,
    async ({ params }) => {
      const link = await openLink(ctx, params.token, 'read');
      const rows = await ctx.db
        .select({ id: tables.contracts.id })
        .from(tables.contracts)
        .where(
          and(
            eq(tables.contracts.workspaceId, link.workspaceId),
            eq(tables.contracts.clientId, link.clientId),
            inArray(tables.contracts.status, ['sent', 'signed-by-client', 'signed']),
          ),
        )
        .orderBy(desc(tables.contracts.createdAt))
        .limit(50);
      const loaded = await loadContracts(
        ctx.db,
        link.workspaceId,
        rows.map((r) => r.id),
      );
      return { contracts: loaded.map(presentPortalContract) };
    },
    extras,
  );

  handle(
    portal,
    ctx,
    routes.pdf,
    async ({ params, reply }) => {
      const link = await openLink(ctx, params.token, 'read');
      const { row } = await portalContract(ctx, link, params.id);
      await boundPortalPdf(ctx, link);
      const owner = await studioOwner(ctx.db, link.workspaceId);
      // A sent contract always has its PDF kept; one without is answered as not there.
      const pdf = await readContractPdf(ctx.db, owner.id, row.signedPdfId ?? row.sentPdfId ?? '00000000-0000-0000-0000-000000000000');
      return sendPdf(reply, { fileName: contractFileName(row.title, row.version), pdf });
    },
    extras,
  );

  handle(
    portal,
    ctx,
    routes.sign,
    async ({ params, body, req }) => {
      const link = await openLink(ctx, params.token, 'write');
      return { contract: presentPortalContract(await signing.sign({ link, id: params.id, body, seen: seenFrom(req) })) };
    },
    extras,
  );
}
