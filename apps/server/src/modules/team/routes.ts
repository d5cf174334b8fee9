import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { userAnswer } from '../auth/presenter.js';
import { inviteService } from './invites.js';
import { joinService } from './join.js';
import { memberService } from './members.js';
import { presentInvite, presentMember } from './presenter.js';

/**
 * The team routes (decision 072), as declared in packages/shared. Registered in the api scope:
 * reading an invitation is public (the join page before sign-in); every other route signs in
 * through its declaration.
 */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const members = memberService(ctx);
  const invites = inviteService(ctx);
  const join = joinService(ctx);
  const routes = API.team;

  handle(app, ctx, routes.members, async ({ actor }) => ({ members: (await members.list({ actor })).map(presentMember) }));

  handle(app, ctx, routes.changeRole, async ({ actor, params, body }) => ({
    member: presentMember(await members.changeRole({ actor, id: params.id, role: body.role })),
  }));

  handle(app, ctx, routes.removeMember, async ({ actor, params }) => ({
    member: presentMember(await members.remove({ actor, id: params.id })),
  }));

  handle(app, ctx, routes.leave, async ({ actor }) => ({ user: await userAnswer(ctx.db, await members.leave({ actor })) }));

  handle(app, ctx, routes.invites, async ({ actor }) => ({ invites: (await invites.list({ actor })).map(presentInvite) }));

  handle(app, ctx, routes.invite, async ({ actor, body }) => {
    const invite = presentInvite(await invites.create({ actor, input: body }));
    return withMessage({ invite }, 'inviteSent', { email: invite.email });
  });

  handle(app, ctx, routes.resendInvite, async ({ actor, params }) => {
    const invite = presentInvite(await invites.resend({ actor, id: params.id }));
    return withMessage({ invite }, 'inviteResent', { email: invite.email });
  });

  handle(app, ctx, routes.revokeInvite, async ({ actor, params }) => ({
    invite: presentInvite(await invites.revoke({ actor, id: params.id })),
  }));

  handle(app, ctx, routes.lookupInvite, async ({ body, req }) => ({ invite: await invites.lookup({ token: body.token, ip: req.ip }) }));

  handle(app, ctx, routes.acceptInvite, async ({ actor, body }) => {
    const joined = await join.accept({ actor, token: body.token });
    return withMessage({ user: await userAnswer(ctx.db, joined.user) }, 'inviteAccepted', { studio: joined.studioName });
  });
}
