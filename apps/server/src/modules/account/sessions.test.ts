import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { PASSWORD_GUESS_LIMIT } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ipCount = 0;
/** Another device of the same account: its own sign-in, network and token. */
async function signinAgain(email: string, password: string): Promise<string> {
  ipCount += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    remoteAddress: `198.51.100.${ipCount}`,
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const status = async (token: string) => (await t.request({ method: 'GET', url: '/api/v1/auth', token })).statusCode;
const sessionsOf = async (token: string) =>
  ((await businessApi(t, token).call('GET', '/user/profile')).body.data.user as { activeSessions: { id: string; current: boolean }[] })
    .activeSessions;

describe('DELETE /api/v1/user/sessions/{id}', () => {
  it('ends one session: it leaves the list and its token is refused at once', async () => {
    const u = await createVerifiedUser(t);
    const other = await signinAgain(u.email, u.password);
    const list = await sessionsOf(u.token);
    expect(list).toHaveLength(2);
    const target = list.find((s) => !s.current)!;
    const res = await businessApi(t, u.token).call('DELETE', `/user/sessions/${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Session ended');
    expect(await status(other)).toBe(401);
    expect(await status(u.token)).toBe(200);
    expect((await sessionsOf(u.token)).map((s) => s.id)).not.toContain(target.id);
    // Ending it again: it is no longer open.
    expect((await businessApi(t, u.token).call('DELETE', `/user/sessions/${target.id}`)).status).toBe(404);
  });

  it("answers 404 for another account's session, an unknown id and a malformed one, ending nothing", async () => {
    const a = await createVerifiedUser(t);
    const b = await createVerifiedUser(t);
    const [bSession] = await sessionsOf(b.token);
    for (const id of [bSession!.id, UNKNOWN_ID, 'abc', "'; drop table sessions; --", 'x'.repeat(200)]) {
      const res = await businessApi(t, a.token).call('DELETE', `/user/sessions/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    expect(await status(b.token)).toBe(200);
  });

  it('may end the current session', async () => {
    const u = await createVerifiedUser(t);
    const [current] = await sessionsOf(u.token);
    expect((await businessApi(t, u.token).call('DELETE', `/user/sessions/${current!.id}`)).status).toBe(200);
    expect(await status(u.token)).toBe(401);
  });
});

describe('POST /api/v1/user/logout-all', () => {
  it("ends every session but the current one, and no other account's", async () => {
    const u = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const others = [await signinAgain(u.email, u.password), await signinAgain(u.email, u.password)];
    const res = await businessApi(t, u.token).call('POST', '/user/logout-all');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logged out from all sessions');
    for (const token of others) expect(await status(token)).toBe(401);
    expect(await status(u.token)).toBe(200);
    expect(await sessionsOf(u.token)).toEqual([expect.objectContaining({ current: true })]);
    expect(await status(stranger.token)).toBe(200);
  });
});

describe('PATCH /api/v1/user/password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    businessApi(t, token).call('PATCH', '/user/password', { currentPassword, newPassword });

  it('changes the password and ends every other session, not the current one', async () => {
    const u = await createVerifiedUser(t);
    const other = await signinAgain(u.email, u.password);
    const res = await change(u.token, u.password, 'a brand new tailoring phrase');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Password updated successfully', data: {} });
    expect(await status(other)).toBe(401);
    expect(await status(u.token)).toBe(200);
    const old = await t.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: u.email, password: u.password } });
    expect(old.statusCode).toBe(401);
    await signinAgain(u.email, 'a brand new tailoring phrase');
  });

  it('refuses a wrong current password with 400 INVALID_PASSWORD on currentPassword, changing nothing', async () => {
    const u = await createVerifiedUser(t);
    const other = await signinAgain(u.email, u.password);
    const res = await change(u.token, 'not my password', 'a brand new tailoring phrase');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 400, 'INVALID_PASSWORD');
    expect(res.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(await status(other)).toBe(200);
    await signinAgain(u.email, u.password);
  });

  it('bounds wrong current passwords per account', async () => {
    const u = await createVerifiedUser(t);
    for (let i = 0; i < PASSWORD_GUESS_LIMIT.max; i += 1)
      expect((await change(u.token, `wrong ${i}`, 'a brand new tailoring phrase')).status).toBe(400);
    const limited = await change(u.token, u.password, 'a brand new tailoring phrase');
    expect(limited.status).toBe(429);
    expectErrorEnvelope(limited.body, 429, 'RATE_LIMITED');
  });

  it.each([
    ['a short new password', { newPassword: 'short' }, 'newPassword', 422],
    ['a common new password', { newPassword: 'password123' }, 'newPassword', 422],
    ['the email in the new password', { newPassword: 'EMAIL and more words' }, 'newPassword', 422],
    ['no current password', { currentPassword: '' }, 'currentPassword', 422],
    ['a new password too long', { newPassword: 'x'.repeat(129) }, 'newPassword', 422],
  ])('refuses %s', async (_label, override, field, code) => {
    const u = await createVerifiedUser(t);
    const body = { currentPassword: u.password, newPassword: 'a brand new tailoring phrase', ...override };
    if (body.newPassword.startsWith('EMAIL')) body.newPassword = `${u.email} and more words`;
    const res = await businessApi(t, u.token).call('PATCH', '/user/password', body);
    expect(res.status, JSON.stringify(res.body)).toBe(code);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
    await signinAgain(u.email, u.password);
  });

  it('tells an account without a password to use Forgot password', async () => {
    const u = await createVerifiedUser(t);
    await t.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, u.user.id));
    const res = await change(u.token, 'anything at all', 'a brand new tailoring phrase');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Forgot password/);
    expect(res.body.errors?.[0]?.field).toBe('currentPassword');
    expect((await businessApi(t, u.token).call('GET', '/user/profile')).body.data.user).toMatchObject({ hasPassword: false });
  });
});
