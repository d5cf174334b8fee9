import type { AppNotification, DashboardStats, Material } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function move(api: Api, id: string, body: Record<string, unknown>): Promise<Material> {
  const path = body.kind === 'received' || body.kind === 'adjusted' ? 'movements' : 'project-movements';
  const res = await api.call('POST', `/materials/${id}/${path}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.material as Material;
}

/** The bell's notices about low materials, newest first. */
async function lowNotices(api: Api): Promise<AppNotification[]> {
  const res = await api.call('GET', '/notifications');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.notifications as AppNotification[]).filter((n) => n.kind === 'material-low');
}

async function silkWithLevel(api: Api, onHand: number, lowStockLevel: number) {
  const res = await api.call('POST', '/materials', { kind: 'fabric', name: 'Silk charmeuse', widthMm: 1400, lowStockLevel: null });
  const silk = res.body.data.material as Material;
  await move(api, silk.id, { kind: 'received', quantity: onHand });
  expect((await api.call('PATCH', `/materials/${silk.id}`, { lowStockLevel })).status).toBe(200);
  return silk;
}

describe('low-stock alerts (decision 144)', () => {
  it('tells the bell once when stock falls below its level, not again while low, and again after rising and falling', async () => {
    const { api } = await newStudio(t, 'premium');
    const gown = await api.createProject((await api.createClient()).id);
    const silk = await silkWithLevel(api, 5000, 2000);
    expect(await lowNotices(api)).toEqual([]);

    expect(await move(api, silk.id, { kind: 'cut', quantity: 3500, projectId: gown.id })).toMatchObject({ onHand: 1500, low: true });
    const [notice, ...more] = await lowNotices(api);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'material-low',
      subject: 'Silk charmeuse',
      entityType: 'material',
      entityId: silk.id,
      read: false,
    });

    await move(api, silk.id, { kind: 'cut', quantity: 500, projectId: gown.id });
    await move(api, silk.id, { kind: 'adjusted', quantity: -200, reason: 'Stain' });
    expect(await lowNotices(api)).toHaveLength(1);

    // Back to its level exactly: no longer low, and the next fall tells again.
    await move(api, silk.id, { kind: 'received', quantity: 1200 });
    expect(await lowNotices(api)).toHaveLength(1);
    await move(api, silk.id, { kind: 'cut', quantity: 1, projectId: gown.id });
    expect(await lowNotices(api)).toHaveLength(2);
  });

  it('tells the bell when the level is set above what is on hand, and not when it is met', async () => {
    const { api } = await newStudio(t, 'premium');
    await silkWithLevel(api, 3000, 3000);
    expect(await lowNotices(api)).toEqual([]);
    const buttons = (await api.call('POST', '/materials', { kind: 'notion', name: 'Buttons', lowStockLevel: 24 })).body.data
      .material as Material;
    expect(await lowNotices(api)).toMatchObject([{ subject: 'Buttons', entityId: buttons.id }]);
  });

  it('is told to owners and managers, not staff; the dashboard lists low materials to those who read them', async () => {
    const owner = await newStudio(t, 'enterprise');
    const manager = businessApi(t, (await joinedMember(t, owner, 'manager')).token);
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    await silkWithLevel(owner.api, 1000, 2500);
    await silkWithLevel(owner.api, 3000, 500);

    expect(await lowNotices(owner.api)).toHaveLength(1);
    expect(await lowNotices(manager)).toHaveLength(1);
    expect(await lowNotices(staff)).toEqual([]);
    const staffBell = await staff.call('GET', '/notifications');
    expect(staffBell.body.data.unread).toBe(0);

    const stats = (await owner.api.call('GET', '/dashboard/stats')).body.data as DashboardStats;
    expect(stats.lowMaterials).toEqual({
      count: 1,
      items: [{ id: expect.any(String), name: 'Silk charmeuse', measure: 'length', onHand: 1000, lowStockLevel: 2500 }],
    });
    // Staff read materials: they see what runs low on the dashboard, as the materials page shows it them.
    expect(((await staff.call('GET', '/dashboard/stats')).body.data as DashboardStats).lowMaterials?.count).toBe(1);
  });

  it('answers null on the dashboard of a plan without materials', async () => {
    const { api } = await newStudio(t, 'free');
    expect(((await api.call('GET', '/dashboard/stats')).body.data as DashboardStats).lowMaterials).toBeNull();
  });
});
