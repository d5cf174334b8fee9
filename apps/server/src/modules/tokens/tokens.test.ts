import { addDaysToDay, dayInZone, startOfDayInZone, TEAM_LIMITS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokens, users, workspaceMembers } from '../../db/schema/index.js';
import { API_TOKEN_LIMIT } from '../../lib/authenticate.js';
import { businessApi } from '../../test/business.js';
import { expectError, jumpClock } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { hashTokenSecret } from '../../lib/api-token-secret.js';

/** Personal API tokens (decision 074): made and listed from a session, used as a bearer on the API. */
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

type Created = { token: { id: string; prefix: string; lastUsedAt: string | null; expiresAt: string | null }; secret: string };

async function createToken(session: string, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/tokens',
    token: session,
    payload: { name: 'Shop sync', scope: 'write', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Created;
}

/** A staff or manager member of `ownerId`'s studio: their own studio left, as joining does (decision 072). */
async function joinStudio(ownerId: string, role: 'manager' | 'staff') {
  const person = await createVerifiedUser(t);
  const [studio] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, ownerId));
  await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, person.user.id));
  await t.ctx.db.insert(workspaceMembers).values({ workspaceId: studio!.workspaceId, userId: person.user.id, role });
  return person;
}

const get = (url: string, token: string) => t.request({ method: 'GET', url: `/api/v1${url}`, token });

describe('creating and listing', () => {
  it('answers the secret once, keeps only its hash, and lists the token with when it was last used', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const { token, secret } = await createToken(owner.token, { scope: 'read' });
    expect(secret).toMatch(/^atl_[A-Za-z0-9_-]{43}$/);
    expect(token.prefix).toBe(secret.slice(0, 8));
    expect(token.lastUsedAt).toBeNull();

    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.tokenHash).toBe(hashTokenSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    expect((await get('/clients', secret)).statusCode).toBe(200);
    const listed = await get('/tokens', owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(row!.tokenHash);
    const [shown] = listed.json().data.tokens as Created['token'][];
    expect(shown).toMatchObject({ id: token.id, name: 'Shop sync', scope: 'read', prefix: token.prefix });
    expect(Date.now() - Date.parse(shown!.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('lists only a manager’s own tokens, and lets them revoke no one else’s (404; the owner’s: tokens-studio.test.ts)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinStudio(owner.user.id, 'manager');
    const ownerToken = await createToken(owner.token);
    const managerToken = await createToken(manager.token);
    const ids = (session: string) => get('/tokens', session).then((r) => (r.json().data.tokens as { id: string }[]).map((x) => x.id));
    expect(await ids(manager.token)).toEqual([managerToken.token.id]);
    const res = await t.request({ method: 'DELETE', url: `/api/v1/tokens/${ownerToken.token.id}`, token: manager.token });
    expectError(res, 404, 'NOT_FOUND');
    expect((await get('/clients', ownerToken.secret)).statusCode).toBe(200);
  });

  it('refuses a Premium owner (403 FEATURE_NOT_AVAILABLE) and staff (403 FORBIDDEN)', async () => {
    const premium = await createVerifiedUser(t, { plan: 'premium' });
    const refused = await t.request({ method: 'POST', url: '/api/v1/tokens', token: premium.token, payload: { name: 'x', scope: 'read' } });
    expectError(refused, 403, 'FEATURE_NOT_AVAILABLE');
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const staff = await joinStudio(owner.user.id, 'staff');
    const res = await t.request({ method: 'POST', url: '/api/v1/tokens', token: staff.token, payload: { name: 'x', scope: 'read' } });
    expectError(res, 403, 'FORBIDDEN');
  });

  it('refuses a past expiry day on its field, and holds a member to the limit', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const past = await t.request({
      method: 'POST',
      url: '/api/v1/tokens',
      token: owner.token,
      payload: { name: 'Old', scope: 'read', expiresOn: '2020-01-31' },
    });
    expect(expectError(past, 422, 'VALIDATION_ERROR').errors).toEqual([{ field: 'expiresOn', message: expect.any(String) }]);

    const [studio] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, owner.user.id));
    await t.ctx.db.insert(apiTokens).values(
      Array.from({ length: TEAM_LIMITS.tokensPerMember }, (_, i) => ({
        workspaceId: studio!.workspaceId,
        userId: owner.user.id,
        name: `Token ${i}`,
        scope: 'read' as const,
        tokenHash: hashTokenSecret(`atl_limit-${owner.user.id}-${i}`),
        prefix: 'atl_lim0',
      })),
    );
    const full = await t.request({
      method: 'POST',
      url: '/api/v1/tokens',
      token: owner.token,
      payload: { name: 'One more', scope: 'read' },
    });
    expect(expectError(full, 422, 'STORE_LIMIT_REACHED').errors?.[0]?.field).toBe('tokens');
  });
});

describe('using a token', () => {
  it('works through the end of its expiry day in the studio’s zone, then answers 401', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const zone = 'Pacific/Auckland';
    const prefs = await t.request({
      method: 'PATCH',
      url: '/api/v1/user/preferences',
      token: owner.token,
      payload: { settings: { timezone: zone } },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const today = dayInZone(new Date(), zone);
    const { token, secret } = await createToken(owner.token, { expiresOn: today });
    const end = startOfDayInZone(addDaysToDay(today, 1), zone);
    expect(token.expiresAt).toBe(end.toISOString());
    expect((await get('/clients', secret)).statusCode).toBe(200);

    jumpClock(end.getTime() - Date.now() + 1_000);
    const expired = expectError(await get('/clients', secret), 401, 'UNAUTHORIZED');
    expect(expired.message).toMatch(/expired/);
  });

  it('stops working at once when revoked, with the same 401 as an unknown token', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const { token, secret } = await createToken(owner.token);
    expect((await get('/clients', secret)).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/api/v1/tokens/${token.id}`, token: owner.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).not.toContain(secret);
    const afterRevoke = expectError(await get('/clients', secret), 401, 'UNAUTHORIZED');
    const unknown = expectError(await get('/clients', `atl_${'x'.repeat(43)}`), 401, 'UNAUTHORIZED');
    expect(afterRevoke.message).toBe(unknown.message);
    expect((await get('/tokens', owner.token)).json().data.tokens).toEqual([]);
  });

  it('with a read-only token, reads and nothing else (403)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const api = businessApi(t, owner.token);
    const client = await api.createClient();
    const { secret } = await createToken(owner.token, { scope: 'read' });
    expect((await get(`/clients/${client.id}`, secret)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/clients', { name: 'New' }],
      ['PATCH', `/clients/${client.id}`, { name: 'Renamed' }],
      ['DELETE', `/clients/${client.id}`, undefined],
    ] as const) {
      const res = await t.request({ method, url: `/api/v1${url}`, token: secret, ...(payload ? { payload } : {}) });
      expect(expectError(res, 403, 'FORBIDDEN').message).toBe('This API token is read-only.');
    }
    expect((await get(`/clients/${client.id}`, owner.token)).json().data.client.name).toBe('Ada Lovelace');
  });

  it('with a read and write token, writes as its member', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const { secret } = await createToken(owner.token, { scope: 'write' });
    const made = await t.request({ method: 'POST', url: '/api/v1/clients', token: secret, payload: { name: 'Grace Hopper' } });
    expect(made.statusCode, made.body).toBe(201);
    expect((await businessApi(t, owner.token).listClients()).map((c) => c.name)).toContain('Grace Hopper');
  });

  it('cannot manage tokens, the team, billing or the account, whatever its scope (403)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const { token, secret } = await createToken(owner.token, { scope: 'write' });
    const calls = [
      ['GET', '/tokens'],
      ['POST', '/tokens'],
      ['DELETE', `/tokens/${token.id}`],
      ['GET', '/team/invites'],
      ['POST', '/team/invites'],
      ['GET', '/subscriptions/details'],
      ['POST', '/subscriptions/cancel'],
      ['GET', '/user/profile'],
      ['PATCH', '/user/password'],
      ['POST', '/user/logout-all'],
      ['POST', '/auth/logout'],
      ['POST', '/user/delete-account'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.request({ method, url: `/api/v1${url}`, token: secret, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // Still there, and the owner still signed in.
    expect((await get('/tokens', owner.token)).json().data.tokens).toHaveLength(1);
    expect((await get('/clients', secret)).statusCode).toBe(200);
  });

  it('answers 403 FEATURE_NOT_AVAILABLE for every call once the studio leaves Enterprise, and works again when it returns', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const { secret } = await createToken(owner.token, { scope: 'write' });
    await t.ctx.db.update(users).set({ plan: 'premium', subscriptionStatus: 'active' }).where(eq(users.id, owner.user.id));
    expectError(await get('/clients', secret), 403, 'FEATURE_NOT_AVAILABLE');
    expectError(await get('/user/profile', secret), 403, 'FEATURE_NOT_AVAILABLE');
    expect((await get('/clients', owner.token)).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ plan: 'enterprise', subscriptionStatus: 'active' }).where(eq(users.id, owner.user.id));
    expect((await get('/clients', secret)).statusCode).toBe(200);
  });

  it('carries its member’s role: a staff token cannot reach invoices (403)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const staff = await joinStudio(owner.user.id, 'staff');
    // Staff cannot create one; a token they held as a manager keeps working at their current role.
    await t.ctx.db.update(workspaceMembers).set({ role: 'manager' }).where(eq(workspaceMembers.userId, staff.user.id));
    const { secret } = await createToken(staff.token, { scope: 'read' });
    expect((await get('/invoices', secret)).statusCode).toBe(200);
    await t.ctx.db.update(workspaceMembers).set({ role: 'staff' }).where(eq(workspaceMembers.userId, staff.user.id));
    expect(expectError(await get('/invoices', secret), 403, 'FORBIDDEN').message).toBe('Your role in this studio does not allow that.');
    expect((await get('/clients', secret)).statusCode).toBe(200);
  });

  it('stops working when its member leaves the studio (401), and stays dead when they rejoin', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinStudio(owner.user.id, 'manager');
    const { secret } = await createToken(manager.token);
    expect((await get('/clients', secret)).statusCode).toBe(200);
    const [membership] = await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, manager.user.id)).returning();
    expectError(await get('/clients', secret), 401, 'UNAUTHORIZED');
    await t.ctx.db.insert(workspaceMembers).values({ workspaceId: membership!.workspaceId, userId: manager.user.id, role: 'manager' });
    expectError(await get('/clients', secret), 401, 'UNAUTHORIZED');
  });

  it('reads only its own studio: another studio’s client is 404', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const client = await businessApi(t, owner.token).createClient();
    const other = await createVerifiedUser(t, { plan: 'enterprise' });
    const { secret } = await createToken(other.token, { scope: 'write' });
    expectError(await get(`/clients/${client.id}`, secret), 404, 'NOT_FOUND');
    const patched = await t.request({ method: 'PATCH', url: `/api/v1/clients/${client.id}`, token: secret, payload: { name: 'Mine now' } });
    expectError(patched, 404, 'NOT_FOUND');
  });

  it('has its own rate limit: 429 with Retry-After, while its member’s session and other tokens go on', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FACTOR: '0.01' }, { shareDatabaseOf: t });
    try {
      const owner = await createVerifiedUser(limited, { plan: 'enterprise' });
      const one = await createToken(owner.token);
      const two = await createToken(owner.token);
      const max = Math.floor(API_TOKEN_LIMIT.max * 0.01);
      const call = (token: string) => limited.request({ method: 'GET', url: '/api/v1/clients?limit=1', token });
      for (let i = 0; i < max; i++) expect((await call(one.secret)).statusCode).toBe(200);
      const refused = await call(one.secret);
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(two.secret)).statusCode).toBe(200);
      expect((await call(owner.token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never writes the secret or its hash to the log', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const { token, secret } = await createToken(owner.token, { scope: 'read' });
    await get('/clients?search=x', secret);
    await t.request({ method: 'POST', url: '/api/v1/clients', token: secret, payload: { name: 'x' } });
    await t.request({ method: 'DELETE', url: `/api/v1/tokens/${token.id}`, token: owner.token });
    await get('/clients', secret);
    const log = logLines.join('');
    expect(log).toContain('/api/v1/clients');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(4));
    expect(log).not.toContain(hashTokenSecret(secret));
  });
});

describe('the API document', () => {
  it('explains creating and using a token, with a curl example on APP_URL whatever Host the request names', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json', headers: { host: 'evil.example' } });
    const doc = res.json() as { info: { description: string }; components: { securitySchemes: { bearerAuth: { description: string } } } };
    const text = doc.info.description;
    expect(text).toContain('Settings → API tokens');
    expect(text).toMatch(/read-only/i);
    expect(text).toContain(`curl -H "Authorization: Bearer atl_…" ${t.ctx.config.appUrl.replace(/\/+$/, '')}/api/v1/clients?limit=50`);
    expect(text).not.toContain('evil.example');
    expect(doc.components.securitySchemes.bearerAuth.description).toMatch(/atl_/);
  });
});
