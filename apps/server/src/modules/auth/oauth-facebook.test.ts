import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, deadUrl, startFakeGraph } from '../../test/fake-providers.js';
import { expectError, nextIp, signupPayload } from '../../test/fixtures.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';

let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let t: TestApp;
beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_URL: graph.graphUrl });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const post = (app: TestApp, accessToken: string) =>
  app.request({ method: 'POST', url: '/api/v1/auth/oauth/facebook', remoteAddress: nextIp(), payload: { accessToken } });

async function userRow(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

let fbId = 1000;
const person = (email?: string) => {
  fbId += 1;
  return { id: String(fbId), name: 'Coco Chanel', first_name: 'Coco', last_name: 'Chanel', ...(email ? { email } : {}) };
};

describe('POST /auth/oauth/facebook', () => {
  it('creates a verified account from the Graph profile and signs in', async () => {
    const email = uniqueEmail('fb');
    const fbUser = person(email);
    const res = await post(t, graph.issue(fbUser));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Logged in with Facebook!',
      data: { token: expect.any(String), user: { email, firstName: 'Coco', lastName: 'Chanel', isEmailVerified: true } },
    });
    expect((await t.request({ method: 'GET', url: '/api/v1/auth', token: res.json().data.token })).statusCode).toBe(200);
    expect((await userRow(email))?.facebookId).toBe(fbUser.id);
  });

  it('signs the same Facebook user in again as the same account', async () => {
    const fbUser = person(uniqueEmail('fb'));
    const a = await post(t, graph.issue(fbUser));
    const b = await post(t, graph.issue(fbUser));
    expect(b.statusCode).toBe(200);
    expect(b.json().data.user.id).toBe(a.json().data.user.id);
  });

  // Facebook does not promise the email it returns was verified, so a Facebook account
  // claiming someone's address must not open their account.
  it.each([
    ['unverified', false],
    ['verified', true],
  ])('does not take over an existing %s account with that email: 409, account unchanged', async (_label, verified) => {
    const email = uniqueEmail('fblink');
    const up = await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: signupPayload(email) });
    if (verified) await t.ctx.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
    const before = await userRow(email);
    const body = expectError(await post(t, graph.issue(person(email))), 409, 'EMAIL_TAKEN');
    expect(body.message).toMatch(/sign in with your email and password/i);
    expect(await userRow(email)).toEqual(before);
    expect(before?.id).toBe(up.json().data.user.id);
  });

  it('refuses a token Facebook reports as invalid with 401 INVALID_OAUTH_TOKEN', async () => {
    const email = uniqueEmail('fb');
    expectError(await post(t, graph.issue(person(email), { isValid: false })), 401, 'INVALID_OAUTH_TOKEN');
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a token unknown to Facebook with 401', async () => {
    expectError(await post(t, 'EAAnot-a-token'), 401, 'INVALID_OAUTH_TOKEN');
  });

  it("refuses a valid token issued to another app with 401 (it cannot be replayed from someone else's app)", async () => {
    const email = uniqueEmail('fb');
    expectError(await post(t, graph.issue(person(email), { appId: '999999' })), 401, 'INVALID_OAUTH_TOKEN');
    expect(await userRow(email)).toBeUndefined();
  });

  it('answers a profile without an email with 400 and a clear message', async () => {
    const body = expectError(await post(t, graph.issue(person())), 400, 'OAUTH_EMAIL_MISSING');
    expect(body.message).toContain('email');
  });

  it('lists Facebook as enabled with its app id (never the secret)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json().data.facebook).toEqual({ enabled: true, appId: FACEBOOK_APP_ID });
    expect(res.body).not.toContain(FACEBOOK_APP_SECRET);
  });
});

describe('Facebook not configured, misconfigured or unreachable', () => {
  it('answers 503 PROVIDER_NOT_CONFIGURED without app id and secret, and lists it as disabled', async () => {
    const bare = await createTestApp({ FACEBOOK_APP_ID }, { shareDatabaseOf: t });
    try {
      const body = expectError(await post(bare, graph.issue(person(uniqueEmail('fb')))), 503, 'PROVIDER_NOT_CONFIGURED');
      expect(body.message).toContain('Facebook');
      const providers = await bare.request({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(providers.json().data).toEqual({ google: { enabled: false, clientId: null }, facebook: { enabled: false, appId: null } });
    } finally {
      await bare.close();
    }
  });

  it('answers 502 PROVIDER_UNAVAILABLE when the Graph API cannot be reached (never 500)', async () => {
    const down = await createTestApp(
      { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_URL: `${await deadUrl()}/v19.0` },
      { shareDatabaseOf: t },
    );
    try {
      expectError(await post(down, graph.issue(person(uniqueEmail('fb')))), 502, 'PROVIDER_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});
