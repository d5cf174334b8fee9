import {
  sessionSchema,
  successEnvelope,
  twoFactorSetupSchema,
  twoFactorSigninBodySchema,
  twoFactorStateSchema,
  twoFactorToggleBodySchema,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAuth } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { presentSession, SIGNIN_MESSAGES } from '../auth/presenter.js';
import { twoFactorService } from './service.js';

const tags = ['two-factor'];

/** Two-factor sign-in (decision 023): the second step of a sign-in, and turning 2FA on and off. */
export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const twoFactor = twoFactorService(ctx);

  r.post(
    '/auth/2fa',
    { schema: { tags: ['auth'], body: twoFactorSigninBodySchema, response: { 200: successEnvelope(sessionSchema) } } },
    async (req) => {
      const result = await twoFactor.completeChallenge({ input: req.body, ip: req.ip, userAgent: req.headers['user-agent'] });
      return ok(SIGNIN_MESSAGES[result.method], presentSession(result));
    },
  );

  await app.register(async (protectedApp) => {
    protectedApp.addHook('onRequest', requireAuth(ctx));
    const p = protectedApp.withTypeProvider<ZodTypeProvider>();
    const secured = { tags, security: [{ bearerAuth: [] }] };

    p.post('/user/2fa/setup', { schema: { ...secured, response: { 200: successEnvelope(twoFactorSetupSchema) } } }, async (req) =>
      ok('Scan the QR code with your authenticator app, then enter a code to turn on 2FA', await twoFactor.setup({ actor: actorOf(req) })),
    );

    p.patch(
      '/user/2fa',
      { schema: { ...secured, body: twoFactorToggleBodySchema, response: { 200: successEnvelope(twoFactorStateSchema) } } },
      async (req) => {
        const actor = actorOf(req);
        if (req.body.enable) {
          const recoveryCodes = await twoFactor.enable({ actor, code: req.body.code, ip: req.ip });
          return ok('2FA enabled successfully', { is2FAEnabled: true, recoveryCodes });
        }
        await twoFactor.disable({ actor, code: req.body.code, ip: req.ip });
        return ok('2FA disabled successfully', { is2FAEnabled: false });
      },
    );
  });
}
