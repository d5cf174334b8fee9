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

/** The in-memory store (no REDIS_URL); the same class on Redis is tested in rate-limiter.services.test.ts. */
describe('RateLimiter', () => {
  it('allows max hits in a window, then returns the seconds until it resets', async () => {
    const limiter = new RateLimiter();
    const limit = { max: 3, windowMs: MINUTE };
    expect([await limiter.hit('k', limit), await limiter.hit('k', limit), await limiter.hit('k', limit)]).toEqual([null, null, null]);
    expect(await limiter.hit('k', limit)).toBe(60);
    advance(45_000);
    expect(await limiter.hit('k', limit)).toBe(15);
    advance(15_000);
    expect(await limiter.hit('k', limit)).toBeNull();
  });

  it('never answers less than one second to wait', async () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: MINUTE };
    await limiter.hit('k', limit);
    advance(MINUTE - 10);
    expect(await limiter.hit('k', limit)).toBe(1);
  });

  it('keeps keys apart', async () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: MINUTE };
    expect(await limiter.hit('a', limit)).toBeNull();
    expect(await limiter.hit('b', limit)).toBeNull();
    expect(await limiter.hit('a', limit)).not.toBeNull();
  });

  it('multiplies every limit by RATE_LIMIT_FACTOR, keeping at least one', async () => {
    const raised = new RateLimiter(10);
    for (let i = 0; i < 10; i++) expect(await raised.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).toBeNull();
    expect(await raised.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).not.toBeNull();
    const lowered = new RateLimiter(0.01);
    expect(await lowered.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).toBeNull();
    expect(await lowered.hit('k', AUTH_LIMITS.codeSendPerAccountIpMinute)).not.toBeNull();
  });

  it('consume throws 429 RATE_LIMITED carrying Retry-After seconds', async () => {
    const limiter = new RateLimiter();
    const limit = { max: 1, windowMs: 15 * MINUTE };
    await limiter.consume('k', limit);
    const caught = await limiter.consume('k', limit, 'Slow down').catch((err: unknown) => err);
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 900 });
  });

  it('enforces the code-sending limits together: one a minute and ten an hour', async () => {
    // The same two calls otp.checkSendLimit makes for one address.
    const limiter = new RateLimiter();
    const send = async () =>
      (await limiter.hit('min', AUTH_LIMITS.codeSendPerAccountIpMinute)) ??
      (await limiter.hit('hour', AUTH_LIMITS.codeSendPerAccountIpHour));
    expect(await send()).toBeNull();
    expect(await send()).toBe(60);
    for (let i = 2; i <= 10; i++) {
      advance(MINUTE);
      expect(await send(), `send ${i}`).toBeNull();
    }
    advance(MINUTE);
    // 10 minutes of the hour used: 50 minutes left.
    expect(await send()).toBe(50 * 60);
    advance(50 * MINUTE);
    expect(await send()).toBeNull();
  });

  it('does not count a refused hit: the window holds exactly max', async () => {
    const limiter = new RateLimiter();
    const limit = { max: 2, windowMs: MINUTE };
    await limiter.hit('k', limit);
    await limiter.hit('k', limit);
    for (let i = 0; i < 5; i++) expect(await limiter.hit('k', limit)).toBe(60);
    expect(await limiter.peek('k', limit)).toBe(60);
    advance(MINUTE);
    expect(await limiter.peek('k', limit)).toBeNull();
  });

  it('counts several windows all or none: a full one refuses the lot and gives back the others', async () => {
    const limiter = new RateLimiter();
    const minute = { max: 5, windowMs: MINUTE };
    const hour = { max: 1, windowMs: 60 * MINUTE };
    const both = [
      { key: 'm', limit: minute },
      { key: 'h', limit: hour },
    ];
    expect(await limiter.hitAll(both)).toBeNull();
    expect(await limiter.hitAll(both)).toBe(3600);
    // The refused attempt left the minute window as it was: four more fit.
    for (let i = 0; i < 4; i++) expect(await limiter.hit('m', minute)).toBeNull();
    expect(await limiter.hit('m', minute)).not.toBeNull();
  });

  it('marks the guessing limits to fail closed when the shared store is down', () => {
    for (const limit of Object.values(AUTH_LIMITS)) expect(limit.failClosed).toBe(true);
  });
});
