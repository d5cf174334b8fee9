import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { presentToken } from './presenter.js';
import { tokenService } from './service.js';

/** Personal API tokens (decision 074): a member's own, listed, created and revoked from a signed-in session. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokens = tokenService(ctx);
  const routes = API.tokens;

  handle(app, ctx, routes.list, async ({ actor }) => ({ tokens: (await tokens.list({ actor })).map(presentToken) }));

  handle(app, ctx, routes.create, async ({ actor, body }) => {
    const { row, secret } = await tokens.create({ actor, input: body });
    return { token: presentToken(row), secret };
  });

  handle(app, ctx, routes.revoke, async ({ actor, params }) => ({ token: presentToken(await tokens.revoke({ actor, id: params.id })) }));
}
