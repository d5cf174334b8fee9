import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.js';
import { AUTH_LIMITS, RateLimiter } from './rate-limiter.js';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('RateLimiter', () => {
  it('allows max hits in a window, then returns the seconds until it resets', () => {
    const limiter = new RateLimiter();
    const limit = { max: 3, windowMs: MINUTE };
    expect([limiter.hit('k', limit), limiter.hit('k', limit), limiter.hit('k', limit)]).toEqual([null, null, null]);
    expect(limiter.hit('k', limit)).toBe(60);
    advance(45_000);
    expect(limiter.hit('k', limit)).toBe(15);
    advance(15_000);
    expect(limiter.hit('k', limit)).toBeNull();
  });

  it('never answers less than one second to wait', () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: MINUTE };
    limiter.hit('k', limit);
    advance(MINUTE - 10);
    expect(limiter.hit('k', limit)).toBe(1);
  });

  it('keeps keys apart', () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: MINUTE };
    expect(limiter.hit('a', limit)).toBeNull();
    expect(limiter.hit('b', limit)).toBeNull();
    expect(limiter.hit('a', limit)).not.toBeNull();
  });

  it('multiplies every limit by RATE_LIMIT_FACTOR, keeping at least one', () => {
    const raised = new RateLimiter(10);
    for (let i = 0; i < 10; i++) expect(raised.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).toBeNull();
    expect(raised.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).not.toBeNull();
    const lowered = new RateLimiter(0.01);
    expect(lowered.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).toBeNull();
    expect(lowered.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).not.toBeNull();
  });

  it('consume throws 429 RATE_LIMITED carrying Retry-After seconds', () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: 15 * MINUTE };
    limiter.consume('k', limit);
    let caught: unknown;
    try {
      limiter.consume('k', limit, 'Slow down');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 900 });
  });

  it('enforces the code-sending limits together: one a minute and ten an hour', () => {
    // The same two calls otp.checkSendLimit makes for one address.
    const limiter = new RateLimiter();
    const send = () =>
      limiter.hit('min', AUTH_LIMITS.codeSendPerAccountIpMinute) ?? limiter.hit('hour', AUTH_LIMITS.codeSendPerAccountIpHour);
    expect(send()).toBeNull();
    expect(send()).toBe(60);
    for (let i = 2; i <= 10; i++) {
      advance(MINUTE);
      expect(send(), `send ${i}`).toBeNull();
    }
    advance(MINUTE);
    // 10 minutes of the hour used: 50 minutes left.
    expect(send()).toBe(50 * 60);
    advance(50 * MINUTE);
    expect(send()).toBeNull();
  });

  it('forgets expired buckets so memory does not grow with every address ever seen', () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: MINUTE };
    for (let i = 0; i < 1000; i++) limiter.hit(`k${i}`, limit);
    const size = () => (limiter as unknown as { buckets: Map<string, unknown> }).buckets.size;
    expect(size()).toBe(1000);
    advance(2 * MINUTE);
    limiter.hit('fresh', limit);
    expect(size()).toBe(1);
  });
});
