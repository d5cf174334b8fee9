import { isTotpCode } from '@atelier/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { recoveryCodes, twoFactorChallenges, users, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { guardGuesses, OTP_DAILY_FAILURES } from '../../lib/code-guess-guard.js';
import { AppError } from '../../lib/errors.js';
import { networkOf } from '../../lib/network.js';
import { AUTH_LIMITS } from '../../lib/rate-limiter.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { CHALLENGE_MAX_ATTEMPTS, hashChallengeToken, type SigninMethod } from '../auth/challenge.js';
import { onCode } from '../auth/otp.js';
import { createSession, type Origin } from '../auth/sessions.js';
import { twoFactorOffMail, twoFactorOnMail, twoFactorPausedMail } from './emails.js';
import { decryptSecret, encryptSecret, hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.js';

const SETUP_LIMIT = { max: 20, windowMs: 3600_000, failClosed: true };

const invalidCode = () =>
  new AppError('INVALID_OTP', said('two-factor.codeWrong'), { errors: [onCode('code', said('auth.codeWrongField'))] });
const challengeInvalid = () => new AppError('TWO_FACTOR_CHALLENGE_INVALID', said('two-factor.signinExpired'));
const tooManyTries = 'Too many code attempts. Please wait a few minutes and try again.';

async function limitChecks(ctx: AppContext, email: string, ip: string) {
  await ctx.limiter.consume(`totp-check-ip:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerIp, tooManyTries);
  await ctx.limiter.consume(`totp-check-acct:${email}:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerAccountIp, tooManyTries);
}

async function loadUser(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw challengeInvalid();
  return row;
}

type Outcome =
  { kind: 'ok' } | { kind: 'invalid' | 'reused' | 'exceeded' | 'dead' } | { kind: 'locked'; retryAfter: number; justLocked: boolean };

/**
 * Checks one second-factor code in one transaction under the account's lock: the daily bound of
 * decision 018 first, then the challenge's try counter is raised by a conditional update before
 * the code is compared, so concurrent guesses are counted one after another. A TOTP code must be
 * of a later step than the last accepted one (replay); a recovery code is marked used by a
 * conditional update (single use). `onSuccess` runs in the same transaction.
 */
async function checkCode(
  ctx: AppContext,
  user: UserRow,
  code: string,
  opts: { challengeId?: string; onSuccess: (tx: Db) => Promise<void> },
): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    // Purpose 'totp': the same daily bound as emailed codes, counted apart from them.
    const guard = await guardGuesses(tx, user.email, 'totp');
    const { now } = guard;
    if (guard.pausedFor !== null) return { kind: 'locked', retryAfter: guard.pausedFor, justLocked: false };

    let attempts = 0;
    if (opts.challengeId) {
      const [counted] = await tx
        .update(twoFactorChallenges)
        .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
        .where(
          and(
            eq(twoFactorChallenges.id, opts.challengeId),
            isNull(twoFactorChallenges.consumedAt),
            gt(twoFactorChallenges.expiresAt, now),
            lt(twoFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
          ),
        )
        .returning({ attempts: twoFactorChallenges.attempts });
      if (!counted) {
        const [row] = await tx
          .select({ attempts: twoFactorChallenges.attempts })
          .from(twoFactorChallenges)
          .where(eq(twoFactorChallenges.id, opts.challengeId));
        return { kind: row && row.attempts >= CHALLENGE_MAX_ATTEMPTS ? 'exceeded' : 'dead' };
      }
      attempts = counted.attempts;
    }

    // The row as it is now, under the lock: the secret and last step may have changed.
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    if (!fresh?.twoFactorEnabled || !fresh.totpSecret) return { kind: 'dead' };
    let accepted = false;
    let reused = false;
    if (isTotpCode(code)) {
      const match = matchTotp(decryptSecret(ctx.totpKey, fresh.totpSecret), code, fresh.totpLastStep, now.getTime());
      reused = !!match?.reused;
      if (match && !match.reused) {
        await tx.update(users).set({ totpLastStep: match.step }).where(eq(users.id, user.id));
        accepted = true;
      }
    } else {
      const [used] = await tx
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, user.id),
            eq(recoveryCodes.codeHash, hashRecoveryCode(ctx.totpKey, user.id, code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      accepted = !!used;
    }
    if (accepted) {
      await opts.onSuccess(tx);
      return { kind: 'ok' };
    }
    const pausedFor = await guard.recordFailure();
    if (pausedFor !== null) return { kind: 'locked', retryAfter: pausedFor, justLocked: true };
    if (opts.challengeId && attempts >= CHALLENGE_MAX_ATTEMPTS) return { kind: 'exceeded' };
    // A replayed code counts as a wrong one, but the owner is told why it failed.
    return { kind: reused ? 'reused' : 'invalid' };
  });
}

function throwFor(ctx: AppContext, user: UserRow, outcome: Exclude<Outcome, { kind: 'ok' }>): never {
  switch (outcome.kind) {
    case 'dead':
      throw challengeInvalid();
    case 'exceeded':
      throw new AppError('OTP_ATTEMPTS_EXCEEDED', said('two-factor.tooManyCodes'), {
        errors: [onCode('code', said('auth.tooManyCodesField'))],
      });
    case 'locked':
      if (outcome.justLocked)
        ctx.background.run('2fa paused mail', () =>
          ctx.mailer.send(twoFactorPausedMail(user.email, user.firstName, OTP_DAILY_FAILURES, userSettings(user).language)),
        );
      throw new AppError('OTP_LOCKED', said('two-factor.codesPaused'), {
        errors: [onCode('code', said('auth.codesPausedField'))],
        retryAfter: outcome.retryAfter,
      });
    case 'reused':
      throw new AppError('INVALID_OTP', said('two-factor.codeReused'), { errors: [onCode('code', said('two-factor.codeReusedField'))] });
    case 'invalid':
      throw invalidCode();
  }
}

/** Two-factor sign-in (decision 023); every call takes one options object, like the other services (decision 064). */
export function twoFactorService(ctx: AppContext) {
  return {
    /** POST /auth/2fa: a current authenticator code or an unused recovery code turns the challenge into a session. */
    async completeChallenge({ input, ip, userAgent }: { input: { challengeToken: string; code: string } } & Origin) {
      await ctx.limiter.consume(`totp-check-ip:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerIp, tooManyTries);
      const [challenge] = await ctx.db
        .select()
        .from(twoFactorChallenges)
        .where(eq(twoFactorChallenges.tokenHash, hashChallengeToken(ctx.totpKey, input.challengeToken)))
        .limit(1);
      if (!challenge || challenge.consumedAt || challenge.expiresAt <= new Date()) throw challengeInvalid();
      const user = await loadUser(ctx, challenge.userId);
      await ctx.limiter.consume(`totp-check-acct:${user.email}:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerAccountIp, tooManyTries);
      const outcome = await checkCode(ctx, user, input.code, {
        challengeId: challenge.id,
        onSuccess: async (tx) => {
          await tx.update(twoFactorChallenges).set({ consumedAt: new Date() }).where(eq(twoFactorChallenges.id, challenge.id));
        },
      });
      if (outcome.kind !== 'ok') throwFor(ctx, user, outcome);
      const session = await createSession(ctx, user.id, { ip, userAgent, rememberMe: challenge.rememberMe });
      return {
        ...session,
        user: await loadUser(ctx, user.id),
        method: (challenge.method === 'google' || challenge.method === 'facebook' ? challenge.method : 'password') as SigninMethod,
      };
    },

    /** POST /user/2fa/setup: a new secret, stored encrypted; 2FA stays off until a first code confirms it. */
    async setup({ actor }: { actor: Actor }) {
      await ctx.limiter.consume(`totp-setup:${actor.user.id}`, SETUP_LIMIT);
      if (actor.user.twoFactorEnabled) {
        throw new AppError('BAD_REQUEST', said('two-factor.alreadyOnSetup'));
      }
      const secret = newTotpSecret();
      const [updated] = await ctx.db
        .update(users)
        .set({ totpSecret: encryptSecret(ctx.totpKey, secret), totpLastStep: null })
        .where(and(eq(users.id, actor.user.id), eq(users.twoFactorEnabled, false)))
        .returning({ id: users.id });
      if (!updated) throw new AppError('BAD_REQUEST', said('two-factor.alreadyOn'));
      return { secret, otpauthUrl: otpauthUrl(actor.user.email, secret) };
    },

    /** PATCH /user/2fa {enable: true}: the first valid code turns 2FA on and makes ten recovery codes. */
    async enable({ actor, code, ip }: { actor: Actor; code: string; ip: string }): Promise<string[]> {
      await limitChecks(ctx, actor.user.email, ip);
      const row = await loadUser(ctx, actor.user.id);
      if (row.twoFactorEnabled) throw new AppError('BAD_REQUEST', said('two-factor.alreadyOn'));
      if (!row.totpSecret) throw new AppError('BAD_REQUEST', said('two-factor.setUpFirst'));
      // A wrong first code is a typo against a secret nobody else has seen: not counted in the daily bound.
      const step = isTotpCode(code) ? (matchTotp(decryptSecret(ctx.totpKey, row.totpSecret), code, null)?.step ?? null) : null;
      if (step === null) throw invalidCode();
      const codes = newRecoveryCodes();
      await ctx.db.transaction(async (tx) => {
        const [on] = await tx
          .update(users)
          .set({ twoFactorEnabled: true, totpLastStep: step })
          // The secret the code was checked against must still be the stored one (no setup in between).
          .where(and(eq(users.id, row.id), eq(users.twoFactorEnabled, false), eq(users.totpSecret, row.totpSecret!)))
          .returning({ id: users.id });
        if (!on) throw new AppError('BAD_REQUEST', said('two-factor.changedMeanwhile'));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
        await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: row.id, codeHash: hashRecoveryCode(ctx.totpKey, row.id, c) })));
      });
      ctx.background.run('2fa on mail', () => ctx.mailer.send(twoFactorOnMail(row.email, row.firstName, userSettings(row).language)));
      return codes;
    },

    /** PATCH /user/2fa {enable: false}: a current or recovery code turns 2FA off and drops the secret and codes. */
    async disable({ actor, code, ip }: { actor: Actor; code: string; ip: string }): Promise<void> {
      await limitChecks(ctx, actor.user.email, ip);
      const row = await loadUser(ctx, actor.user.id);
      if (!row.twoFactorEnabled) throw new AppError('BAD_REQUEST', said('two-factor.alreadyOff'));
      const outcome = await checkCode(ctx, row, code, {
        onSuccess: async (tx) => {
          await tx.update(users).set({ twoFactorEnabled: false, totpSecret: null, totpLastStep: null }).where(eq(users.id, row.id));
          await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
          await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, row.id));
        },
      });
      if (outcome.kind !== 'ok') throwFor(ctx, row, outcome.kind === 'dead' ? { kind: 'invalid' } : outcome);
      ctx.background.run('2fa off mail', () => ctx.mailer.send(twoFactorOffMail(row.email, row.firstName, userSettings(row).language)));
    },

    /**
     * A current authenticator code or an unused recovery code as proof of the account for a
     * sensitive change (decision 050: a new email address). Same limits, daily bound and replay rule
     * as signing in; errors name `field`.
     */
    async verifyCode({ user, code, ip, field }: { user: UserRow; code: string; ip: string; field: string }): Promise<void> {
      await limitChecks(ctx, user.email, ip);
      if (!user.twoFactorEnabled)
        throw new AppError('BAD_REQUEST', said('two-factor.offForAccount'), { errors: [onCode(field, said('two-factor.offField'))] });
      const outcome = await checkCode(ctx, user, code, { onSuccess: async () => {} });
      if (outcome.kind === 'ok') return;
      try {
        throwFor(ctx, user, outcome.kind === 'dead' ? { kind: 'invalid' } : outcome);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        throw new AppError(err.code, err.said ?? err.message, {
          errors: err.errors?.map((e) => ({ ...e, field })),
          retryAfter: err.retryAfter,
        });
      }
    },
  };
}
