import { sessionSchema } from '../user.js';
import { twoFactorSetupSchema, twoFactorSigninBodySchema, twoFactorStateSchema, twoFactorToggleBodySchema } from '../two-factor.js';
import { authMessages } from './auth.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  twoFactorEnabled: '2FA enabled successfully',
  twoFactorDisabled: '2FA disabled successfully',
  twoFactorSetup: 'Scan the QR code with your authenticator app, then enter a code to turn on 2FA',
} satisfies RouteMessages;

/** Two-factor sign-in (decision 023): the second step of a sign-in, and turning 2FA on and off. */
export const twoFactorRoutes = routeGroup(
  { ...messages, signedIn: authMessages.signedIn },
  {
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
  },
);
