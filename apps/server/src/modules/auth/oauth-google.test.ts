import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { GOOGLE_CLIENT_ID, deadUrl, startFakeGoogle } from '../../test/fake-providers.js';
import { expectError, nextIp, signupPayload } from '../../test/fixtures.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const post = (app: TestApp, idToken: string, extra: Record<string, unknown> = {}) =>
  app.request({ method: 'POST', url: '/api/v1/auth/oauth/google', remoteAddress: nextIp(), payload: { idToken, ...extra } });

async function userRow(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /auth/oauth/google', () => {
  it('creates a verified account for a new email and signs in', async () => {
    const email = uniqueEmail('google');
    const idToken = await google.idToken({
      sub: 'g-new-1',
      email: email.toUpperCase(),
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://example.com/g.png',
    });
    const res = await post(t, idToken);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      isEmailVerified: true,
      image: 'https://example.com/g.png',
      plan: 'free',
    });
    const me = await t.request({ method: 'GET', url: '/api/v1/auth', token: data.token });
    expect(me.statusCode).toBe(200);
    const row = await userRow(email);
    expect(row).toMatchObject({ googleId: 'g-new-1', passwordHash: null });
  });

  it('signs the same Google account in again without a second user', async () => {
    const email = uniqueEmail('google');
    const first = await post(t, await google.idToken({ sub: 'g-again', email, name: 'Ada Lovelace' }));
    const again = await post(t, await google.idToken({ sub: 'g-again', email, name: 'Ada Lovelace' }), { rememberMe: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
    expect(first.json().data.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    // rememberMe gives the 30-day session here too.
    const ahead = new Date(again.json().data.expiresAt).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('links an existing unverified email account and verifies it', async () => {
    const email = uniqueEmail('link');
    const up = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: nextIp(),
      payload: signupPayload(email, { selectedPlan: 'premium' }),
    });
    const signupId = up.json().data.user.id as string;
    const res = await post(t, await google.idToken({ sub: 'g-link', email }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: signupId, email, isEmailVerified: true, plan: 'premium', firstName: 'Ada' });
    expect(await userRow(email)).toMatchObject({ googleId: 'g-link', isEmailVerified: true });
  });

  it('does not let a password set before the address was proven sign in after linking', async () => {
    // Someone may have signed up with another person's address; Google proves the owner,
    // so the unproven password must not stay a way into the owner's account.
    const email = uniqueEmail('prehijack');
    const password = 'squatter password';
    await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(email, { password }) });
    expect((await post(t, await google.idToken({ sub: 'g-owner', email }))).statusCode).toBe(200);
    const signin = await t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: nextIp(), payload: { email, password } });
    expectError(signin, 401, 'INVALID_CREDENTIALS');
  });

  it('keeps the password of an already verified account when linking', async () => {
    const email = uniqueEmail('verified');
    const password = 'correct horse battery';
    await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(email, { password }) });
    await t.ctx.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
    expect((await post(t, await google.idToken({ sub: 'g-verified', email }))).statusCode).toBe(200);
    const signin = await t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: nextIp(), payload: { email, password } });
    expect(signin.statusCode, signin.body).toBe(200);
  });

  it('finds the account by Google id when the Google address changed, without touching another account', async () => {
    const oldEmail = uniqueEmail('moved');
    const newEmail = uniqueEmail('taken');
    // Someone else holds the new address, and their row is older (found first by a plain scan).
    await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(newEmail) });
    const first = await post(t, await google.idToken({ sub: 'g-moved', email: oldEmail }));
    expect(first.statusCode).toBe(200);
    const res = await post(t, await google.idToken({ sub: 'g-moved', email: newEmail }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.id).toBe(first.json().data.user.id);
    expect((await userRow(newEmail))?.googleId).toBeNull();
  });

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { issuer: 'https://evil.example.com' }, {}],
    ['an expired token', { expiresIn: -120 }, {}],
    ['an unverified email', {}, { email_verified: false }],
    ['no email', {}, { email: undefined }],
  ])('refuses %s with 401 INVALID_OAUTH_TOKEN', async (_case, opts, claims) => {
    const email = uniqueEmail('bad');
    const idToken = await google.idToken({ sub: 'g-bad', email, ...claims }, opts);
    expectError(await post(t, idToken), 401, 'INVALID_OAUTH_TOKEN');
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a token signed with another key (same kid, and an unknown kid)', async () => {
    const email = uniqueEmail('forged');
    expectError(await post(t, await google.idToken({ email }, { key: google.strangerKey })), 401, 'INVALID_OAUTH_TOKEN');
    expectError(await post(t, await google.idToken({ email }, { key: google.strangerKey, kid: 'other' })), 401, 'INVALID_OAUTH_TOKEN');
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses garbage with 401 INVALID_OAUTH_TOKEN', async () => {
    expectError(await post(t, 'not-a-jwt'), 401, 'INVALID_OAUTH_TOKEN');
  });

  it('lists Google as enabled with its client id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json().data.google).toEqual({ enabled: true, clientId: GOOGLE_CLIENT_ID });
  });
});

describe('Google not configured or unreachable', () => {
  it('answers 503 PROVIDER_NOT_CONFIGURED without GOOGLE_CLIENT_ID, and lists it as disabled', async () => {
    const bare = await createTestApp({}, { shareDatabaseOf: t });
    try {
      const body = expectError(await post(bare, await google.idToken({ email: uniqueEmail('x') })), 503, 'PROVIDER_NOT_CONFIGURED');
      expect(body.message).toContain('Google');
      const providers = await bare.request({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(providers.json().data.google).toEqual({ enabled: false, clientId: null });
    } finally {
      await bare.close();
    }
  });

  it('answers 502 PROVIDER_UNAVAILABLE when the key server is down (never 500)', async () => {
    const down = await createTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: `${await deadUrl()}/certs` }, { shareDatabaseOf: t });
    try {
      expectError(await post(down, await google.idToken({ email: uniqueEmail('x') })), 502, 'PROVIDER_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});
