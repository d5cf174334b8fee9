import type { ActivityEntry, DashboardStats, User } from '@atelier/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, clients, patterns, projects, storedFiles, users, workspaces } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { accept, call, invite, joinedMember, signIn, type Person } from '../../test/team.js';

/** Accounts in a studio of several people (decision 072): deleting one, and the log saying who did what. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A 1 × 1 white PNG: a pattern image, which is a stored file. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

const deleteAccount = (p: Person) => call(t, p.token, 'POST', '/user/delete-account', { password: p.password });
const named = (p: Person, firstName: string, lastName: string) =>
  t.ctx.db.update(users).set({ firstName, lastName }).where(eq(users.id, p.user.id));
const activity = async (token: string) =>
  ((await call(t, token, 'GET', '/activity?limit=20')).body.data as { activity: ActivityEntry[] }).activity;

describe('a member deleting their account', () => {
  it("leaves the studio's records in place, the pattern images they saved included", async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'staff');
    const studio = await studioOf(t.ctx.db, owner.user.id);
    const api = businessApi(t, member.token);
    const client = await api.createClient({ name: 'Ada' });
    const project = await api.createProject(client.id);
    const saved = await api.call('POST', '/patterns', { name: 'Block', base64Image: `data:image/png;base64,${ONE_PIXEL_PNG}` });
    expect(saved.status).toBe(201);
    const patternId = (saved.body.data.pattern as { id: string }).id;

    const res = await deleteAccount(member);
    expect(res.status).toBe(200);
    expect(outboxFor(t.dataDir, member.email).at(-1)).toContain('stay with the studio');
    expect(await t.ctx.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    expect((await t.ctx.db.select().from(clients).where(eq(clients.workspaceId, studio))).map((c) => c.id)).toEqual([client.id]);
    expect((await t.ctx.db.select().from(projects).where(eq(projects.workspaceId, studio))).map((p) => p.id)).toEqual([project.id]);
    const [pattern] = await t.ctx.db
      .select({ id: patterns.id, file: storedFiles.id })
      .from(patterns)
      .innerJoin(storedFiles, eq(storedFiles.id, patterns.imageFileId))
      .where(eq(patterns.id, patternId));
    expect(pattern?.file).toBeTruthy();
    // The log keeps what they did, no longer naming them.
    const entries = await activity(owner.token);
    expect(entries.find((e) => e.entityId === client.id)).toMatchObject({ description: 'Client Ada added', actorName: '' });
    expect((await call(t, owner.token, 'GET', '/team/members')).body.data.members).toHaveLength(1);
  });
});

describe('an owner deleting their account', () => {
  it('deletes the studio; each member gets a studio of their own and is told why at their next request', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinedMember(t, owner, 'manager');
    const staff = await joinedMember(t, owner, 'staff');
    const studio = await studioOf(t.ctx.db, owner.user.id);
    await businessApi(t, manager.token).createClient({ name: 'Gone with the studio' });

    expect((await deleteAccount(owner)).status).toBe(200);
    expect(await t.ctx.db.select().from(workspaces).where(eq(workspaces.id, studio))).toEqual([]);
    expect(await t.ctx.db.select().from(clients).where(eq(clients.workspaceId, studio))).toEqual([]);

    for (const member of [manager, staff]) {
      const next = await call(t, member.token, 'GET', '/clients');
      expectErrorEnvelope(next.body, 401, 'UNAUTHORIZED');
      expect(next.body.message).toBe("The studio's owner deleted it. Sign in again to use a studio of your own.");
      const token = await signIn(t, member);
      const me = (await call(t, token, 'GET', '/user/profile')).body.data.user as User;
      expect(me.studio).toMatchObject({ role: 'owner', active: true });
      expect(await businessApi(t, token).listClients()).toEqual([]);
    }
    const own = await t.ctx.db
      .select()
      .from(workspaces)
      .where(inArray(workspaces.ownerId, [manager.user.id, staff.user.id]));
    expect(own).toHaveLength(2);
  });
});

describe('the activity log', () => {
  it('says who did what, on the dashboard and in GET /activity, joins and role changes included', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    await named(owner, 'Olga', 'Mensah');
    const member = await createVerifiedUser(t);
    await named(member, 'Stella', 'Okafor');
    expect((await accept(t, member, await invite(t, owner, member.email))).status).toBe(200);
    const client = await businessApi(t, member.token).createClient({ name: 'Ada' });
    await call(t, owner.token, 'PATCH', `/team/members/${member.user.id}`, { role: 'manager' });

    const stats = (await call(t, owner.token, 'GET', '/dashboard/stats')).body.data as DashboardStats;
    const lines = stats.recentActivity.map((e) => [e.actorName, e.description]);
    expect(lines).toEqual([
      ['Olga Mensah', 'Member Stella Okafor made Manager'],
      ['Stella Okafor', 'Client Ada added'],
      ['Stella Okafor', 'Member Stella Okafor joined'],
    ]);
    const logged = await activity(member.token);
    expect(logged.find((e) => e.entityId === client.id)).toMatchObject({
      actorName: 'Stella Okafor',
      entityType: 'client',
      action: 'created',
    });
    const [row] = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.entityId, client.id));
    expect(row?.actorId).toBe(member.user.id);
  });
});
