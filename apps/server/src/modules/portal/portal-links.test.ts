import type { PortalLink } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityEntries, portalLinks, users } from '../../db/schema/index.js';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { jumpClock } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall, portalStudio } from '../../test/portal.js';
import { hashPortalToken } from './links.js';

/** Decision 082: the studio's side of a client's private link, and when a link opens the portal. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const opens = async (token: string) => (await portalCall(t, 'GET', token)).statusCode;

async function portalEntries(workspaceId: string) {
  const rows = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.workspaceId, workspaceId));
  return rows.filter((r) => r.entityType === 'portal').map((r) => `${r.action} ${r.detail} ${r.subject}`);
}

describe('the studio makes, shows and revokes a client’s link', () => {
  it('creates a link with an address from APP_URL and a 256-bit token stored only as its hash, shows it again, and revokes it', async () => {
    const { api, workspaceId } = await portalStudio(t);
    const client = await api.createClient({ name: 'Grace Hopper' });
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data).toEqual({ link: null });

    const created = await api.call('POST', `/clients/${client.id}/portal-link`, {});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Portal link created. Any older link no longer works.');
    const link = created.body.data.link as PortalLink;
    expect(link).toMatchObject({ clientId: client.id, expiresAt: null, lastOpenedAt: null });
    expect(link.url).toMatch(/^https:\/\/atelier\.example\/portal\/[A-Za-z0-9_-]{43}$/);
    const token = link.url.split('/portal/')[1]!;
    const [row] = await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.id, link.id));
    expect(row!.tokenHash).toBe(hashPortalToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The studio can copy the same address again.
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data).toEqual({ link });
    expect(await opens(token)).toBe(200);

    const revoked = await api.call('DELETE', `/clients/${client.id}/portal-link`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ link: null });
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data).toEqual({ link: null });
    const gone = await portalCall(t, 'GET', token);
    expect(gone.statusCode).toBe(404);
    expectErrorEnvelope(gone.json(), 404, 'NOT_FOUND');
    expect(gone.json().message).toBe('This link is no longer active');
    // Revoking again changes nothing and logs nothing.
    expect((await api.call('DELETE', `/clients/${client.id}/portal-link`)).status).toBe(200);
    expect(await portalEntries(workspaceId)).toEqual(
      expect.arrayContaining(['created link-created Grace Hopper', 'deleted link-revoked Grace Hopper', 'updated opened Grace Hopper']),
    );
    expect((await portalEntries(workspaceId)).filter((e) => e.includes('link-revoked'))).toHaveLength(1);
  });

  it('a new link ends the old one at once', async () => {
    const { owner, api } = await portalStudio(t);
    const client = await api.createClient();
    const first = await makeLink(t, owner.token, client.id);
    const second = await makeLink(t, owner.token, client.id);
    expect(second.token).not.toBe(first.token);
    expect(await opens(first.token)).toBe(404);
    expect(await opens(second.token)).toBe(200);
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data).toMatchObject({ link: { id: second.link.id } });
  });

  it('a link set to expire works until then and answers the same 404 after', async () => {
    const { owner, api } = await portalStudio(t);
    const client = await api.createClient();
    const { link, token } = await makeLink(t, owner.token, client.id, { expiresInDays: 7 });
    const days = (Date.parse(link.expiresAt!) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect(await opens(token)).toBe(200);
    await t.ctx.db
      .update(portalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalLinks.id, link.id));
    const gone = await portalCall(t, 'GET', token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This link is no longer active');
    // An expired link is not shown to the studio as live.
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data).toEqual({ link: null });
  });

  it('refuses an expiry that is not a whole number of days from 1 to 365 with 422 on the field', async () => {
    const { api } = await portalStudio(t);
    const client = await api.createClient();
    for (const expiresInDays of [0, -1, 366, 1.5, '7']) {
      const res = await api.call('POST', `/clients/${client.id}/portal-link`, { expiresInDays });
      expect(res.status, JSON.stringify(expiresInDays)).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain('expiresInDays');
    }
    expect((await api.call('POST', `/clients/${client.id}/portal-link`, { expiresInDays: null })).status).toBe(201);
  });

  it('another studio’s client, an unknown and a malformed id are 404 on every link route', async () => {
    const mine = await portalStudio(t);
    const client = await mine.api.createClient();
    const { token } = await makeLink(t, mine.owner.token, client.id);
    const other = await portalStudio(t);
    for (const id of [client.id, UNKNOWN_ID, 'abc']) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await other.api.call(method, `/clients/${id}/portal-link`, method === 'POST' ? {} : undefined);
        expect(res.status, `${method} ${id}`).toBe(404);
        expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      }
    }
    // The other studio's attempts left the link as it was.
    expect(await opens(token)).toBe(200);
  });
});

describe('the plan', () => {
  it('Free cannot create a link: 403 FEATURE_NOT_AVAILABLE', async () => {
    const { api } = await portalStudio(t, 'free');
    const client = await api.createClient();
    const res = await api.call('POST', `/clients/${client.id}/portal-link`, {});
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    expect(res.body.message).toContain('Premium');
  });

  it('a studio that goes back to Free has its links stop, and they work again once it is on Premium', async () => {
    const { owner, api } = await portalStudio(t);
    const client = await api.createClient();
    const { token } = await makeLink(t, owner.token, client.id);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, owner.user.id));
    await t.ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.user.id));
    const off = await portalCall(t, 'GET', token);
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('This link is no longer active');
    expect((await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Hello?' } })).statusCode).toBe(404);
    expect((await api.call('POST', `/clients/${client.id}/portal-link`, {})).status).toBe(403);

    await t.ctx.db
      .update(users)
      .set({ plan: before!.plan, subscriptionStatus: before!.subscriptionStatus, trialEndDate: before!.trialEndDate })
      .where(eq(users.id, owner.user.id));
    expect(await opens(token)).toBe(200);
  });
});

describe('the opening is logged', () => {
  it('sets last opened at each visit and logs one opening per 30 minutes', async () => {
    const { owner, api, workspaceId } = await portalStudio(t);
    const client = await api.createClient({ name: 'Ada Lovelace' });
    const { token } = await makeLink(t, owner.token, client.id);
    expect(await opens(token)).toBe(200);
    const first = (await api.call('GET', `/clients/${client.id}/portal-link`)).body.data.link as PortalLink;
    expect(first.lastOpenedAt).not.toBeNull();
    expect(await opens(token)).toBe(200);
    const opened = async () => (await portalEntries(workspaceId)).filter((e) => e.startsWith('updated opened'));
    expect(await opened()).toEqual(['updated opened Ada Lovelace']);
    jumpClock(31 * 60_000);
    expect(await opens(token)).toBe(200);
    expect(await opened()).toHaveLength(2);
    // No member opened it: the entry has no actor, and the dashboard reads it as the client's.
    const entries = (await api.call('GET', '/dashboard/stats')).body.data.recentActivity as { description: string; actorName: string }[];
    expect(entries).toContainEqual(expect.objectContaining({ description: 'Ada Lovelace opened the portal', actorName: '' }));
  });
});
