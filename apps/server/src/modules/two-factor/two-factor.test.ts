import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recoveryCodes, twoFactorChallenges, users } from '../../db/schema/index.js';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../../test/fake-providers.js';
import { expectError, jumpClock, nextIp } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(
    { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, LOG_LEVEL: 'debug' },
    { logStream: { write: (l) => void logLines.push(l) } },
  );
});
afterAll(async () => {
  await t.close();
  await google.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const STEP = 30_000;
/** The authenticator's code `steps` time steps from now, computed here from the shown secret. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * STEP,
  });
/** A 6-digit code certainly wrong for the steps around now. */
function wrongCodeOf(secret: string): string {
  const taken = new Set([-1, 0, 1].map((s) => codeOf(secret, s)));
  let n = 0;
  while (taken.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;
const setup = (a: Account) => t.request({ method: 'POST', url: '/api/v1/user/2fa/setup', token: a.token, remoteAddress: nextIp() });
const toggle = (a: Account, enable: boolean, code: string) =>
  t.request({ method: 'PATCH', url: '/api/v1/user/2fa', token: a.token, remoteAddress: nextIp(), payload: { enable, code } });
const signin = (a: Account, extra: Record<string, unknown> = {}, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: ip, payload: { email: a.email, password: a.password, ...extra } });
const second = (challengeToken: string, code: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/v1/auth/2fa', remoteAddress: ip, payload: { challengeToken, code } });

/** A verified user with 2FA on; the next usable code is one step ahead (the current one was spent enabling). */
async function userWith2fa() {
  const account = await createVerifiedUser(t);
  const res = await setup(account);
  const { secret } = res.json().data as { secret: string };
  const on = await toggle(account, true, codeOf(secret));
  expect(on.statusCode, on.body).toBe(200);
  return { ...account, secret, recoveryCodes: on.json().data.recoveryCodes as string[] };
}

async function challengeFor(a: Account) {
  const res = await signin(a);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.challengeToken as string;
}

describe('2FA setup and enabling', () => {
  it('sets up a secret without enabling, refuses a wrong first code, enables with a right one and gives 10 recovery codes', async () => {
    const a = await createVerifiedUser(t);
    const res = await setup(a);
    expect(res.statusCode, res.body).toBe(200);
    const { secret, otpauthUrl } = res.json().data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Atelier:${a.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ issuer: 'Atelier', secret, algorithm: 'SHA1', digits: '6', period: '30' });

    const [stored] = await t.ctx.db.select().from(users).where(eq(users.email, a.email));
    expect(stored!.twoFactorEnabled).toBe(false);
    // Encrypted at rest: the base32 secret is not in the row.
    expect(stored!.totpSecret).toMatch(/^v1\./);
    expect(stored!.totpSecret).not.toContain(secret);

    const wrong = expectError(await toggle(a, true, wrongCodeOf(secret)), 400, 'INVALID_OTP');
    expect(wrong.errors).toEqual([{ field: 'code', message: 'The code is not correct.' }]);
    expect((await signin(a)).json().data.token).toEqual(expect.any(String));

    const on = await toggle(a, true, codeOf(secret));
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: '2FA enabled successfully', data: { is2FAEnabled: true } });
    const codes = on.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}$/);
    // Stored hashed only.
    const rows = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, a.user.id));
    expect(rows).toHaveLength(10);
    for (const r of rows) expect(codes).not.toContain(r.codeHash);
    const mails = outboxFor(t.dataDir, a.email);
    expect(mails.at(-1)).toMatch(/^Subject: Two-factor authentication is on for your Atelier account$/m);
  });

  it('mails the account in its language (decision 203)', async () => {
    const a = await createVerifiedUser(t);
    const language = await t.request({
      method: 'PATCH',
      url: '/api/v1/user/preferences',
      token: a.token,
      payload: { settings: { language: 'de' } },
    });
    expect(language.statusCode, language.body).toBe(200);
    const { secret } = (await setup(a)).json().data as { secret: string };
    expect((await toggle(a, true, codeOf(secret))).statusCode).toBe(200);
    const mail = outboxFor(t.dataDir, a.email).at(-1)!;
    expect(mail.replace(/=\r?\n/g, '')).toContain('Bewahren Sie Ihre Wiederherstellungscodes sicher auf');
    expect(mail).not.toMatch(/^Subject: Two-factor/m);
  });

  it('refuses a second setup while 2FA is on, and enabling twice', async () => {
    const a = await userWith2fa();
    expectError(await setup(a), 400, 'BAD_REQUEST');
    expectError(await toggle(a, true, codeOf(a.secret, 1)), 400, 'BAD_REQUEST');
  });

  it('refuses to enable before setup and takes only the strict body', async () => {
    const a = await createVerifiedUser(t);
    expectError(await toggle(a, true, '123456'), 400, 'BAD_REQUEST');
    const extra = await t.request({
      method: 'PATCH',
      url: '/api/v1/user/2fa',
      token: a.token,
      payload: { enable: true, code: '123456', secret: 'x' },
    });
    expectError(extra, 422, 'VALIDATION_ERROR');
    expectError(await t.request({ method: 'POST', url: '/api/v1/user/2fa/setup' }), 401, 'UNAUTHORIZED');
  });
});

describe('sign-in with 2FA on', () => {
  it('the password alone gives no token; the challenge plus a current code gives a session', async () => {
    const a = await userWith2fa();
    const res = await signin(a, { rememberMe: true });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String), expiresAt: expect.any(String) });
    expect(data.token).toBeUndefined();
    const ttl = new Date(data.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    // The challenge token is stored hashed.
    const [row] = await t.ctx.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, a.user.id));
    expect(row!.tokenHash).not.toBe(data.challengeToken);
    // The challenge is no bearer token.
    expectError(await t.request({ method: 'GET', url: '/api/v1/auth', token: data.challengeToken }), 401, 'UNAUTHORIZED');
    expectError(await t.request({ method: 'GET', url: '/api/v1/auth' }), 401, 'UNAUTHORIZED');

    const done = await second(data.challengeToken, codeOf(a.secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Logged in successfully!',
      data: { token: expect.any(String), user: { email: a.email }, expiresAt: expect.any(String) },
    });
    // rememberMe of the first step is kept: the 30-day session.
    expect(new Date(done.json().data.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    const me = await t.request({ method: 'GET', url: '/api/v1/auth', token: done.json().data.token });
    expect(me.statusCode).toBe(200);
    // A challenge completes once.
    expectError(await second(data.challengeToken, codeOf(a.secret, 1)), 400, 'TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('refuses the same code twice (replay), on a new challenge too', async () => {
    const a = await userWith2fa();
    const code = codeOf(a.secret, 1);
    expect((await second(await challengeFor(a), code)).statusCode).toBe(200);
    const replay = expectError(await second(await challengeFor(a), code), 400, 'INVALID_OTP');
    expect(replay.message).toBe('This code was already used. Wait for the next code from your authenticator app.');
    // The code of the enabling step is spent too.
    expectError(await second(await challengeFor(a), codeOf(a.secret)), 400, 'INVALID_OTP');
    // The next step's code works once time has moved on.
    jumpClock(STEP);
    expect((await second(await challengeFor(a), codeOf(a.secret, 1))).statusCode).toBe(200);
  });

  it('kills a challenge after 5 wrong codes, even for the right one', async () => {
    const a = await userWith2fa();
    const token = await challengeFor(a);
    const wrong = wrongCodeOf(a.secret);
    for (let i = 0; i < 4; i += 1) expectError(await second(token, wrong), 400, 'INVALID_OTP');
    expectError(await second(token, wrong), 400, 'OTP_ATTEMPTS_EXCEEDED');
    expectError(await second(token, codeOf(a.secret, 1)), 400, 'OTP_ATTEMPTS_EXCEEDED');
    // A fresh sign-in gets a fresh challenge.
    expect((await second(await challengeFor(a), codeOf(a.secret, 1))).statusCode).toBe(200);
  });

  it('counts concurrent wrong codes one after another', async () => {
    const a = await userWith2fa();
    const token = await challengeFor(a);
    const wrong = wrongCodeOf(a.secret);
    const answers = await Promise.all(Array.from({ length: 8 }, () => second(token, wrong)));
    const codes = answers.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(4);
  });

  it('pauses codes for the account after 10 wrong ones in 24 hours, and mails the owner once', async () => {
    const a = await userWith2fa();
    const wrong = wrongCodeOf(a.secret);
    for (let round = 0; round < 2; round += 1) {
      const token = await challengeFor(a);
      for (let i = 0; i < 4; i += 1) expectError(await second(token, wrong), 400, 'INVALID_OTP');
      expectError(await second(token, wrong), round === 0 ? 400 : 429, round === 0 ? 'OTP_ATTEMPTS_EXCEEDED' : 'OTP_LOCKED');
    }
    const locked = await second(await challengeFor(a), codeOf(a.secret, 1));
    expectError(locked, 429, 'OTP_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const paused = outboxFor(t.dataDir, a.email).filter((m) => /^Subject: Atelier paused two-factor codes/m.test(m));
    expect(paused).toHaveLength(1);
  });

  it('accepts a recovery code once', async () => {
    const a = await userWith2fa();
    const code = a.recoveryCodes[3]!;
    const done = await second(await challengeFor(a), code.toUpperCase().replace('-', ' '));
    expect(done.statusCode, done.body).toBe(200);
    expectError(await second(await challengeFor(a), code), 400, 'INVALID_OTP');
    const rows = await t.ctx.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, a.user.id)));
    expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(1);
    // Another one still works.
    expect((await second(await challengeFor(a), a.recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('refuses an expired challenge and an unknown one', async () => {
    const a = await userWith2fa();
    const token = await challengeFor(a);
    jumpClock(5 * 60_000 + 1000);
    expectError(await second(token, codeOf(a.secret)), 400, 'TWO_FACTOR_CHALLENGE_INVALID');
    expectError(await second('not-a-challenge', '123456'), 400, 'TWO_FACTOR_CHALLENGE_INVALID');
    expectError(await t.request({ method: 'POST', url: '/api/v1/auth/2fa', payload: { challengeToken: token } }), 422, 'VALIDATION_ERROR');
  });

  it('challenges a Google sign-in too, and answers with the Google message', async () => {
    const a = await userWith2fa();
    const idToken = await google.idToken({ sub: `g-2fa-${a.user.id}`, email: a.email });
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/oauth/google', remoteAddress: nextIp(), payload: { idToken } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.twoFactorRequired).toBe(true);
    expect(data.token).toBeUndefined();
    const done = await second(data.challengeToken, codeOf(a.secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Logged in with Google!');
  });
});

describe('disabling 2FA', () => {
  it('needs a current code, then turns 2FA off, drops the secret and codes, and mails the owner', async () => {
    const a = await userWith2fa();
    expectError(await toggle(a, false, wrongCodeOf(a.secret)), 400, 'INVALID_OTP');
    expectError(await toggle(a, false, 'zzzz-zzzz'), 400, 'INVALID_OTP');
    const off = await toggle(a, false, codeOf(a.secret, 1));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual(expect.objectContaining({ message: '2FA disabled successfully', data: { is2FAEnabled: false } }));
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ twoFactorEnabled: false, totpSecret: null, totpLastStep: null });
    expect(await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, a.user.id))).toHaveLength(0);
    expect(outboxFor(t.dataDir, a.email).at(-1)).toMatch(/^Subject: Two-factor authentication is off for your Atelier account$/m);
    // The password alone signs in again.
    expect((await signin(a)).json().data.token).toEqual(expect.any(String));
    expectError(await toggle(a, false, '123456'), 400, 'BAD_REQUEST');
  });

  it('takes a recovery code instead of a current code', async () => {
    const a = await userWith2fa();
    const off = await toggle(a, false, a.recoveryCodes[0]!);
    expect(off.statusCode, off.body).toBe(200);
  });
});

describe('secrets stay secret', () => {
  it('the secret appears in the setup answer only, never in another answer or the log', async () => {
    const a = await createVerifiedUser(t);
    const start = await setup(a);
    const { secret } = start.json().data as { secret: string };
    const answers = [
      await toggle(a, true, codeOf(secret)),
      await t.request({ method: 'GET', url: '/api/v1/auth', token: a.token }),
      await signin(a),
    ];
    for (const res of answers) expect(res.body).not.toContain(secret);
    const token = answers[2]!.json().data.challengeToken as string;
    await second(token, codeOf(secret, 1));
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(token);
  });
});
