import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { presentProfile } from './presenter.js';
import { emailChangeService } from './email-change.js';
import { accountGuards } from './guards.js';
import { accountService, type AccountHooks } from './service.js';

/**
 * POST /user/email/undo, without a session: the old owner of a changed address may be locked out
 * (decision 050). Registered outside the signed-in routes.
 */
export async function emailUndoRoutes(app: FastifyInstance, ctx: AppContext) {
  const emailChange = emailChangeService(ctx, accountGuards(ctx));
  handle(app, ctx, API.account.undoEmailChange, async ({ body, req }) => {
    await emailChange.undo({ token: body.token, ip: req.ip });
    return {};
  });
}

/** The /user routes (decision 024), as declared in packages/shared: profile, email change, settings, password, sessions, deletion. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext, hooks: AccountHooks = {}) {
  const account = accountService(ctx, hooks);
  const routes = API.account;
  const answer = (p: Awaited<ReturnType<typeof account.profile>>) => ({
    user: presentProfile(p.user, p.studio, p.sessions, p.currentSessionId),
  });

  handle(app, ctx, routes.profile, async ({ actor }) => answer(await account.profile({ actor })));

  handle(app, ctx, routes.updateProfile, async ({ actor, body, req }) =>
    answer(await account.updateProfile({ actor, input: body, ip: req.ip })),
  );

  handle(app, ctx, routes.confirmEmail, async ({ actor, body, req }) =>
    answer(await account.confirmEmail({ actor, otp: body.otp, ip: req.ip })),
  );

  // The codes mailed name their address in the message.
  const codeSent = (email: string) => withMessage({}, 'codeSent', { email });
  handle(app, ctx, routes.sendEmailChangeCode, async ({ actor, req }) =>
    codeSent(await account.sendEmailChangeProof({ actor, ip: req.ip })),
  );
  handle(app, ctx, routes.resendEmailCode, async ({ actor, req }) =>
    withMessage({}, 'verificationCodeSent', { email: await account.resendEmailCode({ actor, ip: req.ip }) }),
  );

  handle(app, ctx, routes.cancelEmailChange, async ({ actor }) => answer(await account.cancelEmailChange({ actor })));

  const saveSettings = async (actor: Actor, settings: Parameters<typeof account.updateSettings>[0]['settings']) =>
    answer(await account.updateSettings({ actor, settings }));
  handle(app, ctx, routes.updateNotifications, async ({ actor, body }) => saveSettings(actor, body.settings));
  handle(app, ctx, routes.updatePreferences, async ({ actor, body }) => saveSettings(actor, body.settings));

  handle(app, ctx, routes.changePassword, async ({ actor, body }) => {
    await account.changePassword({ actor, ...body });
    return {};
  });

  handle(app, ctx, routes.logoutAll, async ({ actor }) => {
    await account.logoutAll({ actor });
    return {};
  });

  handle(app, ctx, routes.endSession, async ({ actor, params }) => {
    await account.endSession({ actor, id: params.id });
    return {};
  });

  handle(app, ctx, routes.sendDeleteCode, async ({ actor, req }) => codeSent(await account.sendDeleteCode({ actor, ip: req.ip })));

  handle(app, ctx, routes.deleteAccount, async ({ actor, body, req }) => {
    await account.deleteAccount({ actor, ip: req.ip, ...body });
    return {};
  });
}
