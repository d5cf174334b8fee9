import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { otpCodes, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { AUTH_LIMITS } from '../../lib/rate-limiter.js';
import { resetMail, verificationMail } from './emails.js';

export type OtpPurpose = 'verify' | 'reset';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

function hashCode(ctx: AppContext, userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', ctx.otpKey).update(`${userId}:${purpose}:${code}`).digest('base64url');
}

/**
 * Per-account send limits (one per 60 s, ten an hour) keyed by the email address, so an
 * address with no account is limited exactly like one with an account (no enumeration).
 * Returns the seconds to wait, or null when a code may be sent.
 */
export function checkSendLimit(ctx: AppContext, email: string): number | null {
  return (
    ctx.limiter.hit(`otp-send-min:${email}`, AUTH_LIMITS.codeSendPerAccountMinute) ??
    ctx.limiter.hit(`otp-send-hour:${email}`, AUTH_LIMITS.codeSendPerAccountHour)
  );
}

/** Creates a fresh code (earlier ones of that purpose die) and mails it. */
export async function issueCode(ctx: AppContext, user: UserRow, purpose: OtpPurpose): Promise<void> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      purpose,
      codeHash: hashCode(ctx, user.id, purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  const mail = purpose === 'verify' ? verificationMail(user.email, user.firstName, code) : resetMail(user.email, user.firstName, code);
  await ctx.mailer.send(mail);
}

const invalid = () => new AppError(400, 'INVALID_OTP', 'The code is not correct. Check the email and try again.', [
  { field: 'otp', message: 'The code is not correct.' },
]);

/**
 * Checks a code: single use, bound to its purpose, dead after 10 minutes or 5 wrong tries.
 * `user` may be null (unknown email): the answer is then the same as for a wrong code.
 */
export async function consumeCode(ctx: AppContext, user: UserRow | null, purpose: OtpPurpose, code: string): Promise<void> {
  if (!user) throw invalid();
  const [current] = await ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!current) throw invalid();
  if (current.attempts >= OTP_MAX_ATTEMPTS) throw attemptsExceeded();
  if (current.expiresAt <= new Date()) {
    throw new AppError(400, 'OTP_EXPIRED', 'This code has expired. Request a new one.', [{ field: 'otp', message: 'The code has expired.' }]);
  }
  const expected = Buffer.from(current.codeHash);
  const given = Buffer.from(hashCode(ctx, user.id, purpose, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // The conditional update makes the code single use even under concurrent requests.
    const used = await ctx.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpCodes.id });
    if (used.length === 1) return;
    throw invalid();
  }
  const [after] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, current.id))
    .returning({ attempts: otpCodes.attempts });
  if (after && after.attempts >= OTP_MAX_ATTEMPTS) throw attemptsExceeded();
  throw invalid();
}

const attemptsExceeded = () =>
  new AppError(400, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Request a new code and try again.', [
    { field: 'otp', message: 'Too many wrong codes.' },
  ]);
