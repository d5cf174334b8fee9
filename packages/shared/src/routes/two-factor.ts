import { sessionSchema } from '../user.js';
import { twoFactorSetupSchema, twoFactorSigninBodySchema, twoFactorStateSchema, twoFactorToggleBodySchema } from '../two-factor.js';
import { defineRoute } from './define.js';

/** Two-factor sign-in (decision 023): the second step of a sign-in, and turning 2FA on and off. */
export const twoFactorRoutes = {
  /**
   * The second step of a sign-in: the challenge token and a code prove the caller. The message
   * names how the first step was made (`signedIn`, `signedInWithGoogle`, `signedInWithFacebook`).
   */
  signin: defineRoute({
    method: 'POST',
    path: '/auth/2fa',
    resource: 'auth',
    access: 'self',
    body: twoFactorSigninBodySchema,
    success: { status: 200, data: sessionSchema },
    message: 'signedIn',
    errors: {},
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/user/2fa/setup',
    resource: 'two-factor',
    access: 'user',
    success: { status: 200, data: twoFactorSetupSchema },
    message: 'twoFactorSetup',
    errors: {},
  }),
  /** Turns 2FA on (`twoFactorEnabled`, with the recovery codes) or off (`twoFactorDisabled`). */
  toggle: defineRoute({
    method: 'PATCH',
    path: '/user/2fa',
    resource: 'two-factor',
    access: 'user',
    body: twoFactorToggleBodySchema,
    success: { status: 200, data: twoFactorStateSchema },
    message: 'twoFactorEnabled',
    errors: {},
  }),
};
