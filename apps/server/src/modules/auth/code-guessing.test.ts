import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from '../../db/schema/index.js';
import { expectError, jumpClock, nextIp, wrongCode } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, latestCode, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { OTP_DAILY_FAILURES } from '../../lib/code-guess-guard.js';
import { hashCode, OTP_MAX_ATTEMPTS } from './otp.js';

/**
 * Found by a security probe: one account's 4-digit reset code could be guessed (about 1,200 tries
 * a day, 11% a day), the 5-try cap could be raced, and the answers told known addresses from
 * unknown ones. Decision 018 has the arithmetic.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const forgot = (email: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: ip, payload: { email } });
const reset = (email: string, otp: string, ip = nextIp()) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    remoteAddress: ip,
    payload: { email, otp, password: 'a brand new password' },
  });
const signin = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: nextIp(), payload: { email, password } });

/**
 * Asks for a fresh reset code (a minute later, past the resend limit) and returns it. For an
 * address without an account no mail is sent; the stored code is found by trying hashes, so the
 * test can guess wrong for certain there too.
 */
async function freshCode(email: string, known: boolean): Promise<string> {
  jumpClock(61_000);
  expect((await forgot(email)).statusCode).toBe(200);
  if (known) return latestCode(t.dataDir, email);
  const [row] = await t.ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'reset'), isNull(otpCodes.consumedAt)));
  expect(row?.userId).toBeNull();
  for (let n = 0; n < 10_000; n++) {
    const code = String(n).padStart(4, '0');
    if (hashCode(t.ctx, email, 'reset', code) === row?.codeHash) return code;
  }
  throw new Error('no stored code for that address');
}

describe('the daily bound on wrong codes', () => {
  it(`allows ${OTP_DAILY_FAILURES} wrong codes per address in 24 hours across fresh codes, then refuses every check and mails the owner once`, async () => {
    expect(OTP_DAILY_FAILURES).toBe(10);
    const { email, password } = await createVerifiedUser(t);
    // Two wrong tries per code, over five fresh codes: the per-code cap never trips.
    let code = '';
    for (let round = 0; round < 5; round++) {
      code = await freshCode(email, true);
      for (let i = 0; i < 2; i++) {
        const res = await reset(email, wrongCode(code));
        if (round === 4 && i === 1) expectError(res, 429, 'OTP_LOCKED');
        else expectError(res, 400, 'INVALID_OTP');
      }
    }
    // The right code of a new request is refused too, from any network, for the rest of the day.
    code = await freshCode(email, true);
    const locked = expectError(await reset(email, code), 429, 'OTP_LOCKED');
    expect(locked.errors).toEqual([{ field: 'otp', message: expect.any(String) }]);
    expect((await signin(email, 'a brand new password')).statusCode).toBe(401);
    // The owner is told once; the password is unchanged and still works.
    const paused = outboxFor(t.dataDir, email).filter((m) => /^Subject: Atelier paused password reset codes/m.test(m));
    expect(paused).toHaveLength(1);
    expect((await signin(email, password)).statusCode).toBe(200);

    // 24 hours after the first wrong try of the window, codes work again.
    jumpClock(24 * 3600_000);
    code = await freshCode(email, true);
    expect((await reset(email, code)).statusCode).toBe(200);
    expect((await signin(email, 'a brand new password')).statusCode).toBe(200);
  });

  it('keeps the verify and reset bounds apart', async () => {
    const { email } = await createVerifiedUser(t);
    for (let round = 0; round < 5; round++) {
      const code = await freshCode(email, true);
      await reset(email, wrongCode(code));
      await reset(email, wrongCode(code));
    }
    expectError(await reset(email, '0000'), 429, 'OTP_LOCKED');
    // Verification codes of the same address are still checked (this one is simply wrong).
    expectError(
      await t.request({ method: 'POST', url: '/api/v1/auth/verify-otp', remoteAddress: nextIp(), payload: { email, otp: '0000' } }),
      400,
      'INVALID_OTP',
    );
  });
});

describe('simultaneous guesses', () => {
  it(`count every try before comparing: 15 at once kill the code after ${OTP_MAX_ATTEMPTS}, and the right code is then refused`, async () => {
    const { email } = await createVerifiedUser(t);
    const code = await freshCode(email, true);
    const guesses = Array.from({ length: 15 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map((g) => reset(email, g)));
    const codes = answers.map((r) => (r.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(15 - (OTP_MAX_ATTEMPTS - 1));
    const [row] = await t.ctx.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'reset')));
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
    expectError(await reset(email, code), 400, 'OTP_ATTEMPTS_EXCEEDED');
  });

  it('never let more than the daily bound through, whatever arrives at once', async () => {
    const { email } = await createVerifiedUser(t);
    const codes: string[] = [];
    for (let round = 0; round < 3; round++) {
      await freshCode(email, true);
      const answers = await Promise.all(Array.from({ length: 6 }, () => reset(email, '0000')));
      codes.push(...answers.map((r) => (r.json() as { code: string }).code));
    }
    const counted = codes.filter((c) => c === 'INVALID_OTP' || c === 'OTP_ATTEMPTS_EXCEEDED');
    expect(counted.length).toBeLessThanOrEqual(OTP_DAILY_FAILURES);
    expect(codes.filter((c) => c === 'OTP_LOCKED').length).toBeGreaterThan(0);
  });
});

describe('known and unknown addresses answer alike', () => {
  /** The code and status of each answer to the same sequence of tries. */
  async function story(email: string, known: boolean): Promise<string[]> {
    const out: string[] = [];
    const note = (res: Awaited<ReturnType<typeof reset>>) =>
      out.push(`${res.statusCode} ${(res.json() as { code?: string }).code ?? 'ok'}`);
    let code = await freshCode(email, known);
    for (let i = 0; i < 6; i++) note(await reset(email, wrongCode(code)));
    code = await freshCode(email, known);
    for (let i = 0; i < 5; i++) note(await reset(email, wrongCode(code)));
    return out;
  }

  it('after forgot-password, wrong codes end the same way for an account and for an address without one', async () => {
    const { email } = await createVerifiedUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await story(email, true);
    const unknown = await story(ghost, false);
    expect(unknown).toEqual(known);
    expect(known).toContain('400 OTP_ATTEMPTS_EXCEEDED');
    expect(known.at(-1)).toBe('429 OTP_LOCKED');
  });
});
