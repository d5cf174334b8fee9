import { API, type SuccessMessageKey } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import type { SigninMethod } from '../auth/challenge.js';
import { presentSession } from '../auth/presenter.js';
import { twoFactorService } from './service.js';

/** The message of a finished sign-in names how its first step was made. */
const SIGNED_IN: Record<SigninMethod, SuccessMessageKey> = {
  password: 'signedIn',
  google: 'signedInWithGoogle',
  facebook: 'signedInWithFacebook',
};

/** Two-factor sign-in (decision 023), as declared in packages/shared: the second step of a sign-in, and turning 2FA on and off. */
export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const twoFactor = twoFactorService(ctx);
  const routes = API.twoFactor;

  handle(app, ctx, routes.signin, async ({ body, req }) => {
    const result = await twoFactor.completeChallenge({ input: body, ip: req.ip, userAgent: req.headers['user-agent'] });
    return withMessage(await presentSession(ctx.db, result), SIGNED_IN[result.method]);
  });

  handle(app, ctx, routes.setup, async ({ actor }) => twoFactor.setup({ actor }));

  handle(app, ctx, routes.toggle, async ({ actor, body, req }) => {
    if (body.enable) {
      const recoveryCodes = await twoFactor.enable({ actor, code: body.code, ip: req.ip });
      return withMessage({ is2FAEnabled: true, recoveryCodes }, 'twoFactorEnabled');
    }
    await twoFactor.disable({ actor, code: body.code, ip: req.ip });
    return withMessage({ is2FAEnabled: false }, 'twoFactorDisabled');
  });
}
