import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall } from '../../test/portal.js';
import { studioOf } from '../../test/seed.js';
import { call, joinedMember } from '../../test/team.js';
import { portalWorkLine } from './guard.js';

/**
 * Decision 102: what an outsider asks of the portal never uses up what the studio itself can do.
 * Portal PDFs have bounds of their own, per link and per studio, and their own line in the worker
 * pool. The app runs at a tenth of the limits (decision 004), so each bound fills in a few requests.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '0.1' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

async function studio() {
  const owner = await createVerifiedUser(t, { plan: 'enterprise' });
  // Paid, not a trial: a trial without a card mails no client (decision 055).
  await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, owner.user.id));
  const api = businessApi(t, owner.token);
  const manager = await joinedMember(t, owner, 'manager');
  const invoice = async (clientId: string, number: string) => {
    const body = { clientId, invoiceNumber: number, dueDate: '2031-01-01', items: [{ description: 'Gown', quantity: 1, rate: 400 }] };
    const res = await api.call('POST', '/invoices', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data.invoice as { id: string }).id;
  };
  const client = await api.createClient({ name: 'Grace Hopper', email: 'grace@example.com' });
  const shown = await invoice(client.id, 'P-1');
  expect((await api.call('PATCH', `/invoices/${shown}`, { status: 'sent' })).status).toBe(200);
  return { owner, api, manager, client, shown, draft: await invoice(client.id, 'P-2'), invoice };
}

/** Asks the link for the invoice's PDF until the portal refuses; answers how many were made. */
async function drain(token: string, invoiceId: string): Promise<number> {
  for (let made = 0; made < 20; made += 1) {
    const res = await portalCall(t, 'GET', `${token}/invoices/${invoiceId}/pdf`);
    if (res.statusCode === 429) return made;
    expect(res.statusCode, res.body).toBe(200);
  }
  throw new Error('the portal never refused a PDF');
}

describe('portal PDFs and the studio’s own budget', () => {
  it('a link that used up its PDFs leaves the owner their invoice PDF and the manager their send', async () => {
    const s = await studio();
    const { token } = await makeLink(t, s.owner.token, s.client.id);
    await drain(token, s.shown);
    const pdf = await t.request({ method: 'GET', url: `/api/v1/invoices/${s.shown}/pdf`, token: s.owner.token });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const sent = await call(t, s.manager.token, 'POST', `/invoices/${s.draft}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('many links together are bounded per studio, and still leave the studio its own', async () => {
    const s = await studio();
    let refused = false;
    for (let i = 0; i < 12 && !refused; i += 1) {
      const client = await s.api.createClient({ name: `Client ${i}` });
      const id = await s.invoice(client.id, `M-${i}`);
      expect((await s.api.call('PATCH', `/invoices/${id}`, { status: 'sent' })).status).toBe(200);
      const { token } = await makeLink(t, s.owner.token, client.id);
      refused = (await portalCall(t, 'GET', `${token}/invoices/${id}/pdf`)).statusCode === 429;
    }
    expect(refused).toBe(true);
    const pdf = await t.request({ method: 'GET', url: `/api/v1/invoices/${s.shown}/pdf`, token: s.owner.token });
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it('draws a portal PDF in the portal’s own line of the worker pool, never the studio’s', async () => {
    const s = await studio();
    const { token } = await makeLink(t, s.owner.token, s.client.id);
    const run = vi.spyOn(t.ctx.heavy, 'run');
    expect((await portalCall(t, 'GET', `${token}/invoices/${s.shown}/pdf`)).statusCode).toBe(200);
    expect(run).toHaveBeenCalledTimes(1);
    const workspaceId = await studioOf(t.ctx.db, s.owner.user.id);
    expect(run.mock.calls[0]![0]).toBe(portalWorkLine(workspaceId));
    expect(portalWorkLine(workspaceId)).not.toBe(workspaceId);
    run.mockRestore();
  });
});
