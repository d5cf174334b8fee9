import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { expectError, jumpClock, mailParts, nextIp, signupPayload, wrongCode } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, latestCode, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';

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
const reset = (payload: { email: string; otp: string; password: string }) =>
  t.request({ method: 'POST', url: '/api/v1/auth/reset-password', remoteAddress: nextIp(), payload });
const signin = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: nextIp(), payload: { email, password } });
const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/auth', token });

/** A verified user who has just asked for a reset code (past the signup mail's resend minute). */
async function userWithResetCode() {
  const user = await createVerifiedUser(t);
  jumpClock(61_000);
  const res = await forgot(user.email);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, code: latestCode(t.dataDir, user.email) };
}

describe('POST /auth/forgot-password', () => {
  it('answers the same status and body for an existing and an unknown address, and mails only the first', async () => {
    const { email } = await createVerifiedUser(t);
    jumpClock(61_000);
    const ghost = uniqueEmail('ghost');
    const known = await forgot(email);
    const unknown = await forgot(ghost);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    // The message repeats the address typed, so compare with it swapped for a placeholder.
    const normalise = (body: string, address: string) => body.replaceAll(address, '<email>');
    expect(normalise(unknown.body, ghost)).toBe(normalise(known.body, email));
    expect(known.json()).toEqual({ success: true, status_code: 200, message: `Password reset code sent to ${email}`, data: {} });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    const mails = outboxFor(t.dataDir, email);
    expect(mails.at(-1)).toMatch(/^Subject: Your Atelier password reset code$/m);
    expect(outboxFor(t.dataDir, ghost)).toHaveLength(0);
  });

  it('limits repeats for both alike: a second request within the minute is 429 for known and unknown', async () => {
    const { email } = await createVerifiedUser(t);
    jumpClock(61_000);
    const ghost = uniqueEmail('ghost');
    const ip = nextIp();
    expect((await forgot(email, ip)).statusCode).toBe(200);
    expect((await forgot(ghost, ip)).statusCode).toBe(200);
    const a = expectError(await forgot(email, ip), 429, 'RATE_LIMITED');
    const b = expectError(await forgot(ghost, ip), 429, 'RATE_LIMITED');
    expect(a.code).toBe(b.code);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password: the old one fails, the new one works', async () => {
    const { email, password, code } = await userWithResetCode();
    const res = await reset({ email, otp: code, password: 'a brand new password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Password has been reset successfully! Please log in with your new password.',
    });
    expectError(await signin(email, password), 401, 'INVALID_CREDENTIALS');
    expect((await signin(email, 'a brand new password')).statusCode).toBe(200);
  });

  it('ends every session of the account', async () => {
    const { email, password, token, code } = await userWithResetCode();
    const second = (await signin(email, password)).json().data.token as string;
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);

    expect((await reset({ email, otp: code, password: 'a brand new password' })).statusCode).toBe(200);
    expectError(await me(token), 401, 'UNAUTHORIZED');
    expectError(await me(second), 401, 'UNAUTHORIZED');
  });

  it('answers a wrong code with 400 INVALID_OTP and keeps the password', async () => {
    const { email, password, code } = await userWithResetCode();
    expectError(await reset({ email, otp: wrongCode(code), password: 'a brand new password' }), 400, 'INVALID_OTP');
    expect((await signin(email, password)).statusCode).toBe(200);
  });

  it('uses the code once', async () => {
    const { email, code } = await userWithResetCode();
    expect((await reset({ email, otp: code, password: 'a brand new password' })).statusCode).toBe(200);
    expectError(await reset({ email, otp: code, password: 'yet another password' }), 400, 'INVALID_OTP');
    expect((await signin(email, 'a brand new password')).statusCode).toBe(200);
  });

  it('answers an unknown address like a wrong code', async () => {
    expectError(await reset({ email: uniqueEmail('ghost'), otp: '1234', password: 'a brand new password' }), 400, 'INVALID_OTP');
  });

  it.each([
    ['too short', 'Tw33d!q'],
    ['too long', 'tweed-and-linen '.repeat(8) + 'x'],
    ['common', '12345678'],
    ['common', 'password'],
    ['the account email', 'EMAIL!'],
  ])('refuses a new password that is %s with 422 on field password, keeping the code alive', async (_case, newPassword) => {
    const { email, code } = await userWithResetCode();
    const password = newPassword === 'EMAIL!' ? `${email}!` : newPassword;
    const body = expectError(await reset({ email, otp: code, password }), 422, 'VALIDATION_ERROR');
    expect(body.errors?.map((e) => e.field)).toContain('password');
    expect((await reset({ email, otp: code, password: 'tweed-and-linen '.repeat(8) })).statusCode).toBe(200);
  });

  it('verifies an unverified account, since the code proved the address', async () => {
    const email = uniqueEmail('unverified');
    await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(email) });
    jumpClock(61_000);
    expect((await forgot(email)).statusCode).toBe(200);
    const res = await reset({ email, otp: latestCode(t.dataDir, email), password: 'a brand new password' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.isEmailVerified).toBe(true);
    expect((await signin(email, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('the reset mail’s language (decision 203)', () => {
  it('is the one the account chose: a French user’s code arrives in French and still resets the password', async () => {
    const user = await createVerifiedUser(t);
    const preferences = { settings: { language: 'fr' } };
    const set = await t.request({ method: 'PATCH', url: '/api/v1/user/preferences', token: user.token, payload: preferences });
    expect(set.statusCode, set.body).toBe(200);
    jumpClock(61_000);
    // The browser's language does not outweigh the account's choice.
    const asked = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      remoteAddress: nextIp(),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email: user.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = outboxFor(t.dataDir, user.email).at(-1)!;
    const code = latestCode(t.dataDir, user.email);
    const parts = mailParts(mail);
    expect(parts.find((p) => p.contentType === 'text/plain')?.body).toBe(
      `Bonjour Test, utilisez ce code pour choisir un nouveau mot de passe sur Atelier.\n\n    ${code}\n\n` +
        'Le code est valable 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, votre mot de passe reste inchangé.',
    );
    expect(parts.find((p) => p.contentType === 'text/html')?.body).toContain('<html lang="fr">');
    expect((await reset({ email: user.email, otp: code, password: 'a brand new password' })).statusCode).toBe(200);
  });
});
