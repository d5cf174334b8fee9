import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../db/client.js';
import { workspaceMembers, workspaces } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';

/** Decision 019: records belong to a studio (workspace); a user acts in it as a member with a role. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a studio per account', () => {
  it('is created at signup with the account as its only member, the owner', async () => {
    const { user } = await createVerifiedUser(t);
    const members = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user.id));
    expect(members).toHaveLength(1);
    expect(members[0]?.role).toBe('owner');
    const [studio] = await t.ctx.db.select().from(workspaces).where(eq(workspaces.id, members[0]!.workspaceId));
    expect(studio).toMatchObject({ ownerId: user.id, name: "Test's studio" });
  });

  it('owns the records its members create', async () => {
    const { user, token } = await createVerifiedUser(t);
    const client = await businessApi(t, token).createClient();
    const studio = await studioOf(t.ctx.db, user.id);
    const rows = await t.ctx.db.query.clients.findMany({ where: (c, { eq: is }) => is(c.id, client.id) });
    expect(rows[0]?.workspaceId).toBe(studio);
  });
});

describe('members and permissions', () => {
  /** Moves `member` into the owner's studio with a role, as accepting an invitation does (decision 072). */
  async function join(ownerId: string, memberId: string, role: 'manager' | 'staff') {
    const workspaceId = await studioOf(t.ctx.db, ownerId);
    await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, memberId));
    await t.ctx.db.insert(workspaceMembers).values({ workspaceId, userId: memberId, role, lastUsedAt: new Date() });
  }

  it("lets a member work with the studio's records, but not delete a client; other studios stay 404", async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t, { plan: 'premium' });
    await join(owner.user.id, member.user.id, 'staff');
    const ownerApi = businessApi(t, owner.token);
    const memberApi = businessApi(t, member.token);
    const client = await ownerApi.createClient({ name: 'Shared client' });

    expect((await memberApi.listClients()).map((c) => c.id)).toEqual([client.id]);
    const project = await memberApi.createProject(client.id);
    expect((await ownerApi.call('GET', `/projects/${project.id}`)).status).toBe(200);
    const refused = await memberApi.call('DELETE', `/clients/${client.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await memberApi.call('DELETE', `/projects/${project.id}`)).status).toBe(200);

    const strangerApi = businessApi(t, stranger.token);
    expect((await strangerApi.call('GET', `/clients/${client.id}`)).status).toBe(404);
    expect((await strangerApi.call('DELETE', `/clients/${client.id}`)).status).toBe(404);
    expect(await strangerApi.listClients()).toEqual([]);
  });

  it("judges the studio by the owner's plan: a member of a studio off Enterprise is refused, whatever their own plan", async () => {
    const owner = await createVerifiedUser(t, { plan: 'free' });
    const member = await createVerifiedUser(t, { plan: 'premium' });
    await join(owner.user.id, member.user.id, 'manager');
    const res = await businessApi(t, member.token).call('POST', '/clients', { name: 'Fourth' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FEATURE_NOT_AVAILABLE');
  });
});

describe('migration 0002-0003 for accounts made before studios', () => {
  it("moves each account's records into a new studio it owns", async () => {
    const dir = path.resolve(import.meta.dirname, '../../db/migrations');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const run = async (file: string) => {
      for (const statement of fs.readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint')) {
        if (statement.trim()) await db.exec(statement);
      }
    };
    const before = files.filter((f) => f < '0002');
    for (const f of before) await run(f);
    await db.exec(`
      insert into users (id, email, first_name, last_name, business_name) values
        ('00000000-0000-4000-8000-000000000001', 'ada@example.com', 'Ada', 'Lovelace', 'Ada Couture'),
        ('00000000-0000-4000-8000-000000000002', 'bob@example.com', 'Bob', 'Stitch', null);
      insert into clients (id, user_id, name) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'Grace'),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-000000000002', 'Linus');
      insert into projects (id, user_id, client_id, name, type) values
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 'Gown', 'Suit');
      insert into measurements (id, user_id, client_id, garment_type, values) values
        ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000c2', 'suit', '[]');
    `);
    for (const f of files.filter((f) => f >= '0002')) await run(f);
    const studios = await db.query<{ id: string; name: string; owner_id: string }>(
      'select id, name, owner_id from workspaces order by name',
    );
    expect(studios.rows.map((s) => s.name)).toEqual(['Ada Couture', "Bob's studio"]);
    const owned = await db.query<{ what: string; owner: string }>(`
      select 'client ' || c.name as what, w.owner_id as owner from clients c join workspaces w on w.id = c.workspace_id
      union all select 'project ' || p.name, w.owner_id from projects p join workspaces w on w.id = p.workspace_id
      union all select 'measurement ' || m.garment_type, w.owner_id from measurements m join workspaces w on w.id = m.workspace_id
      order by 1`);
    expect(owned.rows).toEqual([
      { what: 'client Grace', owner: '00000000-0000-4000-8000-000000000001' },
      { what: 'client Linus', owner: '00000000-0000-4000-8000-000000000002' },
      { what: 'measurement suit', owner: '00000000-0000-4000-8000-000000000002' },
      { what: 'project Gown', owner: '00000000-0000-4000-8000-000000000001' },
    ]);
    const roles = await db.query<{ role: string }>('select role from workspace_members');
    expect(roles.rows).toEqual([{ role: 'owner' }, { role: 'owner' }]);
    await db.close();
  });
});
