import { TEAM_LIMITS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceInvites, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { accept, call, invite, inviteSecret, joinedMember } from '../../test/team.js';
import { hashInviteSecret } from './invites.js';

/** Invitations to an Enterprise studio (decision 072): mailed links, good once, for 7 days, revocable. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const lookup = (token: string) => call(t, null, 'POST', '/invites/lookup', { token });

describe('sending an invitation', () => {
  it('mails a link to APP_URL/join with the secret in the fragment, stored only as its SHA-256', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const email = uniqueEmail('guest');
    const res = await call(t, owner.token, 'POST', '/team/invites', { email: email.toUpperCase(), role: 'manager' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Invitation sent to ${email}`);
    expect(res.body.data.invite).toMatchObject({ email, role: 'manager', status: 'pending', invitedBy: 'Test User' });
    const mail = outboxFor(t.dataDir, email)
      .at(-1)!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('https://atelier.example/join#token=');
    const secret = inviteSecret(t, email);
    const [row] = await t.ctx.db.select().from(workspaceInvites).where(eq(workspaceInvites.email, email));
    expect(row!.tokenHash).toBe(hashInviteSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(TEAM_LIMITS.inviteDays);

    const preview = await lookup(secret);
    expect(preview.status).toBe(200);
    expect(preview.body.data.invite).toMatchObject({ studioName: "Test's studio", invitedBy: 'Test User', email, role: 'manager' });
    const listed = await call(t, owner.token, 'GET', '/team/invites');
    expect((listed.body.data.invites as { email: string }[]).map((i) => i.email)).toEqual([email]);
  });

  it('is written in the inviting studio’s language (decision 203)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    expect((await call(t, owner.token, 'PATCH', '/user/preferences', { settings: { language: 'de' } })).status).toBe(200);
    const email = uniqueEmail('guest');
    expect((await call(t, owner.token, 'POST', '/team/invites', { email, role: 'staff' })).status).toBe(201);
    const mail = outboxFor(t.dataDir, email)
      .at(-1)!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('Nehmen Sie die Einladung');
    expect(mail).not.toContain('Accept the invitation');
  });

  it('is Enterprise only: a Premium owner is refused with 403 FEATURE_NOT_AVAILABLE and nothing is mailed', async () => {
    const owner = await createVerifiedUser(t, { plan: 'premium' });
    const email = uniqueEmail('guest');
    const res = await call(t, owner.token, 'POST', '/team/invites', { email, role: 'staff' });
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    expect(outboxFor(t.dataDir, email)).toEqual([]);
  });

  it('refuses with 409 ALREADY_IN_STUDIO an address that is a member, or has an invitation waiting', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner);
    const again = await call(t, owner.token, 'POST', '/team/invites', { email: member.email, role: 'staff' });
    expectErrorEnvelope(again.body, 409, 'ALREADY_IN_STUDIO');
    expect(again.body.message).toContain('already a member');
    const own = await call(t, owner.token, 'POST', '/team/invites', { email: owner.email, role: 'staff' });
    expectErrorEnvelope(own.body, 409, 'ALREADY_IN_STUDIO');

    const email = uniqueEmail('guest');
    await invite(t, owner, email);
    const twice = await call(t, owner.token, 'POST', '/team/invites', { email, role: 'manager' });
    expectErrorEnvelope(twice.body, 409, 'ALREADY_IN_STUDIO');
    expect(twice.body.message).toContain('invitation waiting');
  });

  it('holds the bound on waiting invitations as 422 on the email field', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const workspaceId = await studioOf(t.ctx.db, owner.user.id);
    const later = new Date(Date.now() + 86_400_000);
    await t.ctx.db.insert(workspaceInvites).values(
      Array.from({ length: TEAM_LIMITS.pendingInvites }, (_, i) => ({
        workspaceId,
        email: `waiting-${i}-${workspaceId}@example.com`,
        role: 'staff' as const,
        tokenHash: `seeded-${i}-${workspaceId}`,
        expiresAt: later,
      })),
    );
    const res = await call(t, owner.token, 'POST', '/team/invites', { email: uniqueEmail('guest'), role: 'staff' });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['email']);
    expect(res.body.message).toContain(`${TEAM_LIMITS.pendingInvites} invitations waiting`);
  });

  it('bounds the invitation mails a studio sends a day (429), resends included', async () => {
    // One mail a day: the studio bound scaled down as RATE_LIMIT_FACTOR scales every bound.
    const strict = await createTestApp({ RATE_LIMIT_FACTOR: String(1 / 50) }, { shareDatabaseOf: t });
    try {
      const owner = await createVerifiedUser(strict, { plan: 'enterprise' });
      const first = await call(strict, owner.token, 'POST', '/team/invites', { email: uniqueEmail('guest'), role: 'staff' });
      expect(first.status).toBe(201);
      const id = (first.body.data.invite as { id: string }).id;
      const second = await call(strict, owner.token, 'POST', '/team/invites', { email: uniqueEmail('guest'), role: 'staff' });
      expectErrorEnvelope(second.body, 429, 'RATE_LIMITED');
      expectErrorEnvelope((await call(strict, owner.token, 'POST', `/team/invites/${id}/resend`)).body, 429, 'RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });

  it('is refused to staff and managers (403), and a studio other than the actor’s never shows its invitations (404)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinedMember(t, owner, 'manager');
    const refused = await call(t, manager.token, 'POST', '/team/invites', { email: uniqueEmail('guest'), role: 'staff' });
    expectErrorEnvelope(refused.body, 403, 'FORBIDDEN');
    const email = uniqueEmail('guest');
    await invite(t, owner, email);
    const id = ((await call(t, owner.token, 'GET', '/team/invites')).body.data.invites as { id: string }[])[0]!.id;
    const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
    expectErrorEnvelope((await call(t, stranger.token, 'DELETE', `/team/invites/${id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await call(t, stranger.token, 'POST', `/team/invites/${id}/resend`)).body, 404, 'NOT_FOUND');
  });
});

describe('an invitation link', () => {
  it('that names nothing is 404, and one that expired is 410 INVITE_UNAVAILABLE saying so, to read and to accept', async () => {
    expectErrorEnvelope((await lookup('not-a-real-secret')).body, 404, 'NOT_FOUND');
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const secret = await invite(t, owner, person.email);
    await t.ctx.db
      .update(workspaceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvites.tokenHash, hashInviteSecret(secret)));
    const read = await lookup(secret);
    expectErrorEnvelope(read.body, 410, 'INVITE_UNAVAILABLE');
    expect(read.body.message).toContain('expired');
    const res = await accept(t, person, secret);
    expectErrorEnvelope(res.body, 410, 'INVITE_UNAVAILABLE');
    expect((await call(t, owner.token, 'GET', '/team/members')).body.data.members).toHaveLength(1);
  });

  it('works once: of two uses at once one joins, and a later use is 410 saying it was used', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const secret = await invite(t, owner, person.email);
    const both = await Promise.all([accept(t, person, secret), accept(t, person, secret)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
    expect((await call(t, owner.token, 'GET', '/team/members')).body.data.members).toHaveLength(2);
    const again = await accept(t, person, secret);
    expectErrorEnvelope(again.body, 410, 'INVITE_UNAVAILABLE');
    expect(again.body.message).toContain('already used');
    expect((await lookup(secret)).body.message).toContain('already used');
  });

  it('revoked is 410 saying so, and leaves the list', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const secret = await invite(t, owner, person.email);
    const id = ((await call(t, owner.token, 'GET', '/team/invites')).body.data.invites as { id: string }[])[0]!.id;
    const revoked = await call(t, owner.token, 'DELETE', `/team/invites/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.invite).toMatchObject({ status: 'revoked' });
    const res = await accept(t, person, secret);
    expectErrorEnvelope(res.body, 410, 'INVITE_UNAVAILABLE');
    expect(res.body.message).toContain('revoked');
    expect((await call(t, owner.token, 'GET', '/team/invites')).body.data.invites).toEqual([]);
  });

  it('sent again gets a new secret good for 7 more days; the earlier link stops working', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const old = await invite(t, owner, person.email);
    const id = ((await call(t, owner.token, 'GET', '/team/invites')).body.data.invites as { id: string }[])[0]!.id;
    await t.ctx.db
      .update(workspaceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvites.id, id));
    const resent = await call(t, owner.token, 'POST', `/team/invites/${id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(`Invitation sent again to ${person.email}`);
    expect(resent.body.data.invite).toMatchObject({ status: 'pending' });
    const fresh = inviteSecret(t, person.email);
    expect(fresh).not.toBe(old);
    expectErrorEnvelope((await lookup(old)).body, 404, 'NOT_FOUND');
    expect((await accept(t, person, fresh)).status).toBe(200);
  });

  it('is checked at most 30 times in 15 minutes from one network (429), like the other codes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/invites/lookup',
        remoteAddress: '10.77.0.1',
        payload: { token: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('is for its address only: another account is refused with 403 FORBIDDEN', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const secret = await invite(t, owner, uniqueEmail('guest'));
    const other = await createVerifiedUser(t);
    const res = await accept(t, other, secret);
    expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    expect(res.body.message).toContain('Sign in with that address');
    expect((await lookup(secret)).status).toBe(200);
  });
});

describe('accepting', () => {
  it("joins the studio with the invited role, deletes the person's empty studio and answers the studio in the user", async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const ownStudio = await studioOf(t.ctx.db, person.user.id);
    const res = await accept(t, person, await invite(t, owner, person.email, 'manager'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Welcome to Test's studio!");
    const user = res.body.data.user as { plan: string; studio: { id: string; role: string; active: boolean; permissions: string[] } };
    expect(user.plan).toBe('enterprise');
    expect(user.studio).toMatchObject({ id: await studioOf(t.ctx.db, owner.user.id), role: 'manager', active: true });
    expect(user.studio.permissions).toContain('invoices.read');
    expect(user.studio.permissions).not.toContain('billing.manage');
    expect(await t.ctx.db.select().from(workspaces).where(eq(workspaces.id, ownStudio))).toEqual([]);
    const members = (await call(t, owner.token, 'GET', '/team/members')).body.data.members as { id: string; role: string }[];
    expect(members.map((m) => [m.id, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [person.user.id, 'manager'],
    ]);
  });

  it('is refused with 409 STUDIO_NOT_EMPTY, naming what it holds, while the person’s own studio holds records', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const client = await businessApi(t, person.token).createClient({ name: 'Kept' });
    const token = await invite(t, owner, person.email);
    const res = await accept(t, person, token);
    expectErrorEnvelope(res.body, 409, 'STUDIO_NOT_EMPTY');
    expect(res.body.message).toContain('clients');
    // What it holds is named in the person's language, as the sentence is (decision 203).
    expect((await businessApi(t, person.token).call('PATCH', '/user/preferences', { settings: { language: 'de' } })).status).toBe(200);
    const inGerman = await accept(t, person, token);
    expect(inGerman.body.message).toContain('(Kunden)');
    // Nothing moved: the person is still the owner of their studio, with the client.
    const [place] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, person.user.id));
    expect(place?.role).toBe('owner');
    expect((await businessApi(t, person.token).listClients()).map((c) => c.id)).toEqual([client.id]);
  });

  it('is refused while the person pays for a subscription of their own, saying to cancel it first', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t, { plan: 'premium' });
    await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, person.user.id));
    const res = await accept(t, person, await invite(t, owner, person.email));
    expectErrorEnvelope(res.body, 409, 'STUDIO_NOT_EMPTY');
    expect(res.body.message).toContain('Cancel it');
  });

  it('needs the confirmation that the person leaves their current studio (422)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const person = await createVerifiedUser(t);
    const secret = await invite(t, owner, person.email);
    const res = await call(t, person.token, 'POST', '/invites/accept', { token: secret });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain('leaveCurrentStudio');
  });

  it('from a member of another studio moves them: they leave it, its records stay there', async () => {
    const first = await createVerifiedUser(t, { plan: 'enterprise' });
    const second = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, first);
    const made = await businessApi(t, member.token).createClient({ name: 'Made in the first studio' });
    const res = await accept(t, member, await invite(t, second, member.email, 'manager'));
    expect(res.status).toBe(200);
    expect((await businessApi(t, first.token).listClients()).map((c) => c.id)).toEqual([made.id]);
    expect(await businessApi(t, member.token).listClients()).toEqual([]);
    expect((await call(t, first.token, 'GET', '/team/members')).body.data.members).toHaveLength(1);
  });
});
