import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { otpFailures, type OtpPurpose } from '../db/schema/index.js';

/**
 * Wrong tries an address gets per purpose in any 24 hours, across all its codes (decision 018):
 * 10 guesses at a 4-digit code succeed with at most 10 / 10,000 = 0.1% a day. Emailed codes and
 * two-factor codes (purpose 'totp') share this bound and this guard.
 */
export const OTP_DAILY_FAILURES = 10;
export const OTP_FAILURE_WINDOW_MS = 24 * 3600_000;

/** Serialises every code write and check of one address and purpose (PostgreSQL and PGlite alike). */
export async function lockCodes(tx: Db, email: string, purpose: OtpPurpose): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${purpose}:${email}`}, 0))`);
}

export type GuessGuard = {
  /** The moment the check is judged at, taken once the lock is held. */
  now: Date;
  /** Seconds until the address may try again when it is already paused, else null. */
  pausedFor: number | null;
  /** Counts a wrong code. Answers the seconds the address is paused for if this one reached the bound, else null. */
  recordFailure: () => Promise<number | null>;
};

/**
 * The daily bound on wrong codes, for one address and purpose, inside the caller's transaction:
 * the address's lock is taken first, so concurrent guesses are counted one after another, then the
 * failures of the last 24 hours are read. The caller checks its code only when `pausedFor` is null,
 * and calls `recordFailure` for a wrong one; failures older than the window are removed then, so
 * the table stays small.
 */
export async function guardGuesses(tx: Db, email: string, purpose: OtpPurpose): Promise<GuessGuard> {
  await lockCodes(tx, email, purpose);
  const now = new Date();
  const since = new Date(now.getTime() - OTP_FAILURE_WINDOW_MS);
  const ofAddress = and(eq(otpFailures.email, email), eq(otpFailures.purpose, purpose));
  const recent = await tx
    .select({ at: otpFailures.createdAt })
    .from(otpFailures)
    .where(and(ofAddress, gt(otpFailures.createdAt, since)))
    .orderBy(otpFailures.createdAt);
  // Paused until the oldest failure that counts toward the bound leaves the window.
  const pauseLeft = (failures: { at: Date }[]) =>
    failures.length < OTP_DAILY_FAILURES
      ? null
      : Math.max(
          1,
          Math.ceil((failures[failures.length - OTP_DAILY_FAILURES]!.at.getTime() + OTP_FAILURE_WINDOW_MS - now.getTime()) / 1000),
        );
  return {
    now,
    pausedFor: pauseLeft(recent),
    async recordFailure() {
      await tx.insert(otpFailures).values({ email, purpose, createdAt: now });
      await tx.delete(otpFailures).where(and(ofAddress, lt(otpFailures.createdAt, since)));
      return pauseLeft([...recent, { at: now }]);
    },
  };
}
