import type { ApiToken } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceMembers } from '../../db/schema/index.js';
import { expectError } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * The studio's tokens (decision 106): the owner sees and revokes every member's, with the member
 * on each; a token acts with its member's current role, and says since when it changed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function createToken(session: string, name: string) {
  const res = await t.request({ method: 'POST', url: '/api/v1/tokens', token: session, payload: { name, scope: 'write' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { token: ApiToken; secret: string };
}

async function named<P extends { user: { id: string } }>(person: P, firstName: string, lastName: string): Promise<P> {
  await t.ctx.db.update(users).set({ firstName, lastName }).where(eq(users.id, person.user.id));
  return person;
}

async function joinStudio(ownerId: string, role: 'manager' | 'staff') {
  const person = await named(await createVerifiedUser(t), 'Mona', 'Manager');
  const [studio] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, ownerId));
  await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, person.user.id));
  await t.ctx.db.insert(workspaceMembers).values({ workspaceId: studio!.workspaceId, userId: person.user.id, role });
  return person;
}

const list = async (session: string) => {
  const res = await t.request({ method: 'GET', url: '/api/v1/tokens', token: session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.tokens as ApiToken[];
};
const revoke = (session: string, id: string) => t.request({ method: 'DELETE', url: `/api/v1/tokens/${id}`, token: session });

describe('the owner', () => {
  it('lists every member’s tokens with the member, and revokes a manager’s', async () => {
    const owner = await named(await createVerifiedUser(t, { plan: 'enterprise' }), 'Olga', 'Owner');
    const manager = await joinStudio(owner.user.id, 'manager');
    const mine = await createToken(owner.token, 'Mine');
    const theirs = await createToken(manager.token, 'Shop sync');
    const tokens = await list(owner.token);
    expect(tokens.map((x) => [x.name, x.member])).toEqual([
      ['Shop sync', { id: manager.user.id, name: 'Mona Manager', role: 'manager' }],
      ['Mine', { id: owner.user.id, name: 'Olga Owner', role: 'owner' }],
    ]);
    expect(mine.token.member).toEqual({ id: owner.user.id, name: 'Olga Owner', role: 'owner' });

    const res = await revoke(owner.token, theirs.token.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.token).toMatchObject({ id: theirs.token.id, member: { name: 'Mona Manager' } });
    expectError(await t.request({ method: 'GET', url: '/api/v1/clients', token: theirs.secret }), 401, 'UNAUTHORIZED');
    expect(await list(manager.token)).toEqual([]);
    // Revoked once is gone: again is 404.
    expectError(await revoke(owner.token, theirs.token.id), 404, 'NOT_FOUND');
  });

  it('sees no other studio’s tokens, and cannot revoke one (404)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
    const theirs = await createToken(stranger.token, 'Elsewhere');
    expect(await list(owner.token)).toEqual([]);
    expectError(await revoke(owner.token, theirs.token.id), 404, 'NOT_FOUND');
  });
});

describe('a member whose role changes', () => {
  it('sees their token act with the new role since the change, and can still list and revoke it as staff', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinStudio(owner.user.id, 'manager');
    const made = await createToken(manager.token, 'Shop sync');
    expect(made.token).toMatchObject({ member: { role: 'manager' }, roleChangedAt: null });

    const before = Date.now();
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/v1/team/members/${manager.user.id}`,
      token: owner.token,
      payload: { role: 'staff' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [token] = await list(manager.token);
    expect(token).toMatchObject({ id: made.token.id, member: { role: 'staff' } });
    expect(Date.parse(token!.roleChangedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(owner.token))[0]).toMatchObject({
      id: made.token.id,
      member: { role: 'staff' },
      roleChangedAt: token!.roleChangedAt,
    });

    // Staff cannot make a token, but may revoke the one they kept.
    const res = await revoke(manager.token, made.token.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(manager.token)).toEqual([]);
  });
});
