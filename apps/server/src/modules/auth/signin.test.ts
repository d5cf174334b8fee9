import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { expectError, jumpClock, nextIp, signupPayload } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 3600_000;
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const signin = (payload: Record<string, unknown>, opts: { ip?: string; userAgent?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.userAgent ? { 'user-agent': opts.userAgent } : {},
    payload,
  });

describe('POST /auth/signin', () => {
  it('answers 200 with token, user and expiresAt; GET /auth returns the same user', async () => {
    const { email, password } = await createVerifiedUser(t, { plan: 'premium' });
    const res = await signin({ email, password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      status_code: 200,
      message: 'Logged in successfully!',
      data: {
        token: expect.any(String),
        expiresAt: expect.any(String),
        user: { email, plan: 'premium', isEmailVerified: true, isSubActive: true },
      },
    });
    const me = await t.request({ method: 'GET', url: '/api/v1/auth', token: body.data.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.user).toEqual(body.data.user);
  });

  it('GET /auth returns the fresh user, not the one at sign-in time', async () => {
    const { email, token } = await createVerifiedUser(t);
    await t.ctx.db.update(users).set({ firstName: 'Renamed', plan: 'enterprise' }).where(eq(users.email, email));
    const me = await t.request({ method: 'GET', url: '/api/v1/auth', token });
    expect(me.json().data.user).toMatchObject({ firstName: 'Renamed', plan: 'enterprise' });
  });

  it('answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS, same message', async () => {
    const { email } = await createVerifiedUser(t);
    const wrong = expectError(await signin({ email, password: 'not the password' }), 401, 'INVALID_CREDENTIALS');
    const unknown = expectError(await signin({ email: uniqueEmail('ghost'), password: 'not the password' }), 401, 'INVALID_CREDENTIALS');
    expect(wrong).toEqual(unknown);
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED and mails a fresh code once the minute allows', async () => {
    const email = uniqueEmail('unverified');
    const password = 'correct horse battery';
    const ip = nextIp();
    const up = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: ip,
      payload: signupPayload(email, { password }),
    });
    expect(up.statusCode).toBe(201);
    expect(outboxFor(t.dataDir, email)).toHaveLength(1);

    // Within the minute of the signup mail: refused, no second mail.
    expectError(await signin({ email, password }, { ip }), 403, 'EMAIL_NOT_VERIFIED');
    expect(outboxFor(t.dataDir, email)).toHaveLength(1);

    jumpClock(61_000);
    expectError(await signin({ email, password }, { ip }), 403, 'EMAIL_NOT_VERIFIED');
    const mails = outboxFor(t.dataDir, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^Subject: Your Atelier verification code$/m);
  });

  it('does not reveal an unverified account to a wrong password', async () => {
    const email = uniqueEmail('unverified');
    await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(email) });
    expectError(await signin({ email, password: 'not the password' }), 401, 'INVALID_CREDENTIALS');
  });

  it.each([
    [false, 12 * HOUR],
    [true, 30 * 24 * HOUR],
  ])('with rememberMe %s the session lasts %d ms', async (rememberMe, ttl) => {
    const { email, password } = await createVerifiedUser(t);
    const before = Date.now();
    const res = await signin({ email, password, rememberMe });
    const { token, expiresAt } = res.json().data as { token: string; expiresAt: string };
    expect(Math.abs(new Date(expiresAt).getTime() - (before + ttl))).toBeLessThan(60_000);
    // The token itself expires with the session.
    expect(Math.abs(decodeJwt(token).exp! * 1000 - new Date(expiresAt).getTime())).toBeLessThan(1000);
  });

  it('leaves rememberMe out as a 12-hour session', async () => {
    const { email, password } = await createVerifiedUser(t);
    const res = await signin({ email, password });
    const ahead = new Date(res.json().data.expiresAt).getTime() - Date.now();
    expect(Math.abs(ahead - 12 * HOUR)).toBeLessThan(60_000);
  });

  it('creates a session row with the device from the user agent', async () => {
    const { email, password, user } = await createVerifiedUser(t);
    const ip = nextIp();
    const res = await signin({ email, password }, { ip, userAgent: CHROME_ON_WINDOWS });
    const sid = decodeJwt(res.json().data.token as string).sid as string;
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row).toMatchObject({ userId: user.id, device: 'Chrome on Windows', ip, endedAt: null });
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(row!.lastActiveAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Each sign-in is its own session.
    const all = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(all).toHaveLength(2);
  });

  it('limits wrong passwords per account and network: after 10 that network is 429, the owner elsewhere signs in', async () => {
    const { email, password } = await createVerifiedUser(t);
    const attacker = nextIp();
    for (let i = 0; i < 10; i++)
      expectError(await signin({ email, password: 'wrong password' }, { ip: attacker }), 401, 'INVALID_CREDENTIALS');
    const res = await signin({ email, password }, { ip: attacker });
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Strangers' wrong passwords no longer lock the owner out (decision 018).
    expect((await signin({ email, password })).statusCode).toBe(200);
  });

  it('counts only failures: the owner signs in many times in a row', async () => {
    const { email, password } = await createVerifiedUser(t);
    const ip = nextIp();
    for (let i = 0; i < 12; i++) expect((await signin({ email, password }, { ip })).statusCode).toBe(200);
  });

  it('bounds wrong passwords from many networks at 50 an hour; then only networks the owner used get through', async () => {
    const ownerIp = nextIp();
    const { email, password } = await createVerifiedUser(t, { ip: ownerIp });
    for (let i = 0; i < 50; i++) expectError(await signin({ email, password: `wrong password ${i}` }), 401, 'INVALID_CREDENTIALS');
    // A new network is refused without its password being checked, even a right one.
    expectError(await signin({ email, password: 'another guess' }), 429, 'RATE_LIMITED');
    expectError(await signin({ email, password }), 429, 'RATE_LIMITED');
    // The owner, from the network they signed in from before, still gets in.
    expect((await signin({ email, password }, { ip: ownerIp })).statusCode).toBe(200);
  });

  it('limits sign-ins per IP: the 31st within 15 minutes is 429 with Retry-After', async () => {
    const ip = nextIp();
    // Unknown addresses cost the same argon2 work as real ones, so spread them over accounts.
    for (let i = 0; i < 30; i++) {
      expectError(await signin({ email: uniqueEmail('spray'), password: 'wrong password' }, { ip }), 401, 'INVALID_CREDENTIALS');
    }
    const { email, password } = await createVerifiedUser(t);
    const res = await signin({ email, password }, { ip });
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is fine from another network.
    expect((await signin({ email, password })).statusCode).toBe(200);
  });
});
