import { AppError } from './errors.js';

export type Limit = { max: number; windowMs: number };

/**
 * Fixed-window counters kept in memory. One process serves the app (docs/decisions/004);
 * a restart forgets the counters, which errs on the user's side.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(private readonly factor = 1) {}

  /** Counts one hit; throws 429 RATE_LIMITED with Retry-After once the window is full. */
  consume(key: string, limit: Limit, message = 'Too many attempts. Please wait a moment and try again.'): void {
    const retryAfter = this.hit(key, limit);
    if (retryAfter !== null) throw new AppError(429, 'RATE_LIMITED', message, undefined, retryAfter);
  }

  /** Counts one hit; returns null when allowed, else the seconds until the window resets. */
  hit(key: string, limit: Limit): number | null {
    const now = Date.now();
    this.sweep(now);
    const max = Math.max(1, Math.floor(limit.max * this.factor));
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      this.buckets.set(key, { count: 1, resetAt: now + limit.windowMs });
      return null;
    }
    if (bucket.count >= max) return Math.max(1, Math.ceil((bucket.resetAt - now) / 1000));
    bucket.count += 1;
    return null;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every auth limit in one table (foundation issue, section 3: rate limits). */
export const AUTH_LIMITS = {
  signinPerIp: { max: 30, windowMs: 15 * MINUTE },
  signinPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signupPerIp: { max: 20, windowMs: HOUR },
  oauthPerIp: { max: 30, windowMs: 15 * MINUTE },
  codeSendPerIp: { max: 30, windowMs: HOUR },
  /** "at most one per 60 s and 10 an hour per account" */
  codeSendPerAccountMinute: { max: 1, windowMs: MINUTE },
  codeSendPerAccountHour: { max: 10, windowMs: HOUR },
  codeCheckPerIp: { max: 30, windowMs: 15 * MINUTE },
  codeCheckPerAccount: { max: 15, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
