import type { AnalyticsStats } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../lib/sql-rows.js';
import { businessApi } from './business.js';
import { createTestApp, createVerifiedUser, type TestApp } from './harness.js';
import { seedBusinessData } from './seed.js';
import { seedCalendar } from './seed-calendar.js';
import { seedBusyStudio } from './seed-studio.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedBusinessData', () => {
  // Correctness only, on a tenth of the benchmark's data set: how fast seeding is belongs in
  // bench/ (a timed assertion once failed on a busy 2-core machine).
  it('bulk-inserts a data set in batches, readable through the API', async () => {
    const { user, token } = await createVerifiedUser(t, { plan: 'premium' });
    const { clientIds } = await seedBusinessData(t.ctx.db, user.id, { clients: 200, measurements: 1000, projects: 500 });
    expect(clientIds).toHaveLength(200);

    const api = businessApi(t, token);
    const list = await api.listClients();
    expect(list).toHaveLength(200);
    expect(list.some((c) => (c.projects as number) > 0 && c.lastOrderDate !== null)).toBe(true);
    const ms = await api.call('GET', '/measurements');
    expect(ms.body.data.measurements).toHaveLength(1000);
    const ps = await api.call('GET', '/projects');
    expect(ps.body.data.projects).toHaveLength(500);
    const detail = await api.call('GET', `/clients/${clientIds[0]}`);
    expect(detail.body.data.related).toEqual({ measurements: 5, projects: 3 });
  });

  it('is deterministic for a given seed', async () => {
    const a = await createVerifiedUser(t, { plan: 'premium' });
    const b = await createVerifiedUser(t, { plan: 'premium' });
    await seedBusinessData(t.ctx.db, a.user.id, { clients: 5, measurements: 5, projects: 5 }, 7);
    await seedBusinessData(t.ctx.db, b.user.id, { clients: 5, measurements: 5, projects: 5 }, 7);
    const names = async (token: string) => (await businessApi(t, token).listClients()).map((c) => c.name).sort();
    expect(await names(a.token)).toEqual(await names(b.token));
  });
});

describe('seedCalendar', () => {
  // A small year of the calendar bench's data set, read back through the calendar API in the account's zone.
  const now = new Date('2024-09-01T12:00:00Z');
  const year = '?startDate=2024-01-01&endDate=2024-12-31';
  type Entry = {
    id: string;
    type: string;
    status: string;
    source: string;
    startTime: string;
    endTime: string;
    clientId: { id: string } | null;
  };

  async function seeded(seed = 10) {
    const { user, token } = await createVerifiedUser(t, { plan: 'premium' });
    const { clientIds } = await seedBusinessData(t.ctx.db, user.id, { clients: 20, measurements: 0, projects: 0 });
    await seedCalendar(
      t.ctx.db,
      user.id,
      clientIds,
      { events: 600, projects: 30 },
      { from: '2024-01-01', years: 1, zone: 'Europe/Berlin', now, seed },
    );
    const res = await businessApi(t, token).call('GET', `/calendar${year}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.events as Entry[];
  }

  it('puts events in working hours of the account zone and project due dates in the range', async () => {
    const entries = await seeded();
    const events = entries.filter((e) => e.source === 'event');
    expect(events).toHaveLength(600);
    expect(entries.filter((e) => e.source === 'project')).toHaveLength(30);
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const e of events) {
      const [weekday, time] = berlin.format(new Date(e.startTime)).split(' ');
      expect(weekday).not.toBe('Sun');
      expect(time! >= '09:00' && time! < '18:00', `${e.startTime} starts at ${time}`).toBe(true);
      expect(berlin.format(new Date(e.endTime)).split(' ')[1]! <= '18:00').toBe(true);
    }
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['fitting', 'consultation', 'delivery', 'meeting', 'other']));
    expect(events.filter((e) => e.clientId).length).toBeGreaterThan(500);
    const statuses = (past: boolean) => new Set(events.filter((e) => Date.parse(e.endTime) < now.getTime() === past).map((e) => e.status));
    expect(statuses(true)).toEqual(new Set(['completed', 'cancelled', 'no-show', 'scheduled']));
    expect(statuses(false)).toEqual(new Set(['scheduled', 'cancelled']));
  });

  it('is deterministic for a given seed and clock', async () => {
    const times = (entries: Entry[]) =>
      entries
        .filter((e) => e.source === 'event')
        .map((e) => `${e.startTime} ${e.type} ${e.status}`)
        .sort();
    expect(times(await seeded(3))).toEqual(times(await seeded(3)));
  });
});

describe('seedBusyStudio', () => {
  // The analytics bench's data at a hundredth of its size: the rows it claims exist, spread over the
  // years, and the all-time figures the analytics answer agree with a plain SQL sum of them.
  it('seeds the counts over the years, and all-time revenue is the sum of its payments', async () => {
    const { user, token } = await createVerifiedUser(t, { plan: 'premium' });
    const counts = { clients: 50, projects: 200, invoices: 500, payments: 600, events: 300, activity: 2000, patterns: 10 };
    const { workspaceId } = await seedBusyStudio(t.ctx.db, user.id, counts, { years: 5, zone: 'Europe/Berlin', currency: 'USD' });
    const count = async (table: string) =>
      Number(
        (
          await sqlRows<{ n: number }>(
            t.ctx.db,
            sql`select count(*)::int as n from ${sql.identifier(table)} where workspace_id = ${workspaceId}`,
          )
        )[0]!.n,
      );
    expect({
      clients: await count('clients'),
      projects: await count('projects'),
      invoices: await count('invoices'),
      payments: await count('invoice_payments'),
      events: await count('calendar_events'),
      activity: await count('activity_entries'),
      patterns: await count('patterns'),
    }).toEqual(counts);

    const [years] = await sqlRows<{ first: string; cents: number }>(
      t.ctx.db,
      sql`select min(paid_on)::text as first, sum(amount_cents)::float8 as cents from invoice_payments where workspace_id = ${workspaceId}`,
    );
    // The payments span the years, not a few recent weeks.
    expect(Date.now() - Date.parse(years!.first)).toBeGreaterThan(3 * 365 * 86_400_000);

    const res = await businessApi(t, token).call('GET', '/analytics/stats?timePeriod=all');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body.data as AnalyticsStats;
    expect(Math.round(stats.keyMetrics.totalRevenue * 100)).toBe(years!.cents);
    expect(stats.clientInsights.newClientsThisPeriod).toBe(counts.clients);
  });
});
