import {
  authProvidersSchema,
  emailBodySchema,
  facebookBodySchema,
  googleBodySchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signinResultSchema,
  signupBodySchema,
  successEnvelope,
  userSchema,
  verifyOtpBodySchema,
} from '@atelier/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAuth } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { presentSigninResult, presentUser, SIGNIN_MESSAGES } from './presenter.js';
import { authService } from './service.js';
import { endSession } from './sessions.js';

const empty = successEnvelope(z.object({}));
const userData = successEnvelope(z.object({ user: userSchema }));
// With 2FA on, a sign-in answers a challenge instead of a session (decision 023).
const signinData = successEnvelope(signinResultSchema);
const tags = ['auth'];

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** The auth routes: the nine calls plus logout and the provider list. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = authService(ctx);

  r.get('/auth/providers', { schema: { tags, response: { 200: successEnvelope(authProvidersSchema) } } }, async () =>
    ok('Sign-in providers', {
      google: { enabled: !!ctx.config.google.clientId, clientId: ctx.config.google.clientId ?? null },
      facebook: {
        enabled: !!(ctx.config.facebook.appId && ctx.config.facebook.appSecret),
        appId: ctx.config.facebook.appSecret ? (ctx.config.facebook.appId ?? null) : null,
      },
    }),
  );

  r.post('/auth/signup', { schema: { tags, body: signupBodySchema, response: { 201: userData } } }, async (req, reply) => {
    const user = await auth.signup({ input: req.body, ...meta(req) });
    reply.code(201);
    return ok('Registration successful! Please verify your email.', { user: presentUser(user) }, 201);
  });

  r.post('/auth/signin', { schema: { tags, body: signinBodySchema, response: { 200: signinData } } }, async (req) =>
    ok(SIGNIN_MESSAGES.password, presentSigninResult(await auth.signin({ input: req.body, ...meta(req) }))),
  );

  r.post('/auth/oauth/google', { schema: { tags, body: googleBodySchema, response: { 200: signinData } } }, async (req) =>
    ok(SIGNIN_MESSAGES.google, presentSigninResult(await auth.signinWithGoogle({ input: req.body, ...meta(req) }))),
  );

  r.post('/auth/oauth/facebook', { schema: { tags, body: facebookBodySchema, response: { 200: signinData } } }, async (req) =>
    ok(SIGNIN_MESSAGES.facebook, presentSigninResult(await auth.signinWithFacebook({ input: req.body, ...meta(req) }))),
  );

  r.post('/auth/send-otp', { schema: { tags, body: emailBodySchema, response: { 200: empty } } }, async (req) => {
    await auth.sendVerificationCode({ email: req.body.email, ip: req.ip });
    return ok(`Verification code sent to ${req.body.email}`, {});
  });

  r.post('/auth/verify-otp', { schema: { tags, body: verifyOtpBodySchema, response: { 200: userData } } }, async (req) => {
    const user = await auth.verifyEmail({ input: req.body, ip: req.ip });
    return ok('Account verified successfully! You can now log in.', { user: presentUser(user) });
  });

  r.post('/auth/forgot-password', { schema: { tags, body: emailBodySchema, response: { 200: empty } } }, async (req) => {
    await auth.forgotPassword({ email: req.body.email, ip: req.ip });
    // Same words whether or not the account exists (no enumeration).
    return ok(`Password reset code sent to ${req.body.email}`, {});
  });

  r.post('/auth/reset-password', { schema: { tags, body: resetPasswordBodySchema, response: { 200: empty } } }, async (req) => {
    await auth.resetPassword({ input: req.body, ip: req.ip });
    return ok('Password has been reset successfully! Please log in with your new password.', {});
  });

  await app.register(async (protectedApp) => {
    protectedApp.addHook('onRequest', requireAuth(ctx));
    const p = protectedApp.withTypeProvider<ZodTypeProvider>();
    const secured = { tags, security: [{ bearerAuth: [] }] };

    p.get('/auth', { schema: { ...secured, response: { 200: userData } } }, async (req) =>
      ok('Current user', { user: presentUser(actorOf(req).user) }),
    );

    p.post('/auth/logout', { schema: { ...secured, response: { 200: empty } } }, async (req) => {
      await endSession(ctx, actorOf(req).session.id);
      return ok('Logged out successfully.', {});
    });
  });
}
