import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.js';
import { said, type Said } from './said.js';

export type Limit = {
  max: number;
  windowMs: number;
  /**
   * When the shared store (Redis) cannot be reached: refuse with 503 rather than let the request
   * through. Guessing limits (sign-in, codes, payments) fail closed; the rest fail open (decision 095).
   */
  failClosed?: boolean;
};

/** Where the counters live: this process's memory, or Redis shared by every process (decision 095). */
export type LimiterStore = { kind: 'memory' } | { kind: 'redis'; client: Redis };

const UNAVAILABLE = said('request.recovering');

/**
 * Fixed-window counters (decisions 004 and 089) through rate-limiter-flexible: in memory by
 * default, in Redis with `REDIS_URL`, where its Lua script counts and sets the window atomically so
 * two processes enforce exactly the bounds one does. A refused attempt gives its count back, so a
 * refusal uses up nothing. `factor` scales every bound (RATE_LIMIT_FACTOR, for tests and load runs).
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly factor = 1,
    private readonly store: LimiterStore = { kind: 'memory' },
    /** Told of every store failure (metrics, a log line); the limit then fails open or closed. */
    private readonly onStoreError: (err: unknown) => void = () => {},
  ) {}

  get kind(): LimiterStore['kind'] {
    return this.store.kind;
  }

  /** Counts one hit; throws 429 RATE_LIMITED with Retry-After once the window is full. */
  async consume(key: string, limit: Limit, message: string | Said = said('request.tooManyAttempts')): Promise<void> {
    const retryAfter = await this.hit(key, limit);
    if (retryAfter !== null) throw new AppError('RATE_LIMITED', message, { retryAfter });
  }

  /** Counts one hit; answers null when allowed, else the seconds until the window resets (the hit not counted). */
  async hit(key: string, limit: Limit): Promise<number | null> {
    const limiter = this.limiterFor(limit);
    try {
      await limiter.consume(key);
      return null;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) return this.storeFailed(err, limit);
      // Over the bound: give the count back so the window holds exactly `max` (decision 095).
      await limiter.reward(key).catch(() => undefined);
      return seconds(err.msBeforeNext);
    }
  }

  /**
   * Whether the window is full, without counting: for limits that count failures only, checked
   * before the attempt and hit after it failed (sign-in, decision 018).
   */
  async peek(key: string, limit: Limit): Promise<number | null> {
    try {
      const res = await this.limiterFor(limit).get(key);
      if (!res || res.msBeforeNext <= 0) return null;
      return res.consumedPoints >= this.points(limit) ? seconds(res.msBeforeNext) : null;
    } catch (err) {
      return this.storeFailed(err, limit);
    }
  }

  /**
   * Counts one hit against every window, or none: a full window refuses the lot with the longest
   * wait and gives back what this attempt counted (studio and portal bounds, decision 095).
   */
  async hitAll(entries: readonly { key: string; limit: Limit }[]): Promise<number | null> {
    const counted: { key: string; limit: Limit }[] = [];
    const waits: number[] = [];
    for (const entry of entries) {
      const wait = await this.hit(entry.key, entry.limit);
      if (wait === null) counted.push(entry);
      else waits.push(wait);
    }
    if (waits.length === 0) return null;
    await Promise.all(
      counted.map((e) =>
        this.limiterFor(e.limit)
          .reward(e.key)
          .catch(() => undefined),
      ),
    );
    return Math.max(...waits);
  }

  /** Forgets a key (tests, and a successful sign-in clearing its failures if ever wanted). */
  async reset(key: string, limit: Limit): Promise<void> {
    await this.limiterFor(limit).delete(key);
  }

  private points(limit: Limit): number {
    return Math.max(1, Math.floor(limit.max * this.factor));
  }

  private limiterFor(limit: Limit): RateLimiterAbstract {
    const points = this.points(limit);
    const duration = Math.max(1, Math.ceil(limit.windowMs / 1000));
    const id = `${points}:${duration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const keyPrefix = `atelier:rl:${id}`;
      limiter =
        this.store.kind === 'redis'
          ? // Not ready (down, reconnecting) rejects at once instead of queueing: the request never hangs on Redis.
            new RateLimiterRedis({ storeClient: this.store.client, points, duration, keyPrefix, rejectIfRedisNotReady: true })
          : new RateLimiterMemory({ points, duration, keyPrefix });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private storeFailed(err: unknown, limit: Limit): null {
    this.onStoreError(err);
    if (limit.failClosed) throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, { retryAfter: 30 });
    return null;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A table of limits that all fail closed when the shared store is down: guessing must never be free. */
function closed<T extends Record<string, Omit<Limit, 'failClosed'>>>(limits: T): { [K in keyof T]: T[K] & { failClosed: true } } {
  return Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, { ...v, failClosed: true }])) as never;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every auth limit in one table (decisions 004 and 018). Limits that name an
 * account are counted per account AND network, with a slower bound per account from any network,
 * so a stranger cannot use up the owner's attempts (decision 018).
 */
export const AUTH_LIMITS = closed({
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
});
