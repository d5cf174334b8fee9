import type { PortalLink } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../../db/schema/index.js';
import { ACCESS_REFUSALS } from '../../lib/actor.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall } from '../../test/portal.js';
import { call, joinedMember, type Person } from '../../test/team.js';

/**
 * Decision 102: a portal link's address is a key to the client's page, money included, and to
 * writing to the studio. Only a role that sees all the page shows holds it, only a caller that
 * could write is handed it, and a member who leaves keeps no link they were shown.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const opens = async (token: string) => (await portalCall(t, 'GET', token)).statusCode;
const tokenOf = (link: PortalLink) => link.url.split('/portal/')[1]!;

async function studio() {
  const owner = await createVerifiedUser(t, { plan: 'enterprise' });
  const api = businessApi(t, owner.token);
  const client = await api.createClient({ name: 'Grace Hopper', phone: '+447700900001' });
  return { owner, api, client };
}

async function apiToken(person: Person, scope: 'read' | 'write'): Promise<string> {
  const res = await call(t, person.token, 'POST', '/tokens', { name: `Portal ${scope}`, scope });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as { secret: string }).secret;
}

async function revocations(clientId: string) {
  const rows = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.entityId, clientId));
  return rows.filter((r) => r.detail === 'link-revoked');
}

describe('who reaches a client’s link', () => {
  it('staff, who see no money, are refused every link route and get no address in a message', async () => {
    const { owner, api, client } = await studio();
    const { token } = await makeLink(t, owner.token, client.id);
    const staff = await joinedMember(t, owner, 'staff');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(t, staff.token, method, `/clients/${client.id}/portal-link`, method === 'POST' ? {} : undefined);
      expect(res.status, method).toBe(403);
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    }
    // A message naming {portalLink} leaves it out for them, though the client has a live link.
    const project = await api.createProject(client.id);
    const sent = await call(t, staff.token, 'POST', `/clients/${client.id}/messages`, {
      kind: 'order-ready',
      channel: 'whatsapp',
      projectId: project.id,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(JSON.stringify(sent.body)).not.toContain('/portal/');
    expect(await opens(token)).toBe(200);
  });

  it('a read-only API token is refused the address; a write token and the owner’s session get it', async () => {
    const { owner, client } = await studio();
    const made = await makeLink(t, owner.token, client.id);
    const read = await call(t, await apiToken(owner, 'read'), 'GET', `/clients/${client.id}/portal-link`);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(ACCESS_REFUSALS.readOnly);
    const write = await call(t, await apiToken(owner, 'write'), 'GET', `/clients/${client.id}/portal-link`);
    expect(write.status).toBe(200);
    expect(write.body.data).toEqual({ link: made.link });
    expect((await call(t, owner.token, 'GET', `/clients/${client.id}/portal-link`)).body.data).toEqual({ link: made.link });
  });

  it('a manager makes, copies and ends links as the owner does', async () => {
    const { owner, client } = await studio();
    const manager = await joinedMember(t, owner, 'manager');
    const { token } = await makeLink(t, manager.token, client.id);
    expect(await opens(token)).toBe(200);
    expect((await call(t, manager.token, 'DELETE', `/clients/${client.id}/portal-link`)).status).toBe(200);
    expect(await opens(token)).toBe(404);
  });
});

describe('a member who leaves keeps no way in', () => {
  it('removing a manager revokes the links they made or copied, logged; a link never shown to them stays', async () => {
    const { owner, api, client } = await studio();
    const other = await api.createClient({ name: 'Alan Turing' });
    const untouched = await api.createClient({ name: 'Ada Lovelace' });
    const manager = await joinedMember(t, owner, 'manager');
    const made = await makeLink(t, manager.token, client.id);
    await makeLink(t, owner.token, other.id);
    const copied = (await call(t, manager.token, 'GET', `/clients/${other.id}/portal-link`)).body.data.link as PortalLink;
    const kept = await makeLink(t, owner.token, untouched.id);

    expect((await call(t, owner.token, 'DELETE', `/team/members/${manager.answer.id}`)).status).toBe(200);
    expect(await opens(made.token)).toBe(404);
    expect(await opens(tokenOf(copied))).toBe(404);
    expect(await opens(kept.token)).toBe(200);
    const logged = await revocations(client.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'deleted', subject: 'Grace Hopper', actorId: owner.user.id });
    expect(await revocations(other.id)).toHaveLength(1);
    // The studio simply makes a new link.
    expect(await opens((await makeLink(t, owner.token, client.id)).token)).toBe(200);
  });

  it('a manager who leaves, or is made staff, ends the links they were shown', async () => {
    const { owner, api, client } = await studio();
    const leaver = await joinedMember(t, owner, 'manager');
    const left = await makeLink(t, leaver.token, client.id);
    expect((await call(t, leaver.token, 'POST', '/team/leave')).status).toBe(200);
    expect(await opens(left.token)).toBe(404);

    const second = await api.createClient({ name: 'Alan Turing' });
    const demoted = await joinedMember(t, owner, 'manager');
    const shown = await makeLink(t, demoted.token, second.id);
    expect((await call(t, owner.token, 'PATCH', `/team/members/${demoted.answer.id}`, { role: 'staff' })).status).toBe(200);
    expect(await opens(shown.token)).toBe(404);
  });
});
