import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../../db/schema/index.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { studioWithMember } from '../../test/assignees.js';
import { UNKNOWN_ID } from '../../test/business.js';
import { sendDeadlineReminders } from '../account/deadline-reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const ids = (body: { data: Json }) => (body.data.projects as { id: string }[]).map((p) => p.id);

/** Decision 075: a project is assigned to a member of the studio, and lists filter by assignee. */
describe('project assignees', () => {
  it('assigns a project to a member, lists by assigneeId and by me, and unassigns with null', async () => {
    const { owner, member } = await studioWithMember(t);
    const client = await owner.api.createClient({ name: 'Bride' });
    const theirs = await owner.api.createProject(client.id, { name: 'Her gown', assigneeId: member.user.id });
    const mine = await owner.api.createProject(client.id, { name: 'My suit', assigneeId: owner.user.id });
    const nobodys = await owner.api.createProject(client.id, { name: 'Open shirt' });
    expect(theirs.assigneeId).toBe(member.user.id);
    expect(nobodys.assigneeId).toBeNull();

    const byId = await owner.api.call('GET', `/projects?assigneeId=${member.user.id}`);
    expect(byId.status).toBe(200);
    expect(ids(byId.body)).toEqual([theirs.id]);
    expect(ids((await member.api.call('GET', '/projects?assigneeId=me')).body)).toEqual([theirs.id]);
    expect(ids((await owner.api.call('GET', '/projects?assigneeId=me&limit=10')).body)).toEqual([mine.id]);
    expect(ids((await owner.api.call('GET', '/projects')).body)).toEqual([nobodys.id, mine.id, theirs.id]);

    const unassigned = await member.api.call('PATCH', `/projects/${theirs.id}`, { assigneeId: null });
    expect(unassigned.status).toBe(200);
    expect((unassigned.body.data.project as Json).assigneeId).toBeNull();
    expect(ids((await member.api.call('GET', '/projects?assigneeId=me')).body)).toEqual([]);
    // Leaving assigneeId out of an update keeps the assignee.
    const renamed = await owner.api.call('PATCH', `/projects/${mine.id}`, { name: 'My linen suit' });
    expect((renamed.body.data.project as Json).assigneeId).toBe(owner.user.id);
  });

  it('logs a change of assignee as an update of the project', async () => {
    const { owner, member, workspaceId } = await studioWithMember(t);
    const client = await owner.api.createClient();
    const project = await owner.api.createProject(client.id);
    expect((await owner.api.call('PATCH', `/projects/${project.id}`, { assigneeId: member.user.id })).status).toBe(200);
    const [entry] = await t.ctx.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.workspaceId, workspaceId), eq(activityEntries.entityId, project.id)))
      .orderBy(desc(activityEntries.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ entityType: 'project', action: 'updated' });
  });

  it('refuses an assignee who is not a member of the studio with 404 on assigneeId, in bodies and filters', async () => {
    const { owner } = await studioWithMember(t);
    const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
    const client = await owner.api.createClient();
    const project = await owner.api.createProject(client.id);
    for (const assigneeId of [stranger.user.id, UNKNOWN_ID, 'not-an-id']) {
      const created = await owner.api.call('POST', '/projects', { clientId: client.id, name: 'Gown', type: 'Suit', assigneeId });
      expect(created.status).toBe(404);
      expect(created.body.errors).toEqual([{ field: 'assigneeId', message: 'Member not found' }]);
      const updated = await owner.api.call('PATCH', `/projects/${project.id}`, { assigneeId });
      expect(updated.status).toBe(404);
      expect(updated.body.errors?.[0]?.field).toBe('assigneeId');
      const listed = await owner.api.call('GET', `/projects?assigneeId=${assigneeId}`);
      expect(listed.status).toBe(404);
      expect(listed.body.errors?.[0]?.field).toBe('assigneeId');
    }
    expect((await owner.api.call('GET', `/projects/${project.id}`)).body.data.project).toMatchObject({ assigneeId: null });
  });

  it("binds a page's cursor to its assignee: another assignee, or none, refuses it", async () => {
    const { owner, member } = await studioWithMember(t);
    const client = await owner.api.createClient();
    for (const name of ['One', 'Two', 'Three']) await owner.api.createProject(client.id, { name, assigneeId: member.user.id });
    const first = await member.api.call('GET', '/projects?assigneeId=me&limit=2');
    const cursor = first.body.data.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const next = await member.api.call('GET', `/projects?assigneeId=me&limit=2&cursor=${cursor}`);
    expect(next.status).toBe(200);
    expect((next.body.data.projects as Json[]).map((p) => p.name)).toEqual(['One']);
    for (const query of [`limit=2&cursor=${cursor}`, `assigneeId=${owner.user.id}&limit=2&cursor=${cursor}`]) {
      const refused = await member.api.call('GET', `/projects?${query}`);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]?.field).toBe('cursor');
    }
    // `me` is the caller: the owner's `me` is another list than the member's.
    const owners = await owner.api.call('GET', `/projects?assigneeId=me&limit=2&cursor=${cursor}`);
    expect(owners.status).toBe(422);
  });

  it("mails a project's deadline to its assignee instead of the owner", async () => {
    const { owner, member } = await studioWithMember(t);
    const client = await owner.api.createClient({ name: 'Grace Hopper' });
    const assigned = await owner.api.createProject(client.id, { name: 'Assigned gown', dueDate: '2033-03-12', assigneeId: member.user.id });
    const own = await owner.api.createProject(client.id, { name: 'Own gown', dueDate: '2033-03-12' });
    const run = await sendDeadlineReminders(t.ctx, new Date('2033-03-10T10:30:00Z'));
    expect(run.mailed).toEqual(expect.arrayContaining([assigned.id, own.id]));
    const mails = (email: string) => outboxFor(t.dataDir, email).filter((m) => /^Subject: Due in two days/m.test(m));
    expect(mails(member.email)).toHaveLength(1);
    expect(mails(member.email)[0]).toContain('Assigned gown');
    expect(mails(owner.email)).toHaveLength(1);
    expect(mails(owner.email)[0]).toContain('Own gown');
  });
});
