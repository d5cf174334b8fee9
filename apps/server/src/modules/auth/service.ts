import { TRIAL_DAYS, type signupBodySchema } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { AUTH_LIMITS } from '../../lib/rate-limiter.js';
import { verifyFacebookToken, verifyGoogleToken, type OAuthIdentity } from './oauth.js';
import { checkSendLimit, consumeCode, issueCode } from './otp.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createSession, endAllSessions, type SessionMeta } from './sessions.js';

export type SignupInput = z.output<typeof signupBodySchema>;
type Meta = SessionMeta & { ip: string };

const DAY = 24 * 3600_000;

async function findByEmail(ctx: AppContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists. Sign in or reset your password.', [
    { field: 'email', message: 'An account with this email already exists.' },
  ]);

/** Sends a code unless the address's send limit is reached; true when sent. */
async function sendCodeQuietly(ctx: AppContext, user: UserRow, purpose: 'verify' | 'reset'): Promise<boolean> {
  if (checkSendLimit(ctx, user.email) !== null) return false;
  await issueCode(ctx, user, purpose);
  return true;
}

export async function signup(ctx: AppContext, input: SignupInput, meta: Meta): Promise<UserRow> {
  ctx.limiter.consume(`signup-ip:${meta.ip}`, AUTH_LIMITS.signupPerIp, 'Too many sign-ups from this network. Please try again later.');
  if (await findByEmail(ctx, input.email)) throw emailTaken();
  const trial = input.selectedPlan !== 'free';
  let row: UserRow | undefined;
  try {
    [row] = await ctx.db
      .insert(users)
      .values({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        businessName: input.businessName || null,
        businessType: input.businessType || null,
        plan: input.selectedPlan,
        // Premium and Enterprise start a 14-day trial, no card required (spec section 9).
        subscriptionStatus: trial ? 'trialing' : 'inactive',
        trialEndDate: trial ? new Date(Date.now() + TRIAL_DAYS * DAY) : null,
        subscribeToNewsletter: input.subscribeToNewsletter ?? false,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (!row) throw new Error('user insert returned nothing');
  await sendCodeQuietly(ctx, row, 'verify');
  return row;
}

export async function signin(ctx: AppContext, input: { email: string; password: string; rememberMe?: boolean }, meta: Meta) {
  ctx.limiter.consume(`signin-ip:${meta.ip}`, AUTH_LIMITS.signinPerIp, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  ctx.limiter.consume(`signin-acct:${input.email}`, AUTH_LIMITS.signinPerAccount, 'Too many sign-in attempts for this account. Please wait a few minutes and try again.');
  const user = await findByEmail(ctx, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
  if (!user.isEmailVerified) {
    // A fresh code goes out so the user can verify right away (unless one was just sent).
    await sendCodeQuietly(ctx, user, 'verify');
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email first. We have sent you a verification code.');
  }
  const session = await createSession(ctx, user.id, { ...meta, rememberMe: input.rememberMe });
  return { ...session, user };
}

/** Signs in with a verified provider identity, linking or creating the account by email. */
async function signinWithIdentity(ctx: AppContext, identity: OAuthIdentity, meta: Meta & { rememberMe?: boolean }) {
  const column = identity.provider === 'google' ? users.googleId : users.facebookId;
  // The provider id decides first: with `id = x OR email = y` an account whose Google address
  // changed to one another account holds matched both rows, and linking the wrong one broke the
  // unique provider id (500).
  const [byProvider] = await ctx.db.select().from(users).where(eq(column, identity.providerId)).limit(1);
  let user: UserRow | undefined = byProvider ?? (await findByEmail(ctx, identity.email)) ?? undefined;
  const link = identity.provider === 'google' ? { googleId: identity.providerId } : { facebookId: identity.providerId };
  if (user) {
    // The provider vouches for the address, so an unverified account becomes verified. Its password
    // was set by whoever typed this address without proving it, possibly not its owner: it is
    // dropped so it cannot open the owner's account (pre-account takeover); forgot-password sets a new one.
    const unproven = !user.isEmailVerified;
    [user] = await ctx.db
      .update(users)
      .set({ ...link, isEmailVerified: true, image: user.image ?? identity.image, ...(unproven ? { passwordHash: null } : {}) })
      .where(eq(users.id, user.id))
      .returning();
  } else {
    try {
      [user] = await ctx.db
        .insert(users)
        .values({
          ...link,
          email: identity.email,
          firstName: identity.firstName || identity.email.split('@')[0]!.slice(0, 60),
          lastName: identity.lastName,
          isEmailVerified: true,
          image: identity.image,
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'EMAIL_TAKEN', 'This account was just created. Please try again.');
      throw err;
    }
  }
  if (!user) throw new Error('oauth user upsert returned nothing');
  const session = await createSession(ctx, user.id, meta);
  return { ...session, user };
}

export async function signinWithGoogle(ctx: AppContext, idToken: string, meta: Meta & { rememberMe?: boolean }) {
  ctx.limiter.consume(`oauth-ip:${meta.ip}`, AUTH_LIMITS.oauthPerIp);
  return signinWithIdentity(ctx, await verifyGoogleToken(ctx, idToken), meta);
}

export async function signinWithFacebook(ctx: AppContext, accessToken: string, meta: Meta & { rememberMe?: boolean }) {
  ctx.limiter.consume(`oauth-ip:${meta.ip}`, AUTH_LIMITS.oauthPerIp);
  return signinWithIdentity(ctx, await verifyFacebookToken(ctx, accessToken), meta);
}

function limitSends(ctx: AppContext, email: string, ip: string) {
  ctx.limiter.consume(`otp-send-ip:${ip}`, AUTH_LIMITS.codeSendPerIp, 'Too many codes requested from this network. Please try again later.');
  const wait = checkSendLimit(ctx, email);
  if (wait !== null) {
    throw new AppError(429, 'RATE_LIMITED', `Please wait ${wait} seconds before requesting another code.`, undefined, wait);
  }
}

/**
 * Resends the verification code. The answer is the same for unknown or verified addresses,
 * so it cannot be used to learn who has an account.
 */
export async function sendVerificationCode(ctx: AppContext, email: string, ip: string): Promise<void> {
  limitSends(ctx, email, ip);
  const user = await findByEmail(ctx, email);
  if (user && !user.isEmailVerified) ctx.background.run('verification code', () => issueCode(ctx, user, 'verify'));
}

export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  limitSends(ctx, email, ip);
  const user = await findByEmail(ctx, email);
  if (user) ctx.background.run('reset code', () => issueCode(ctx, user, 'reset'));
}

function limitChecks(ctx: AppContext, email: string, ip: string) {
  ctx.limiter.consume(`otp-check-ip:${ip}`, AUTH_LIMITS.codeCheckPerIp, 'Too many code attempts. Please wait a few minutes and try again.');
  ctx.limiter.consume(`otp-check-acct:${email}`, AUTH_LIMITS.codeCheckPerAccount, 'Too many code attempts. Please wait a few minutes and try again.');
}

export async function verifyEmail(ctx: AppContext, email: string, otp: string, ip: string): Promise<UserRow> {
  limitChecks(ctx, email, ip);
  const user = await findByEmail(ctx, email);
  await consumeCode(ctx, user, 'verify', otp);
  const [updated] = await ctx.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user!.id)).returning();
  return updated!;
}

/** Sets the new password and ends every session of the account (foundation issue, section 3). */
export async function resetPassword(ctx: AppContext, input: { email: string; otp: string; password: string }, ip: string) {
  limitChecks(ctx, input.email, ip);
  const user = await findByEmail(ctx, input.email);
  await consumeCode(ctx, user, 'reset', input.otp);
  // Receiving the reset code by mail also proves the address.
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), isEmailVerified: true })
    .where(eq(users.id, user!.id));
  await endAllSessions(ctx, user!.id);
}
