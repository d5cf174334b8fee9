import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { expectError } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (headers: Record<string, string> = {}) => t.request({ method: 'GET', url: '/api/v1/auth', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a token the way the server does, with any key and claims. */
function sign(key: Uint8Array, claims: { sid?: string; sub?: string; exp?: number }) {
  const jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (claims.sub) jwt.setSubject(claims.sub);
  jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600);
  return jwt.sign(key);
}

describe('POST /auth/logout', () => {
  it('ends the session: the same token is then 401, other sessions live on', async () => {
    const { token, email, password } = await createVerifiedUser(t);
    const other = await t.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password }, remoteAddress: '10.30.0.1' });
    const otherToken = other.json().data.token as string;

    expect((await me(bearer(token))).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: 'Logged out successfully.' });

    const sid = decodeJwt(token).sid as string;
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row?.endedAt).toBeInstanceOf(Date);

    expectError(await me(bearer(token)), 401, 'UNAUTHORIZED');
    expectError(await t.request({ method: 'POST', url: '/api/v1/auth/logout', token }), 401, 'UNAUTHORIZED');
    expect((await me(bearer(otherToken))).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectError(await t.request({ method: 'POST', url: '/api/v1/auth/logout' }), 401, 'UNAUTHORIZED');
  });
});

describe('bearer tokens on protected routes', () => {
  let token: string;
  let sid: string;
  let sub: string;
  beforeAll(async () => {
    ({ token } = await createVerifiedUser(t));
    const claims = decodeJwt(token);
    sid = claims.sid as string;
    sub = claims.sub!;
  });

  it('accepts the real token', async () => {
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
    ['random bytes', { authorization: `Bearer ${'x'.repeat(5000)}` }],
  ])('answers %s with 401 UNAUTHORIZED', async (_case, headers) => {
    expectError(await me(headers), 401, 'UNAUTHORIZED');
  });

  it('refuses a token signed with another key', async () => {
    const forged = await sign(new TextEncoder().encode('another-secret-another-secret-another-secret'), { sid, sub });
    expectError(await me(bearer(forged)), 401, 'UNAUTHORIZED');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const [, payload] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(await me(bearer(`${header}.${payload}.`)), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token, even with the right key and an open session', async () => {
    const expired = await sign(t.ctx.jwtKey, { sid, sub, exp: Math.floor(Date.now() / 1000) - 10 });
    expectError(await me(bearer(expired)), 401, 'UNAUTHORIZED');
  });

  it('refuses a valid token whose session has expired in the database', async () => {
    const { token: other } = await createVerifiedUser(t);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, decodeJwt(other).sid as string));
    expectError(await me(bearer(other)), 401, 'UNAUTHORIZED');
  });

  it.each([
    ['a session id that is not a uuid', { sid: 'not-a-uuid' }],
    ['an unknown session id', { sid: '00000000-0000-4000-8000-000000000000' }],
    ['no subject', { noSub: true }],
    ['another user as subject', { sub: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses a correctly signed token with %s', async (_case, o: { sid?: string; sub?: string; noSub?: boolean }) => {
    const crafted = await sign(t.ctx.jwtKey, { sid: o.sid ?? sid, sub: o.noSub ? undefined : (o.sub ?? sub) });
    expectError(await me(bearer(crafted)), 401, 'UNAUTHORIZED');
  });
});
