import { dashboardStatsSchema, dayInZone, type ActivityEntry, type DashboardStats } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../../lib/authenticate.js';
import { SAMPLE_NOW, seedSampleStudio, setAccount } from '../../test/analytics-samples.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { presentDashboard } from './presenter.js';
import { dashboardService } from './service.js';

/** GET /dashboard/stats: the worked example of test/analytics-samples.ts and the activity log. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function dashboardAt(token: string, now: Date): Promise<DashboardStats> {
  const actor = await authenticateToken(t.ctx, token);
  return presentDashboard(await dashboardService(t.ctx, { now: () => now }).stats({ actor }));
}

describe('dashboard stats: the worked example', () => {
  it('answers every field for Wednesday 18 March in Berlin', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    await setAccount(t.ctx.db, u.user.id, { timezone: 'Europe/Berlin', currency: 'USD' });
    const { ids } = await seedSampleStudio(t.ctx.db, u.user.id);
    const stats = await dashboardAt(u.token, SAMPLE_NOW);
    expect(stats).toEqual({
      // March: Ada and Cleo ordered; Bea, Cleo and Dora paid. February: Bea ordered; Ada and Bea paid.
      activeClients: { currentMonthCount: 4, changeFromLastMonth: 2 },
      // Not completed: the shirt, the summer suit and the skirt; the shirt is due Friday 20 March.
      activeProjects: 3,
      projectsDueThisWeek: 1,
      // Block B was saved at 23:30 on Sunday in Berlin: last week.
      patternsCreated: 3,
      patternsCreatedThisWeek: 1,
      revenue: { currentMonth: 1399.99, changePercentage: 7.7 },
      // Rows made straight in the database wrote no entries.
      recentActivity: [],
      upcomingDeadlines: [
        {
          id: ids.p4,
          projectId: ids.p4,
          title: 'Summer suit',
          stageName: '',
          clientId: ids.ada,
          clientName: 'Ada',
          dueDate: '2026-03-12T00:00:00.000Z',
          priority: 'low',
          overdue: true,
        },
        {
          id: ids.p3,
          projectId: ids.p3,
          title: 'Linen shirt',
          stageName: '',
          clientId: ids.cleo,
          clientName: 'Cleo',
          dueDate: '2026-03-20T00:00:00.000Z',
          priority: 'high',
          overdue: false,
        },
      ],
      currency: 'USD',
      timezone: 'Europe/Berlin',
      // Premium keeps stock (decision 144): none of it is low.
      lowMaterials: { count: 0, items: [] },
      // Premium takes tickets (decision 151): none yet.
      tickets: { dueToday: 0, overdue: 0, readyWaiting: 0 },
      // No special orders: nothing of brides (decision 216).
      brides: null,
      rentals: null,
    });
  });

  it('moves to the next month at midnight in the account zone: a 23:30 payment on the last day stays in its month', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    await setAccount(t.ctx.db, u.user.id, { timezone: 'Europe/Berlin', currency: 'USD' });
    await seedSampleStudio(t.ctx.db, u.user.id);
    // 23:30 on 31 January in Berlin: the 500.00 paid that day is this month's.
    expect((await dashboardAt(u.token, new Date('2026-01-31T22:30:00Z'))).revenue).toEqual({ currentMonth: 500, changePercentage: 525 });
    // 00:30 on 1 February there (still 31 January in UTC): February has its own 500.00 so far.
    expect((await dashboardAt(u.token, new Date('2026-01-31T23:30:00Z'))).revenue).toEqual({ currentMonth: 500, changePercentage: 0 });
  });

  it('shows New rather than a percentage when last month had no revenue, and zeros for an empty studio', async () => {
    const u = await createVerifiedUser(t, { plan: 'free' });
    const empty = await dashboardAt(u.token, SAMPLE_NOW);
    expect(empty).toMatchObject({
      activeClients: { currentMonthCount: 0, changeFromLastMonth: 0 },
      activeProjects: 0,
      projectsDueThisWeek: 0,
      patternsCreated: 0,
      patternsCreatedThisWeek: 0,
      revenue: { currentMonth: 0, changePercentage: 0 },
      recentActivity: [],
      upcomingDeadlines: [],
    });
    const p = await createVerifiedUser(t, { plan: 'premium' });
    await setAccount(t.ctx.db, p.user.id, { timezone: 'Europe/Berlin', currency: 'USD' });
    await seedSampleStudio(t.ctx.db, p.user.id);
    // December had 80.00 and November nothing.
    expect((await dashboardAt(p.token, new Date('2025-11-30T12:00:00Z'))).revenue).toEqual({ currentMonth: 0, changePercentage: 0 });
    expect((await dashboardAt(p.token, new Date('2025-12-20T12:00:00Z'))).revenue).toEqual({ currentMonth: 80, changePercentage: null });
  });
});

describe('GET /api/v1/dashboard/stats and the activity log', () => {
  it('works on every plan and logs each change of the studio in order, newest first, the latest 10', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, u.token);
    const client = await api.createClient({ name: 'Jane Doe', email: 'jane@example.com' });
    await api.call('PATCH', `/clients/${client.id}`, { phone: '+49 30 1234' });
    await api.call('PATCH', `/clients/${client.id}`, { status: 'inactive' });
    const m = await api.createMeasurement(client.id);
    const project = await api.createProject(client.id, {
      name: 'Wedding gown',
      dueDate: dayInZone(new Date(Date.now() + 3 * 86_400_000), 'UTC'),
    });
    await api.call('PATCH', `/projects/${project.id}`, { status: 'in-progress' });
    const inv = await api.call('POST', '/invoices', {
      clientId: client.id,
      projectId: project.id,
      invoiceNumber: 'INV-7',
      dueDate: '2099-01-01',
      items: [{ description: 'Gown', quantity: 1, rate: 1200 }],
    });
    const invoiceId = (inv.body.data as { invoice: { id: string } }).invoice.id;
    await api.call('PATCH', `/invoices/${invoiceId}`, { status: 'sent' });
    await api.call('POST', `/invoices/${invoiceId}/payments`, {
      amount: 300,
      date: dayInZone(new Date(), 'Europe/Berlin'),
      method: 'card',
    });
    const ev = await api.call('POST', '/calendar', {
      title: 'First fitting',
      type: 'fitting',
      clientId: client.id,
      startTime: '2099-05-01T10:00:00Z',
      endTime: '2099-05-01T11:00:00Z',
    });
    await api.call('PATCH', `/calendar/${(ev.body.data as { event: { id: string } }).event.id}`, { status: 'completed' });
    await api.call('DELETE', `/measurements/${m.id}`);

    const res = await api.call('GET', '/dashboard/stats');
    expect(res.status).toBe(200);
    expect(dashboardStatsSchema.strict().safeParse(res.body.data).success).toBe(true);
    const stats = res.body.data as unknown as DashboardStats;
    expect(stats.recentActivity.map((a: ActivityEntry) => a.description)).toEqual([
      'Dress measurements deleted for Jane Doe',
      'Event First fitting marked Completed',
      'Event First fitting added',
      'Payment of $300.00 received for invoice INV-7',
      'Invoice INV-7 marked Sent',
      'Invoice INV-7 added',
      'Project Wedding gown marked In Progress',
      'Project Wedding gown added',
      'Dress measurements added for Jane Doe',
      'Client Jane Doe marked Inactive',
    ]);
    // The payment's figures too, for each reader to write them their way (decision 207).
    expect(stats.recentActivity.find((a) => a.entityType === 'payment')).toMatchObject({
      detail: '$300.00',
      amount: { cents: 30_000, currency: 'USD' },
    });
    expect(stats.recentActivity.filter((a) => a.entityType !== 'payment').every((a) => a.amount === null)).toBe(true);
    expect(stats.recentActivity[0]).toMatchObject({
      entityType: 'measurement',
      action: 'deleted',
      entityId: m.id,
      subject: 'Jane Doe',
      detail: 'Dress',
    });
    expect(stats).toMatchObject({
      activeClients: { currentMonthCount: 1 },
      activeProjects: 1,
      projectsDueThisWeek: expect.any(Number),
      revenue: { currentMonth: 300 },
    });
    expect(stats.upcomingDeadlines).toEqual([
      expect.objectContaining({ id: project.id, title: 'Wedding gown', clientName: 'Jane Doe', overdue: false }),
    ]);
  });

  it("holds only the studio's own entries, and keeps an entry after its record is deleted", async () => {
    const a = await createVerifiedUser(t, { plan: 'free' });
    const b = await createVerifiedUser(t, { plan: 'free' });
    const apiA = businessApi(t, a.token);
    const apiB = businessApi(t, b.token);
    const mine = await apiA.createClient({ name: 'Mine' });
    await apiB.createClient({ name: 'Theirs' });
    await apiA.call('DELETE', `/clients/${mine.id}`);
    const stats = (await apiA.call('GET', '/dashboard/stats')).body.data as unknown as DashboardStats;
    expect(stats.recentActivity.map((x) => x.description)).toEqual(['Client Mine deleted', 'Client Mine added']);
    const theirs = (await apiB.call('GET', '/dashboard/stats')).body.data as unknown as DashboardStats;
    expect(theirs.recentActivity.map((x) => x.description)).toEqual(['Client Theirs added']);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/dashboard/stats' });
    expect(res.statusCode).toBe(401);
  });
});

describe('reads of the figures', () => {
  it('are limited per studio, not per person: 429 after the minute budget, other studios unaffected', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const other = await createVerifiedUser(t, { plan: 'premium' });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1)
      statuses.push(
        (await t.request({ method: 'GET', url: i % 2 ? '/api/v1/dashboard/stats' : '/api/v1/analytics/stats', token: u.token })).statusCode,
      );
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await t.request({ method: 'GET', url: '/api/v1/dashboard/stats', token: other.token })).statusCode).toBe(200);
  });
});

describe('a cancelled project is no longer open (decision 181)', () => {
  it('leaves the active count, the deadlines, the client’s open projects and the calendar', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, u.token);
    const client = await api.createClient({ name: 'Léa Martin' });
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const make = async (name: string) => {
      const res = await api.call('POST', '/projects', { name, clientId: client.id, type: 'Wedding Dress', dueDate: due });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body.data.project as { id: string }).id;
    };
    const kept = await make('Robe de mariée');
    const dropped = await make('Veste de cérémonie');
    expect((await api.call('PATCH', `/projects/${dropped}`, { status: 'cancelled' })).status).toBe(200);

    const stats = await dashboardAt(u.token, new Date());
    expect(stats.activeProjects).toBe(1);
    expect(stats.upcomingDeadlines.map((d) => d.projectId)).toEqual([kept]);
    const listed = (await api.call('GET', '/clients')).body.data.clients as { id: string; projects?: number }[];
    expect(listed.find((c) => c.id === client.id)).toMatchObject({ projects: 1 });
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await api.call('GET', `/calendar?startDate=${from}&endDate=${to}`);
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
    expect(JSON.stringify(calendar.body.data)).not.toContain(dropped);
    expect(JSON.stringify(calendar.body.data)).toContain(kept);
  });
});
