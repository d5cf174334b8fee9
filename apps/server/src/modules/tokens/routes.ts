import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { fullName } from '../../lib/member-name.js';
import { presentToken } from './presenter.js';
import { tokenService } from './service.js';

/**
 * Personal API tokens (decisions 074, 106), from a signed-in session: a member creates their own;
 * the owner lists and revokes the studio's, anyone else their own.
 */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokens = tokenService(ctx);
  const routes = API.tokens;

  handle(app, ctx, routes.list, async ({ actor }) => ({ tokens: (await tokens.list({ actor })).map(presentToken) }));

  handle(app, ctx, routes.create, async ({ actor, body }) => {
    const { row, secret } = await tokens.create({ actor, input: body });
    const member = { id: actor.user.id, name: fullName(actor.user), role: actor.role };
    return { token: presentToken({ row, member, roleChangedAt: null }), secret };
  });

  handle(app, ctx, routes.revoke, async ({ actor, params }) => ({ token: presentToken(await tokens.revoke({ actor, id: params.id })) }));
}
