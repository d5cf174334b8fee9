import {
  confirmEmailBodySchema,
  deleteAccountBodySchema,
  emailUndoBodySchema,
  errorEnvelopeSchema,
  notificationsBodySchema,
  passwordChangeBodySchema,
  preferencesBodySchema,
  profileBodySchema,
  successEnvelope,
  userProfileSchema,
} from '@atelier/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentProfile } from './presenter.js';
import { emailChangeService } from './email-change.js';
import { accountGuards } from './guards.js';
import { accountService, type AccountHooks } from './service.js';

const profileData = successEnvelope(z.object({ user: userProfileSchema }));
const empty = successEnvelope(z.object({}));
const withErrors = {
  ...errorResponses,
  400: errorEnvelopeSchema.describe('Wrong password or code (INVALID_PASSWORD, INVALID_OTP, OTP_EXPIRED, BAD_REQUEST)'),
  422: errorEnvelopeSchema.describe(
    'Invalid body, or a new email without proof of the account (VALIDATION_ERROR on currentPassword or otp)',
  ),
  409: errorEnvelopeSchema.describe('Another account has this email (EMAIL_TAKEN)'),
  429: errorEnvelopeSchema.describe('Too many codes or wrong passwords (RATE_LIMITED, OTP_LOCKED)'),
};

/**
 * POST /user/email/undo, without a session: the old owner of a changed address may be locked out
 * (decision 050). Registered outside the signed-in routes.
 */
export async function emailUndoRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const emailChange = emailChangeService(ctx, accountGuards(ctx));
  r.post(
    '/user/email/undo',
    { schema: { tags: ['user'], body: emailUndoBodySchema, response: { 200: empty, ...withErrors } } },
    async (req) => {
      await emailChange.undo({ token: req.body.token, ip: req.ip });
      return ok('Email address restored. Every device was signed out; set a new password with "Forgot password".', {});
    },
  );
}

/** The /user routes (decision 024): profile, email change, settings, password, sessions, deletion. Behind requireAuth. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext, hooks: AccountHooks = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const account = accountService(ctx, hooks);
  const schema = secured('user');
  const respond = (message: string) => (p: Awaited<ReturnType<typeof account.profile>>) =>
    ok(message, { user: presentProfile(p.user, p.sessions, p.currentSessionId) });
  const base = (req: FastifyRequest) => ({ actor: actorOf(req), ip: req.ip });

  r.get('/user/profile', { schema: { ...schema, response: { 200: profileData, ...errorResponses } } }, async (req) =>
    respond('Profile loaded')(await account.profile(base(req))),
  );

  r.patch('/user/profile', { schema: { ...schema, body: profileBodySchema, response: { 200: profileData, ...withErrors } } }, async (req) =>
    respond('Profile updated successfully')(await account.updateProfile({ ...base(req), input: req.body })),
  );

  r.post(
    '/user/email/confirm',
    { schema: { ...schema, body: confirmEmailBodySchema, response: { 200: profileData, ...withErrors } } },
    async (req) => respond('Email updated successfully')(await account.confirmEmail({ ...base(req), otp: req.body.otp })),
  );

  r.post('/user/email/code', { schema: { ...schema, response: { 200: empty, ...withErrors } } }, async (req) => {
    const email = await account.sendEmailChangeProof(base(req));
    return ok(`Code sent to ${email}`, {});
  });

  r.post('/user/email/resend', { schema: { ...schema, response: { 200: empty, ...withErrors } } }, async (req) => {
    const email = await account.resendEmailCode(base(req));
    return ok(`Verification code sent to ${email}`, {});
  });

  r.post('/user/email/cancel', { schema: { ...schema, response: { 200: profileData, ...errorResponses } } }, async (req) =>
    respond('Email change cancelled')(await account.cancelEmailChange(base(req))),
  );

  r.patch(
    '/user/notifications',
    { schema: { ...schema, body: notificationsBodySchema, response: { 200: profileData, ...errorResponses } } },
    async (req) =>
      respond('Notifications updated successfully')(await account.updateSettings({ actor: actorOf(req), settings: req.body.settings })),
  );

  r.patch(
    '/user/preferences',
    { schema: { ...schema, body: preferencesBodySchema, response: { 200: profileData, ...errorResponses } } },
    async (req) =>
      respond('Preferences updated successfully')(await account.updateSettings({ actor: actorOf(req), settings: req.body.settings })),
  );

  r.patch(
    '/user/password',
    { schema: { ...schema, body: passwordChangeBodySchema, response: { 200: empty, ...withErrors } } },
    async (req) => {
      await account.changePassword({ actor: actorOf(req), ...req.body });
      return ok('Password updated successfully', {});
    },
  );

  r.post('/user/logout-all', { schema: { ...schema, response: { 200: empty, ...errorResponses } } }, async (req) => {
    await account.logoutAll({ actor: actorOf(req) });
    return ok('Logged out from all sessions', {});
  });

  r.delete('/user/sessions/:id', { schema: { ...schema, params: idParams, response: { 200: empty, ...errorResponses } } }, async (req) => {
    await account.endSession({ actor: actorOf(req), id: req.params.id });
    return ok('Session ended', {});
  });

  r.post('/user/delete-account/code', { schema: { ...schema, response: { 200: empty, ...withErrors } } }, async (req) => {
    const email = await account.sendDeleteCode(base(req));
    return ok(`Code sent to ${email}`, {});
  });

  r.post(
    '/user/delete-account',
    { schema: { ...schema, body: deleteAccountBodySchema, response: { 200: empty, ...withErrors } } },
    async (req) => {
      await account.deleteAccount({ ...base(req), ...req.body });
      return ok('Account deleted successfully', {});
    },
  );
}
