import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@atelier/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { otpCodes, type OtpPurpose, type UserRow } from '../../db/schema/index.js';
import { guardGuesses, lockCodes, OTP_DAILY_FAILURES, OTP_FAILURE_WINDOW_MS } from '../../lib/code-guess-guard.js';
import { AppError, type FieldRefusal } from '../../lib/errors.js';
import { mailLanguage } from '../../lib/mail-language.js';
import type { Mail } from '../../lib/mailer.js';
import { networkOf } from '../../lib/network.js';
import { AUTH_LIMITS } from '../../lib/rate-limiter.js';
import { said, sayIn, type Said } from '../../lib/said.js';
import { codesPausedMail, resetMail, verificationMail } from './emails.js';

/** Every purpose of db/schema (including the email-change and delete-account codes). */
export type { OtpPurpose };

const OTP_TTL_MS = 10 * 60_000;
/** Wrong tries one code survives. */
export const OTP_MAX_ATTEMPTS = 5;

/** A refusal on the code's field, by key (decision 200). */
export const onCode = (field: string, refusal: Said): FieldRefusal => ({ field, message: sayIn('en', refusal), said: refusal });

/** Exported for tests that must pick a guess certain to be wrong for a code never sent. */
export function hashCode(ctx: AppContext, email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', ctx.otpKey).update(`${email}:${purpose}:${code}`).digest('base64url');
}

/**
 * Per-address send limits, counted per address and network, plus a slower bound per address from
 * any network (decision 018: a stranger must not be able to spend the owner's sends). The keys are the
 * address, so one with no account is limited exactly like one with an account (no enumeration).
 * Returns the seconds to wait, or null when a code may be sent.
 */
export async function checkSendLimit(ctx: AppContext, email: string, ip: string): Promise<number | null> {
  return (
    (await ctx.limiter.hit(`otp-send-min:${email}:${networkOf(ip)}`, AUTH_LIMITS.codeSendPerAccountIpMinute)) ??
    (await ctx.limiter.hit(`otp-send-hour:${email}:${networkOf(ip)}`, AUTH_LIMITS.codeSendPerAccountIpHour)) ??
    (await ctx.limiter.hit(`otp-send-any:${email}`, AUTH_LIMITS.codeSendPerAccountHour))
  );
}

/**
 * Creates a fresh code for the address (earlier ones of that purpose die) and mails it to `user`.
 * With no user (no account, or none that may use this purpose) the code is stored and never sent,
 * so checks against the address answer exactly as for an account (otherwise the codes would reveal which accounts exist).
 */
export async function issueCode(
  ctx: AppContext,
  email: string,
  user: UserRow | null,
  purpose: OtpPurpose,
  opts: {
    /** The mail carrying the code, for purposes other than verify and reset (it may go to a new address). */
    compose?: (code: string, language: Language) => Mail;
    /** The request's Accept-Language, for an account that has chosen no language yet (lib/mail-language.ts). */
    acceptLanguage?: string;
  } = {},
): Promise<void> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await lockCodes(tx, email, purpose);
    // Earlier codes of the address die; ones long dead are removed so the table stays small.
    await tx
      .delete(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.purpose, purpose),
          lt(otpCodes.expiresAt, new Date(now.getTime() - OTP_FAILURE_WINDOW_MS)),
        ),
      );
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      email,
      userId: user?.id ?? null,
      purpose,
      codeHash: hashCode(ctx, email, purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  if (!user) return;
  // In the language of the account the code is for, wherever it is sent (decision 203).
  const language = mailLanguage(user, opts.acceptLanguage);
  const mail = opts.compose
    ? opts.compose(code, language)
    : purpose === 'verify'
      ? verificationMail(user.email, user.firstName, code, language)
      : resetMail(user.email, user.firstName, code, language);
  await ctx.mailer.send(mail);
}

type Outcome =
  | { kind: 'ok'; userId: string | null }
  | { kind: 'invalid' | 'expired' | 'exceeded' }
  | { kind: 'locked'; retryAfter: number; justLocked: boolean };

/**
 * Checks one try in a single transaction under the address's lock, so concurrent guesses are
 * counted one after another: the daily bound first, then the code's own try counter is raised
 * by a conditional update before the code is compared (15 simultaneous guesses once got
 * through as tries 6 to 10 when the count was read, compared and then raised).
 */
async function checkTry(ctx: AppContext, email: string, purpose: OtpPurpose, code: string): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    const guard = await guardGuesses(tx, email, purpose);
    const { now } = guard;
    if (guard.pausedFor !== null) return { kind: 'locked', retryAfter: guard.pausedFor, justLocked: false };

    const [current] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (current && current.expiresAt <= now) return { kind: 'expired' };
    const [counted] = current
      ? await tx
          .update(otpCodes)
          .set({ attempts: sql`${otpCodes.attempts} + 1` })
          .where(and(eq(otpCodes.id, current.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
          .returning({ attempts: otpCodes.attempts })
      : [];
    if (current && !counted) return { kind: 'exceeded' };

    const given = Buffer.from(hashCode(ctx, email, purpose, code));
    const expected = Buffer.from(current?.codeHash ?? '');
    if (current && expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, current.id));
      return { kind: 'ok', userId: current.userId };
    }
    // A wrong code counts against the address whether or not a code exists for it.
    const pausedFor = await guard.recordFailure();
    if (pausedFor !== null) return { kind: 'locked', retryAfter: pausedFor, justLocked: true };
    if (counted && counted.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'exceeded' };
    return { kind: 'invalid' };
  });
}

/**
 * Checks a code: single use, bound to its address and purpose, dead after 10 minutes or 5 wrong
 * tries, and at most 10 wrong tries per address and purpose in 24 hours. Answers are the same
 * whether or not the address has an account. Returns the account the code was sent to.
 */
export async function consumeCode(
  ctx: AppContext,
  email: string,
  purpose: OtpPurpose,
  code: string,
  owner: () => Promise<UserRow | null>,
  /** The request's Accept-Language, for the paused-codes mail of an account that has chosen no language yet. */
  acceptLanguage?: string,
): Promise<string> {
  const outcome = await checkTry(ctx, email, purpose, code);
  switch (outcome.kind) {
    case 'ok':
      if (outcome.userId) return outcome.userId;
      throw invalidOtp();
    case 'expired':
      throw new AppError('OTP_EXPIRED', said('auth.codeExpired'), { errors: [onCode('otp', said('auth.codeExpiredField'))] });
    case 'exceeded':
      throw new AppError('OTP_ATTEMPTS_EXCEEDED', said('auth.tooManyCodes'), { errors: [onCode('otp', said('auth.tooManyCodesField'))] });
    case 'locked': {
      if (outcome.justLocked) {
        // Mailed after the answer, so its timing tells nothing about the account.
        ctx.background.run('codes paused mail', async () => {
          const user = await owner();
          if (user) {
            const language = mailLanguage(user, acceptLanguage);
            await ctx.mailer.send(codesPausedMail(user.email, user.firstName, purpose, OTP_DAILY_FAILURES, language));
          }
        });
      }
      throw new AppError('OTP_LOCKED', said('auth.codesPaused'), {
        errors: [onCode('otp', said('auth.codesPausedField'))],
        retryAfter: outcome.retryAfter,
      });
    }
    case 'invalid':
      throw invalidOtp();
  }
}

export const invalidOtp = () =>
  new AppError('INVALID_OTP', said('auth.codeWrong'), { errors: [onCode('otp', said('auth.codeWrongField'))] });
