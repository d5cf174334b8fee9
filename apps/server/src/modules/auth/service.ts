import { NEW_STUDIO_ZONE, TRIAL_DAYS, type signupBodySchema } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { languageOfHeader, said, sayIn, type Said } from '../../lib/said.js';
import { AUTH_LIMITS } from '../../lib/rate-limiter.js';
import { networkOf } from '../../lib/network.js';
import { verifyFacebookToken, verifyGoogleToken, type OAuthIdentity } from './oauth.js';
import { createStudioFor } from '../workspaces/service.js';
import { checkSendLimit, consumeCode, invalidOtp, issueCode } from './otp.js';
import { assertStrongPassword } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createSession, endAllSessions, type Origin } from './sessions.js';
import { createChallenge } from './challenge.js';
import { keptForUndo } from './kept-addresses.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type SignupInput = z.output<typeof signupBodySchema>;

const DAY = 24 * 3600_000;

async function findByEmail(ctx: AppContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** 409 EMAIL_TAKEN, saying what to do next; its field error only says the address is taken. */
const emailTakenAs = (refusal: Said) => {
  const taken = said('auth.emailTaken');
  return new AppError('EMAIL_TAKEN', refusal, { errors: [{ field: 'email', message: sayIn('en', taken), said: taken }] });
};
const emailTaken = () => emailTakenAs(said('auth.emailTakenSignIn'));

/**
 * The request's Accept-Language: the language of the mails it sends to an account that has chosen
 * none yet, as at sign-up (lib/mail-language.ts).
 */
type Reader = { acceptLanguage?: string };

/** Sends a code unless the address's send limit is reached; true when sent. */
async function sendCodeQuietly(
  ctx: AppContext,
  user: UserRow,
  purpose: 'verify' | 'reset',
  { ip, acceptLanguage }: { ip: string } & Reader,
): Promise<boolean> {
  if ((await checkSendLimit(ctx, user.email, ip)) !== null) return false;
  await issueCode(ctx, user.email, user, purpose, { acceptLanguage });
  return true;
}

const tooManySignins = (retryAfter: number) => new AppError('RATE_LIMITED', said('auth.tooManySignins'), { retryAfter });

/**
 * Whether the account was ever signed in to from this network: its owner, most likely. An IPv6
 * owner's address changes within its /64 (privacy addresses), so networks are compared (decision 051).
 */
async function hasSignedInFrom(ctx: AppContext, userId: string, ip: string): Promise<boolean> {
  const network = networkOf(ip);
  const rows = await ctx.db.selectDistinct({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, userId)).limit(1000);
  return rows.some((r) => r.ip !== null && networkOf(r.ip) === network);
}

/** Signs in with a verified provider identity, linking or creating the account by email. */
async function signinWithIdentity(ctx: AppContext, identity: OAuthIdentity, meta: Origin & Reader & { rememberMe?: boolean }) {
  const column = identity.provider === 'google' ? users.googleId : users.facebookId;
  // The provider id decides first: with `id = x OR email = y` an account whose Google address
  // changed to one another account holds matched both rows, and linking the wrong one broke the
  // unique provider id (500).
  const [byProvider] = await ctx.db.select().from(users).where(eq(column, identity.providerId)).limit(1);
  const byEmail = byProvider ? null : await findByEmail(ctx, identity.email);
  // Facebook does not promise that the email it returns was verified (Google's token says so in
  // email_verified), so a Facebook sign-in never takes over an account by its address: its owner
  // signs in with their password instead (an account takeover a security probe found).
  if (byEmail && identity.provider === 'facebook') {
    throw emailTakenAs(said('auth.emailTakenUsePassword'));
  }
  let user: UserRow | undefined = byProvider ?? byEmail ?? undefined;
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
      user = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            ...link,
            email: identity.email,
            firstName: identity.firstName || identity.email.split('@')[0]!.slice(0, 60),
            lastName: identity.lastName,
            isEmailVerified: true,
            image: identity.image,
            // The provider sends no zone: UTC until the owner confirms the studio's (decision 129).
            settings: { timezone: NEW_STUDIO_ZONE },
          })
          .returning();
        if (inserted) await createStudioFor(tx, inserted, languageOfHeader(meta.acceptLanguage));
        return inserted;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', said('auth.accountJustCreated'));
      throw err;
    }
  }
  assertWritten(user, 'oauth user upsert');
  // Google and Facebook vouch for the address, not for the second factor: they are challenged too (decision 023).
  if (user.twoFactorEnabled) return createChallenge(ctx, { user, ...meta, method: identity.provider });
  const session = await createSession(ctx, user.id, meta);
  return { ...session, user };
}

async function limitSends(ctx: AppContext, email: string, ip: string) {
  await ctx.limiter.consume(
    `otp-send-ip:${networkOf(ip)}`,
    AUTH_LIMITS.codeSendPerIp,
    'Too many codes requested from this network. Please try again later.',
  );
  const wait = await checkSendLimit(ctx, email, ip);
  if (wait !== null) {
    throw new AppError('RATE_LIMITED', said('auth.waitBeforeCode', { seconds: wait }), { retryAfter: wait });
  }
}

async function limitChecks(ctx: AppContext, email: string, ip: string) {
  await ctx.limiter.consume(
    `otp-check-ip:${networkOf(ip)}`,
    AUTH_LIMITS.codeCheckPerIp,
    'Too many code attempts. Please wait a few minutes and try again.',
  );
  await ctx.limiter.consume(
    `otp-check-acct:${email}:${networkOf(ip)}`,
    AUTH_LIMITS.codeCheckPerAccountIp,
    'Too many code attempts. Please wait a few minutes and try again.',
  );
}

const owner = (ctx: AppContext, email: string) => () => findByEmail(ctx, email);

/**
 * Sign-up, sign-in and codes by email. The calls are signed out, so they take no actor, but like
 * every service each takes one options object: the request body as `input`, and the address it
 * came from (decision 064).
 */
export function authService(ctx: AppContext) {
  async function signup({ input, ip, acceptLanguage }: { input: SignupInput } & Origin & Reader): Promise<UserRow> {
    await ctx.limiter.consume(
      `signup-ip:${networkOf(ip)}`,
      AUTH_LIMITS.signupPerIp,
      'Too many sign-ups from this network. Please try again later.',
    );
    // An address a changed account may still undo back to counts as taken (decision 050).
    if ((await findByEmail(ctx, input.email)) || (await keptForUndo(ctx, input.email))) throw emailTaken();
    assertStrongPassword(input.password, { email: input.email, names: [input.firstName, input.lastName, input.businessName ?? ''] });
    const trial = input.selectedPlan !== 'free';
    const passwordHash = await hashPassword(input.password);
    let row: UserRow | undefined;
    try {
      row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            businessName: input.businessName || null,
            businessType: input.businessType || null,
            plan: input.selectedPlan,
            // Premium and Enterprise start a 14-day trial, no card required (decision 043).
            subscriptionStatus: trial ? 'trialing' : 'inactive',
            trialEndDate: trial ? new Date(Date.now() + TRIAL_DAYS * DAY) : null,
            subscribeToNewsletter: input.subscribeToNewsletter ?? false,
            // The browser's zone, or UTC: never a city the studio is not in (decision 129).
            settings: { timezone: input.timezone ?? NEW_STUDIO_ZONE },
          })
          .returning();
        if (inserted) await createStudioFor(tx, inserted, languageOfHeader(acceptLanguage));
        return inserted;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    assertWritten(row, 'user insert');
    await sendCodeQuietly(ctx, row, 'verify', { ip, acceptLanguage });
    return row;
  }

  /**
   * Wrong passwords are bounded per account and network, and per account from anywhere; only
   * failures count, so the owner's own sign-ins never do. Past the account-wide bound, a network
   * the owner has signed in from still gets through with the right password: a stranger can slow
   * guessing down but cannot lock the owner out (decision 018).
   */
  async function signin({
    input,
    acceptLanguage,
    ...origin
  }: { input: { email: string; password: string; rememberMe?: boolean } } & Origin & Reader) {
    await ctx.limiter.consume(
      `signin-ip:${networkOf(origin.ip)}`,
      AUTH_LIMITS.signinPerIp,
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    const pairKey = `signin-fail:${input.email}:${networkOf(origin.ip)}`;
    const accountKey = `signin-fail:${input.email}`;
    const pairWait = await ctx.limiter.peek(pairKey, AUTH_LIMITS.signinFailuresPerAccountIp);
    if (pairWait !== null) throw tooManySignins(pairWait);
    const user = await findByEmail(ctx, input.email);
    const accountWait = await ctx.limiter.peek(accountKey, AUTH_LIMITS.signinFailuresPerAccount);
    if (accountWait !== null && !(user && (await hasSignedInFrom(ctx, user.id, origin.ip)))) throw tooManySignins(accountWait);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await ctx.limiter.hit(pairKey, AUTH_LIMITS.signinFailuresPerAccountIp);
      await ctx.limiter.hit(accountKey, AUTH_LIMITS.signinFailuresPerAccount);
      throw new AppError('INVALID_CREDENTIALS', said('auth.invalidCredentials'));
    }
    if (!user.isEmailVerified) {
      // A fresh code goes out so the user can verify right away (unless one was just sent).
      await sendCodeQuietly(ctx, user, 'verify', { ip: origin.ip, acceptLanguage });
      throw new AppError('EMAIL_NOT_VERIFIED', said('auth.verifyEmailFirst'));
    }
    // With 2FA on, the password alone opens nothing: a challenge waits for the second factor (decision 023).
    if (user.twoFactorEnabled) return createChallenge(ctx, { user, ...origin, rememberMe: input.rememberMe, method: 'password' });
    const session = await createSession(ctx, user.id, { ...origin, rememberMe: input.rememberMe });
    return { ...session, user };
  }

  /**
   * Resends the verification code. The answer is the same for unknown or verified addresses,
   * so it cannot be used to learn who has an account.
   */
  async function sendVerificationCode({ email, ip, acceptLanguage }: { email: string; ip: string } & Reader): Promise<void> {
    await limitSends(ctx, email, ip);
    const user = await findByEmail(ctx, email);
    // An address with no unverified account gets a code that is never sent, so checks against it
    // answer exactly as for a real one, so no address can be probed.
    const owner = user && !user.isEmailVerified ? user : null;
    ctx.background.run('verification code', () => issueCode(ctx, email, owner, 'verify', { acceptLanguage }));
  }

  async function forgotPassword({ email, ip, acceptLanguage }: { email: string; ip: string } & Reader): Promise<void> {
    await limitSends(ctx, email, ip);
    const user = await findByEmail(ctx, email);
    ctx.background.run('reset code', () => issueCode(ctx, email, user, 'reset', { acceptLanguage }));
  }

  async function verifyEmail({
    input,
    ip,
    acceptLanguage,
  }: { input: { email: string; otp: string }; ip: string } & Reader): Promise<UserRow> {
    const { email, otp } = input;
    await limitChecks(ctx, email, ip);
    const userId = await consumeCode(ctx, email, 'verify', otp, owner(ctx, email), acceptLanguage);
    const [updated] = await ctx.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId)).returning();
    if (!updated) throw invalidOtp();
    return updated;
  }

  /** Sets the new password and ends every session of the account (foundation issue, section 3). */
  async function resetPassword({
    input,
    ip,
    acceptLanguage,
  }: { input: { email: string; otp: string; password: string }; ip: string } & Reader) {
    await limitChecks(ctx, input.email, ip);
    const user = await findByEmail(ctx, input.email);
    // Judged before the code is used, so a refused password leaves the code for the next try; judged
    // on the address alone, so the answer is the same whether or not it has an account.
    assertStrongPassword(input.password, { email: input.email });
    const userId = await consumeCode(ctx, input.email, 'reset', input.otp, async () => user, acceptLanguage);
    // Receiving the reset code by mail also proves the address.
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), isEmailVerified: true })
      .where(eq(users.id, userId));
    await endAllSessions(ctx, userId);
  }

  async function signinWithGoogle({ input, ...origin }: { input: { idToken: string; rememberMe?: boolean } } & Origin & Reader) {
    await ctx.limiter.consume(`oauth-ip:${networkOf(origin.ip)}`, AUTH_LIMITS.oauthPerIp);
    return signinWithIdentity(ctx, await verifyGoogleToken(ctx, input.idToken), { ...origin, rememberMe: input.rememberMe });
  }

  async function signinWithFacebook({ input, ...origin }: { input: { accessToken: string; rememberMe?: boolean } } & Origin & Reader) {
    await ctx.limiter.consume(`oauth-ip:${networkOf(origin.ip)}`, AUTH_LIMITS.oauthPerIp);
    return signinWithIdentity(ctx, await verifyFacebookToken(ctx, input.accessToken), { ...origin, rememberMe: input.rememberMe });
  }

  return { signup, signin, signinWithGoogle, signinWithFacebook, sendVerificationCode, forgotPassword, verifyEmail, resetPassword };
}
