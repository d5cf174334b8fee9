import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../../lib/authenticate.js';
import { setAccount } from '../../test/analytics-samples.js';
import type { businessApi } from '../../test/business.js';
import { newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';
import { presentDashboard } from './presenter.js';
import { dashboardService } from './service.js';

/** The dashboard's brides (decision 216): "3 brides this month, 1 order at risk", read against the studio's day. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const dashboardAt = async (token: string, now: Date) =>
  presentDashboard(await dashboardService(t.ctx, { now: () => now }).stats({ actor: await authenticateToken(t.ctx, token) }));

async function posted(api: Api, path: string, body: Record<string, unknown>, key: string): Promise<{ id: string }> {
  const res = await api.call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[key] as { id: string };
}

describe('the dashboard’s brides', () => {
  it('counts this month’s brides in the studio’s zone and the orders at risk; nothing for a studio without orders', async () => {
    const owner = await newStudio(t, 'enterprise');
    await setAccount(t.ctx.db, owner.user.id, { timezone: 'Europe/Berlin', currency: 'EUR' });
    // 10 June 2027, 00:30 in Berlin (still 9 June in UTC).
    const now = new Date('2027-06-09T22:30:00Z');
    expect((await dashboardAt(owner.token, now)).brides).toBeNull();

    const designer = await posted(owner.api, '/suppliers', { name: 'Pronovias', leadTimeDays: 120 }, 'supplier');
    const style = await posted(
      owner.api,
      '/designer-styles',
      { designerId: designer.id, styleNumber: 'PR-2218', name: 'Aurore' },
      'designerStyle',
    );
    const order = async (name: string, weddingDate: string, more: Record<string, unknown> = {}) => {
      const client = await owner.api.createClient({ name });
      const body = { clientId: client.id, styleId: style.id, size: '12', price: 2890, deposit: 1445, weddingDate };
      const made = await posted(owner.api, '/special-orders', body, 'specialOrder');
      if (Object.keys(more).length > 0) expect((await owner.api.call('PATCH', `/special-orders/${made.id}`, more)).status).toBe(200);
      return made.id;
    };
    // In June: Léa and Inès; Zoé's gown is collected, still a June bride. Camille's is in July.
    const lea = await order('Léa Fontaine', '2027-06-19');
    await order('Inès Moreau', '2027-06-30');
    await order('Camille Dubois', '2027-07-01', { promisedShipDate: '2027-05-06' });
    const zoe = await order('Zoé Marchand', '2027-06-12');
    for (const state of ['ordered', 'confirmed', 'shipped', 'received', 'checked-in', 'in-alterations', 'ready', 'collected']) {
      const path = { 'checked-in': 'check-in', 'in-alterations': 'alterations' }[state as string] ?? 'advance';
      expect(
        (await owner.api.call('POST', `/special-orders/${zoe}/${path}`, { ...(path === 'advance' ? { state } : {}) })).status,
      ).toBeLessThan(300);
    }
    // Still to order, with 120 days' lead: Léa and Inès cannot arrive eight weeks before June. Camille's ship date leaves 56 days.
    expect((await dashboardAt(owner.token, now)).brides).toEqual({ thisMonth: 3, atRisk: 2 });
    // Léa's gown arrives: she is no longer at risk.
    for (const state of ['ordered', 'confirmed', 'shipped', 'received'])
      expect((await owner.api.call('POST', `/special-orders/${lea}/advance`, { state })).status).toBe(200);
    expect((await dashboardAt(owner.token, now)).brides).toEqual({ thisMonth: 3, atRisk: 1 });

    // Staff read the orders, and see the same.
    const staff = await joinedMember(t, owner, 'staff');
    expect((await dashboardAt(staff.token, now)).brides).toEqual({ thisMonth: 3, atRisk: 1 });
  });
});
