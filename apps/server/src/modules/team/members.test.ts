import type { User } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, calendarEvents, projects, workspaceMembers } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { call, joinedMember, signIn } from '../../test/team.js';

/** Roles and removal take effect on the member's very next request (decision 072). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the team list', () => {
  it('is read by every member; the invitations only by the owner', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const staff = await joinedMember(t, owner, 'staff');
    const listed = await call(t, staff.token, 'GET', '/team/members');
    expect(listed.status).toBe(200);
    expect((listed.body.data.members as { id: string; role: string; email: string }[]).map((m) => [m.id, m.role, m.email])).toEqual([
      [owner.user.id, 'owner', owner.email],
      [staff.user.id, 'staff', staff.email],
    ]);
    expectErrorEnvelope((await call(t, staff.token, 'GET', '/team/invites')).body, 403, 'FORBIDDEN');
  });
});

describe('changing a role', () => {
  it('takes effect on the next request: staff made manager can open the invoices, made staff again cannot', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'staff');
    expectErrorEnvelope((await call(t, member.token, 'GET', '/invoices')).body, 403, 'FORBIDDEN');

    const promoted = await call(t, owner.token, 'PATCH', `/team/members/${member.user.id}`, { role: 'manager' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.member).toMatchObject({ id: member.user.id, role: 'manager' });
    expect((await call(t, member.token, 'GET', '/invoices')).status).toBe(200);
    const me = (await call(t, member.token, 'GET', '/user/profile')).body.data.user as User;
    expect(me.studio.role).toBe('manager');
    // A manager holds everything but the team and the billing.
    expectErrorEnvelope((await call(t, member.token, 'GET', '/subscriptions/details')).body, 403, 'FORBIDDEN');
    expectErrorEnvelope((await call(t, member.token, 'PATCH', `/team/members/${owner.user.id}`, { role: 'staff' })).body, 403, 'FORBIDDEN');

    await call(t, owner.token, 'PATCH', `/team/members/${member.user.id}`, { role: 'staff' });
    expectErrorEnvelope((await call(t, member.token, 'GET', '/invoices')).body, 403, 'FORBIDDEN');
  });

  it("is refused for the owner's role and the owner's own (403 with a message); another studio's member is 404", async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const own = await call(t, owner.token, 'PATCH', `/team/members/${owner.user.id}`, { role: 'manager' });
    expectErrorEnvelope(own.body, 403, 'FORBIDDEN');
    expect(own.body.message).toContain('yourself');
    const bad = await call(t, owner.token, 'PATCH', `/team/members/${owner.user.id}`, { role: 'owner' });
    expectErrorEnvelope(bad.body, 422, 'VALIDATION_ERROR');

    const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
    const theirs = await joinedMember(t, stranger);
    expectErrorEnvelope(
      (await call(t, owner.token, 'PATCH', `/team/members/${theirs.user.id}`, { role: 'manager' })).body,
      404,
      'NOT_FOUND',
    );
    expectErrorEnvelope((await call(t, owner.token, 'DELETE', `/team/members/${theirs.user.id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await call(t, owner.token, 'DELETE', `/team/members/${UNKNOWN_ID}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await call(t, owner.token, 'DELETE', '/team/members/not-an-id')).body, 404, 'NOT_FOUND');
    const self = await call(t, owner.token, 'DELETE', `/team/members/${owner.user.id}`);
    expectErrorEnvelope(self.body, 403, 'FORBIDDEN');
  });
});

describe('removing a member', () => {
  it('signs them out at once with the reason, keeps what they made, and they sign in again to an empty studio of their own', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'manager');
    const studio = await studioOf(t.ctx.db, owner.user.id);
    const api = businessApi(t, member.token);
    const client = await api.createClient({ name: 'Grace' });
    const project = await api.createProject(client.id);
    await t.ctx.db.update(projects).set({ assigneeId: member.user.id }).where(eq(projects.id, project.id));
    const [event] = await t.ctx.db
      .insert(calendarEvents)
      .values({
        workspaceId: studio,
        title: 'Fitting',
        type: 'fitting',
        startTime: new Date(Date.now() + 86_400_000),
        endTime: new Date(Date.now() + 90_000_000),
        assigneeId: member.user.id,
      })
      .returning();
    await t.ctx.db.insert(apiTokens).values({
      workspaceId: studio,
      userId: member.user.id,
      name: 'Script',
      scope: 'read',
      tokenHash: `hash-${member.user.id}`,
      prefix: 'atl_x',
    });

    const removed = await call(t, owner.token, 'DELETE', `/team/members/${member.user.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.member).toMatchObject({ id: member.user.id, role: 'manager' });

    const next = await call(t, member.token, 'GET', '/clients');
    expectErrorEnvelope(next.body, 401, 'UNAUTHORIZED');
    expect(next.body.message).toBe('You were removed from the studio. Sign in again to use your own.');
    expect(await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, member.user.id))).toEqual([]);
    const [kept] = await t.ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(kept).toMatchObject({ workspaceId: studio, assigneeId: null });
    const [fitting] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, event!.id));
    expect(fitting?.assigneeId).toBeNull();
    expect((await businessApi(t, owner.token).listClients()).map((c) => c.id)).toEqual([client.id]);
    expect((await call(t, owner.token, 'GET', '/team/members')).body.data.members).toHaveLength(1);

    const token = await signIn(t, member);
    const me = (await call(t, token, 'GET', '/user/profile')).body.data.user as User;
    expect(me.studio).toMatchObject({ role: 'owner', active: true });
    expect(me.studio.id).not.toBe(studio);
    expect(await businessApi(t, token).listClients()).toEqual([]);
  });

  it('is refused to a manager (403), and the owner cannot be removed', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinedMember(t, owner, 'manager');
    const staff = await joinedMember(t, owner, 'staff');
    expectErrorEnvelope((await call(t, manager.token, 'DELETE', `/team/members/${staff.user.id}`)).body, 403, 'FORBIDDEN');
    expectErrorEnvelope((await call(t, manager.token, 'DELETE', `/team/members/${owner.user.id}`)).body, 403, 'FORBIDDEN');
    expect((await call(t, staff.token, 'GET', '/clients')).status).toBe(200);
  });
});

describe('leaving', () => {
  it('moves a member to an empty studio of their own, signed in still; the owner cannot leave', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'staff');
    const made = await businessApi(t, member.token).createClient({ name: 'Stays' });
    const left = await call(t, member.token, 'POST', '/team/leave');
    expect(left.status).toBe(200);
    expect(left.body.message).toBe('You left the studio');
    const user = left.body.data.user as User;
    expect(user.studio).toMatchObject({ role: 'owner', active: true });
    expect(user.studio.id).toBe(await studioOf(t.ctx.db, member.user.id));
    expect(await businessApi(t, member.token).listClients()).toEqual([]);
    expect((await businessApi(t, owner.token).listClients()).map((c) => c.id)).toEqual([made.id]);
    const places = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, member.user.id));
    expect(places).toHaveLength(1);

    const refused = await call(t, owner.token, 'POST', '/team/leave');
    expectErrorEnvelope(refused.body, 403, 'FORBIDDEN');
    expect(refused.body.message).toContain('owner cannot leave');
  });
});
