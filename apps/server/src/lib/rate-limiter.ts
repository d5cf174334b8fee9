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
    if (retryAfter !== null) throw new AppError('RATE_LIMITED', message, { retryAfter });
  }

  /** Counts one hit; returns null when allowed, else the seconds until the window resets. */
  hit(key: string, limit: Limit): number | null {
    const now = Date.now();
    this.sweep(now);
    const full = this.peek(key, limit, now);
    if (full !== null) return full;
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) this.buckets.set(key, { count: 1, resetAt: now + limit.windowMs });
    else bucket.count += 1;
    return null;
  }

  /**
   * Whether the window is full, without counting: for limits that count failures only, checked
   * before the attempt and hit after it failed (sign-in, decision 018).
   */
  peek(key: string, limit: Limit, now = Date.now()): number | null {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) return null;
    const max = Math.max(1, Math.floor(limit.max * this.factor));
    return bucket.count >= max ? Math.max(1, Math.ceil((bucket.resetAt - now) / 1000)) : null;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every auth limit in one table (decisions 004 and 018). Limits that name an
 * account are counted per account AND network, with a slower bound per account from any network,
 * so a stranger cannot use up the owner's attempts (decision 018).
 */
export const AUTH_LIMITS = {
  signinPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from one network. */
  signinFailuresPerAccountIp: { max: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere; past it only networks the owner signed in from get through. */
  signinFailuresPerAccount: { max: 50, windowMs: HOUR },
  signupPerIp: { max: 20, windowMs: HOUR },
  oauthPerIp: { max: 30, windowMs: 15 * MINUTE },
  codeSendPerIp: { max: 30, windowMs: HOUR },
  /** "at most one per 60 s and 10 an hour per account", per account and network */
  codeSendPerAccountIpMinute: { max: 1, windowMs: MINUTE },
  codeSendPerAccountIpHour: { max: 10, windowMs: HOUR },
  /** Mail to one address from any network: bounds mail bombing. */
  codeSendPerAccountHour: { max: 20, windowMs: HOUR },
  codeCheckPerIp: { max: 30, windowMs: 15 * MINUTE },
  codeCheckPerAccountIp: { max: 15, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
