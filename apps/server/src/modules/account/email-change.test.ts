import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailChangeUndos, users } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { jumpClock, mailParts, nextIp, signupPayload, wrongCode } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, latestCode, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { TOTP_PERIOD_MS, totpCodeAt } from '../two-factor/totp.js';
import { EMAIL_UNDO_TTL_MS } from './email-change.js';
import { PASSWORD_GUESS_LIMIT } from './guards.js';

/** A new email needs proof of the account; the old address can undo the change for 7 days (decision 050). */
const APP_URL = 'https://atelier.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;
const profileOf = async (token: string) =>
  (await businessApi(t, token).call('GET', '/user/profile')).body.data.user as Record<string, unknown>;
const signin = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: nextIp(), payload: { email, password } });
const undo = (token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/v1/user/email/undo', remoteAddress: nextIp(), headers, payload: { token } });

/** A second signed-in device of the account. */
async function secondSession(a: Account): Promise<string> {
  const res = await signin(a.email, a.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** Moves the account to a new address with the password and the new address's code; returns the undo token mailed to the old one. */
async function changeEmail(a: Account, next: string): Promise<string> {
  const api = businessApi(t, a.token);
  const asked = await api.call('PATCH', '/user/profile', { email: next, currentPassword: a.password });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const done = await api.call('POST', '/user/email/confirm', { otp: latestCode(t.dataDir, next) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const notice = mailParts(outboxFor(t.dataDir, a.email).at(-1)!).find((p) => p.contentType === 'text/plain')!.body;
  const link = notice.replace(/=\r?\n/g, '').match(/https:\/\/\S+#token=[\w-]+/)?.[0];
  expect(link, notice).toBeDefined();
  expect(link!.startsWith(`${APP_URL}/email-change/undo#token=`)).toBe(true);
  return link!.split('#token=')[1]!;
}

describe('PATCH /user/profile with a new email', () => {
  it('refuses a change without proof with 422 naming currentPassword, and changes nothing', async () => {
    const u = await createVerifiedUser(t);
    const next = uniqueEmail('stolen');
    const res = await businessApi(t, u.token).call('PATCH', '/user/profile', { email: next, bio: 'taken over' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'currentPassword', message: expect.stringMatching(/current password/) }]);
    expect(await profileOf(u.token)).toMatchObject({ email: u.email, pendingEmail: '', bio: '' });
    expect(outboxFor(t.dataDir, next)).toHaveLength(0);
  });

  it('refuses a wrong password with 400 on currentPassword, counted in the per-account bound', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const next = uniqueEmail('guess');
    for (let i = 0; i < PASSWORD_GUESS_LIMIT.max; i += 1) {
      const res = await api.call('PATCH', '/user/profile', { email: next, currentPassword: `wrong guess ${i}` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_PASSWORD', errors: [{ field: 'currentPassword' }] });
    }
    const limited = await api.call('PATCH', '/user/profile', { email: next, currentPassword: u.password });
    expect(limited.status).toBe(429);
    expect(await profileOf(u.token)).toMatchObject({ email: u.email, pendingEmail: '' });
    expect(outboxFor(t.dataDir, next)).toHaveLength(0);
  });

  it('with the password: the change completes, the old address gets an undo link, other sessions end', async () => {
    const u = await createVerifiedUser(t);
    const other = await secondSession(u);
    const next = uniqueEmail('moved');
    await changeEmail(u, next);
    expect(await profileOf(u.token)).toMatchObject({ email: next, pendingEmail: '' });
    expect((await businessApi(t, other).call('GET', '/user/profile')).status).toBe(401);
    expect(outboxFor(t.dataDir, u.email).at(-1)).toMatch(/^Subject: Your Atelier email address was changed/m);
  });

  it('takes the undo link from APP_URL, whatever Host the request named', async () => {
    const u = await createVerifiedUser(t);
    const next = uniqueEmail('host');
    const api = businessApi(t, u.token);
    await api.call('PATCH', '/user/profile', { email: next, currentPassword: u.password });
    await t.request({
      method: 'POST',
      url: '/api/v1/user/email/confirm',
      token: u.token,
      headers: { host: 'evil.example', origin: 'https://evil.example' },
      payload: { otp: latestCode(t.dataDir, next) },
    });
    const notice = outboxFor(t.dataDir, u.email).at(-1)!;
    expect(notice).not.toContain('evil.example');
    expect(notice.replace(/=\r?\n/g, '')).toContain(`${APP_URL}/email-change/undo#token=`);
  });

  it('accepts a current two-factor code instead of the password when 2FA is on', async () => {
    const u = await createVerifiedUser(t);
    const setup = await t.request({ method: 'POST', url: '/api/v1/user/2fa/setup', token: u.token, remoteAddress: nextIp() });
    const { secret } = setup.json().data as { secret: string };
    const on = await t.request({
      method: 'PATCH',
      url: '/api/v1/user/2fa',
      token: u.token,
      remoteAddress: nextIp(),
      payload: { enable: true, code: totpCodeAt(secret, Date.now()) },
    });
    expect(on.statusCode, on.body).toBe(200);
    const api = businessApi(t, u.token);
    const next = uniqueEmail('twofactor');
    const wrong = await api.call('PATCH', '/user/profile', {
      email: next,
      twoFactorCode: '000000' === totpCodeAt(secret, Date.now() + TOTP_PERIOD_MS) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'twoFactorCode', message: expect.any(String) }]);
    const res = await api.call('PATCH', '/user/profile', { email: next, twoFactorCode: totpCodeAt(secret, Date.now() + TOTP_PERIOD_MS) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ pendingEmail: next });
  });

  it('for an account without a password, takes a code mailed to the current address', async () => {
    const u = await createVerifiedUser(t);
    await t.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, u.user.id));
    const api = businessApi(t, u.token);
    const next = uniqueEmail('social');
    const none = await api.call('PATCH', '/user/profile', { email: next });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ field: 'otp', message: expect.any(String) }]);
    const sent = await api.call('POST', '/user/email/code');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = latestCode(t.dataDir, u.email);
    expect((await api.call('PATCH', '/user/profile', { email: next, otp: wrongCode(code) })).body.code).toBe('INVALID_OTP');
    const res = await api.call('PATCH', '/user/profile', { email: next, otp: code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: u.email, pendingEmail: next });
    expect(outboxFor(t.dataDir, next)).toHaveLength(1);
  });

  it('needs no proof for the other fields, nor for the address it already has', async () => {
    const u = await createVerifiedUser(t);
    const res = await businessApi(t, u.token).call('PATCH', '/user/profile', { email: u.email, firstName: 'Ada', bio: 'Tailor' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ firstName: 'Ada', bio: 'Tailor' });
  });
});

describe('POST /user/email/undo', () => {
  it('restores the old address once, ends every session and removes the password', async () => {
    const u = await createVerifiedUser(t);
    const next = uniqueEmail('undo');
    const token = await changeEmail(u, next);
    const res = await undo(token);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ email: u.email, pendingEmail: null, passwordHash: null, isEmailVerified: true });
    expect((await businessApi(t, u.token).call('GET', '/user/profile')).status).toBe(401);
    expect((await signin(next, u.password)).statusCode).toBe(401);
    expect(outboxFor(t.dataDir, u.email).at(-1)).toMatch(/^Subject: Your Atelier email address was restored/m);
    // Single use.
    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'token', message: expect.any(String) }]);
  });

  it('works within 7 days and not after, changing nothing then', async () => {
    const u = await createVerifiedUser(t);
    const next = uniqueEmail('late');
    const token = await changeEmail(u, next);
    jumpClock(EMAIL_UNDO_TTL_MS + 60_000);
    const late = await undo(token);
    expect(late.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ email: next });
    expect(row!.passwordHash).not.toBeNull();
  });

  it('works on the last day of the 7', async () => {
    const u = await createVerifiedUser(t);
    const token = await changeEmail(u, uniqueEmail('lastday'));
    jumpClock(EMAIL_UNDO_TTL_MS - 60_000);
    expect((await undo(token)).statusCode).toBe(200);
  });

  it('keeps the old address from sign-ups and other accounts until the undo is used or expires', async () => {
    const u = await createVerifiedUser(t);
    const token = await changeEmail(u, uniqueEmail('kept'));
    const signup = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: nextIp(),
      payload: signupPayload(u.email),
    });
    expect(signup.statusCode).toBe(409);
    const b = await createVerifiedUser(t);
    const move = await businessApi(t, b.token).call('PATCH', '/user/profile', { email: u.email, currentPassword: b.password });
    expect(move.status).toBe(409);
    expect((await undo(token)).statusCode).toBe(200);
  });

  it("kills the account's other undo links: an address it passed through cannot come back", async () => {
    const u = await createVerifiedUser(t);
    const b = uniqueEmail('first');
    const first = await changeEmail(u, b);
    // The session survives its own change; the password proves the next one.
    const second = await changeEmail({ ...u, email: b }, uniqueEmail('second'));
    expect((await undo(first)).statusCode).toBe(200);
    expect((await undo(second)).statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row!.email).toBe(u.email);
  });

  it('stores the token only hashed, and refuses a malformed one with 422', async () => {
    const u = await createVerifiedUser(t);
    const token = await changeEmail(u, uniqueEmail('hashed'));
    const rows = await t.ctx.db.select().from(emailChangeUndos).where(eq(emailChangeUndos.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect((await undo('short')).statusCode).toBe(422);
  });
});
