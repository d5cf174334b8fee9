import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes, users } from '../../db/schema/index.js';
import { expectError, jumpClock, nextIp, signupPayload, wrongCode } from '../../test/fixtures.js';
import { createTestApp, latestCode, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Signs up an unverified user and returns the mailed code. */
async function signupUser(email = uniqueEmail('otp'), ip = nextIp()) {
  const res = await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: ip, payload: signupPayload(email) });
  expect(res.statusCode, res.body).toBe(201);
  return { email, code: latestCode(t.dataDir, email) };
}

const verify = (email: string, otp: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/v1/auth/verify-otp', remoteAddress: ip, payload: { email, otp } });
const sendOtp = (email: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/v1/auth/send-otp', remoteAddress: ip, payload: { email } });
const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: nextIp(), payload: { email } });

async function userId(email: string) {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('POST /auth/verify-otp', () => {
  it('verifies the account with the mailed code', async () => {
    const { email, code } = await signupUser();
    const res = await verify(email, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Account verified successfully! You can now log in.',
      data: { user: { email, isEmailVerified: true } },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.isEmailVerified).toBe(true);
  });

  it('accepts the address in any case', async () => {
    const { email, code } = await signupUser();
    expect((await verify(email.toUpperCase(), code)).statusCode).toBe(200);
  });

  it('answers a wrong code with 400 INVALID_OTP on field otp', async () => {
    const { email, code } = await signupUser();
    const body = expectError(await verify(email, wrongCode(code)), 400, 'INVALID_OTP');
    expect(body.errors).toEqual([{ field: 'otp', message: expect.any(String) }]);
  });

  it('kills the code after 5 wrong tries, even for the right code; a newly requested code works', async () => {
    const { email, code } = await signupUser();
    for (let i = 1; i <= 4; i++) expectError(await verify(email, wrongCode(code)), 400, 'INVALID_OTP');
    expectError(await verify(email, wrongCode(code)), 400, 'OTP_ATTEMPTS_EXCEEDED');
    expectError(await verify(email, code), 400, 'OTP_ATTEMPTS_EXCEEDED');

    jumpClock(61_000); // past the one-per-minute resend window
    expect((await sendOtp(email)).statusCode).toBe(200);
    expect(outboxFor(t.dataDir, email)).toHaveLength(2);
    const fresh = latestCode(t.dataDir, email);
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it('answers an expired code with 400 OTP_EXPIRED', async () => {
    const { email, code } = await signupUser();
    await t.ctx.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.userId, await userId(email)));
    expectError(await verify(email, code), 400, 'OTP_EXPIRED');
  });

  it('still accepts a code shortly before its 10 minutes end', async () => {
    const { email, code } = await signupUser();
    jumpClock(9 * 60_000 + 30_000);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const { email, code } = await signupUser();
    expect((await verify(email, code)).statusCode).toBe(200);
    expectError(await verify(email, code), 400, 'INVALID_OTP');
  });

  it('accepts a code once even when it is sent twice at the same moment', async () => {
    const { email, code } = await signupUser();
    const results = await Promise.all([verify(email, code), verify(email, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('kills the earlier code when a new one is sent', async () => {
    const { email } = await signupUser();
    jumpClock(61_000);
    expect((await sendOtp(email)).statusCode).toBe(200);
    // Checked in the table: comparing the two mailed codes would be flaky (1 in 10,000 equal).
    const live = await t.ctx.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, await userId(email)), isNull(otpCodes.consumedAt)));
    expect(live).toHaveLength(1);
    expect((await verify(email, latestCode(t.dataDir, email))).statusCode).toBe(200);
  });

  it('binds codes to their purpose: a reset code does not verify, a verify code does not reset', async () => {
    const { email } = await signupUser();
    const id = await userId(email);
    jumpClock(61_000);
    expect((await forgot(email)).statusCode).toBe(200);
    const resetCode = latestCode(t.dataDir, email);

    // With the verify code out of the way, only the live reset code could match.
    await t.ctx.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.userId, id), eq(otpCodes.purpose, 'verify')));
    expectError(await verify(email, resetCode), 400, 'INVALID_OTP');

    // And the other way round: a live verify code does not reset the password.
    jumpClock(61_000);
    expect((await sendOtp(email)).statusCode).toBe(200);
    const freshVerify = latestCode(t.dataDir, email);
    await t.ctx.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.userId, id), eq(otpCodes.purpose, 'reset')));
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      remoteAddress: nextIp(),
      payload: { email, otp: freshVerify, password: 'a brand new password' },
    });
    expectError(reset, 400, 'INVALID_OTP');
  });

  it('answers an unknown email like a wrong code', async () => {
    expectError(await verify(uniqueEmail('ghost'), '1234'), 400, 'INVALID_OTP');
  });

  it('limits code checks per account and network: the 16th from one IP within 15 minutes is 429, another IP goes on', async () => {
    const { email, code } = await signupUser();
    const ip = nextIp();
    // Expired codes do not count against the daily bound, so 15 checks fit under it.
    jumpClock(11 * 60_000);
    for (let i = 0; i < 15; i++) expectError(await verify(email, code, ip), 400, 'OTP_EXPIRED');
    const res = await verify(email, code, ip);
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await verify(email, code), 400, 'OTP_EXPIRED');
  });

  it('limits code checks per IP: the 31st within 15 minutes is 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expectError(await verify(uniqueEmail('scan'), '0000', ip), 400, 'INVALID_OTP');
    const res = await verify(uniqueEmail('scan'), '0000', ip);
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /auth/send-otp', () => {
  it('answers a second request within 60 s from the same network with 429 RATE_LIMITED and Retry-After', async () => {
    const ip = nextIp();
    const { email } = await signupUser(undefined, ip);
    // The signup mail used this minute's send.
    const res = await sendOtp(email, ip);
    const body = expectError(res, 429, 'RATE_LIMITED');
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(body.message).toContain(`${wait} seconds`);
    expect(outboxFor(t.dataDir, email)).toHaveLength(1);
  });

  it('allows ten codes an hour per account and network, one a minute, then 429 until the hour ends', async () => {
    const ip = nextIp();
    const { email } = await signupUser(undefined, ip); // send 1 of 10
    for (let i = 2; i <= 10; i++) {
      jumpClock(61_000);
      const res = await sendOtp(email, ip);
      expect(res.statusCode, `send ${i}: ${res.body}`).toBe(200);
    }
    expect(outboxFor(t.dataDir, email)).toHaveLength(10);
    jumpClock(61_000);
    const res = await sendOtp(email, ip);
    expectError(res, 429, 'RATE_LIMITED');
    // About 3600 - 10 * 61 seconds remain in the hourly window.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(2900);
    jumpClock(3600_000);
    expect((await sendOtp(email, ip)).statusCode).toBe(200);
  });

  it("does not let a stranger spend the owner's sends: other networks share only a slower bound of 20 an hour", async () => {
    const ownerIp = nextIp();
    const { email } = await signupUser(undefined, ownerIp); // 1 of 20
    for (let i = 2; i <= 19; i++) expect((await sendOtp(email)).statusCode, `stranger send ${i}`).toBe(200);
    jumpClock(61_000);
    expect((await sendOtp(email, ownerIp)).statusCode).toBe(200); // 20 of 20
    expect(outboxFor(t.dataDir, email)).toHaveLength(20);
    expectError(await sendOtp(email), 429, 'RATE_LIMITED');
  });

  it('answers unknown and already verified addresses like any other, without mailing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await sendOtp(ghost);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status_code: 200, message: `Verification code sent to ${ghost}`, data: {} });
    expect(outboxFor(t.dataDir, ghost)).toHaveLength(0);

    const { email, code } = await signupUser();
    expect((await verify(email, code)).statusCode).toBe(200);
    jumpClock(61_000);
    expect((await sendOtp(email)).statusCode).toBe(200);
    expect(outboxFor(t.dataDir, email)).toHaveLength(1);
  });

  it('limits code sending per IP: the 31st within the hour is 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await sendOtp(uniqueEmail('spray'), ip)).statusCode).toBe(200);
    expectError(await sendOtp(uniqueEmail('spray'), ip), 429, 'RATE_LIMITED');
  });
});
