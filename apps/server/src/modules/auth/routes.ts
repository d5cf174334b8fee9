import { API } from '@atelier/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { sessionOf } from '../../lib/actor.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { presentSigninResult, presentUser, userAnswer } from './presenter.js';
import { authService } from './service.js';
import { endSession } from './sessions.js';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
/** The browser's languages: the mails' language for an account that has chosen none yet (lib/mail-language.ts). */
const reader = (req: FastifyRequest) => ({ acceptLanguage: req.headers['accept-language'] });

/** The auth routes as declared in packages/shared (decision 062): the nine calls plus logout and the provider list. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = authService(ctx);
  const routes = API.auth;

  handle(app, ctx, routes.providers, () => ({
    google: { enabled: !!ctx.config.google.clientId, clientId: ctx.config.google.clientId ?? null },
    facebook: {
      enabled: !!(ctx.config.facebook.appId && ctx.config.facebook.appSecret),
      appId: ctx.config.facebook.appSecret ? (ctx.config.facebook.appId ?? null) : null,
    },
  }));

  handle(app, ctx, routes.signup, async ({ body, req }) => ({
    user: await userAnswer(ctx.db, await auth.signup({ input: body, ...meta(req), ...reader(req) })),
  }));

  // With 2FA on, a sign-in answers a challenge instead of a session (decision 023).
  handle(app, ctx, routes.signin, async ({ body, req }) =>
    presentSigninResult(ctx.db, await auth.signin({ input: body, ...meta(req), ...reader(req) })),
  );
  handle(app, ctx, routes.google, async ({ body, req }) =>
    presentSigninResult(ctx.db, await auth.signinWithGoogle({ input: body, ...meta(req), ...reader(req) })),
  );
  handle(app, ctx, routes.facebook, async ({ body, req }) =>
    presentSigninResult(ctx.db, await auth.signinWithFacebook({ input: body, ...meta(req), ...reader(req) })),
  );

  handle(app, ctx, routes.sendOtp, async ({ body, req }) => {
    await auth.sendVerificationCode({ email: body.email, ip: req.ip, ...reader(req) });
    return withMessage({}, 'verificationCodeSent', { email: body.email });
  });

  handle(app, ctx, routes.verifyOtp, async ({ body, req }) => ({
    user: await userAnswer(ctx.db, await auth.verifyEmail({ input: body, ip: req.ip, ...reader(req) })),
  }));

  handle(app, ctx, routes.forgotPassword, async ({ body, req }) => {
    await auth.forgotPassword({ email: body.email, ip: req.ip, ...reader(req) });
    // Same words whether or not the account exists (no enumeration).
    return withMessage({}, 'resetCodeSent', { email: body.email });
  });

  handle(app, ctx, routes.resetPassword, async ({ body, req }) => {
    await auth.resetPassword({ input: body, ip: req.ip, ...reader(req) });
    return {};
  });

  // The studio was read with the session: no second query on the call every screen makes (decision 168).
  handle(app, ctx, routes.me, ({ actor }) => ({ user: presentUser(actor.user, actor.studio) }));

  handle(app, ctx, routes.logout, async ({ actor }) => {
    await endSession(ctx, sessionOf(actor).id);
    return {};
  });
}
