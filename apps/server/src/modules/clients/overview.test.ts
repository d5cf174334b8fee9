import type { ClientOverview } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { businessApi } from '../../test/business.js';
import { clientOverviewOf as overviewOf, expectErrorEnvelope, newStudio, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/photos.js';
import { makeLink } from '../../test/portal.js';
import { countQueries } from '../../test/query-count.js';
import { call, joinedMember } from '../../test/team.js';

/** GET /clients/{id}/overview: the client page's one answer (decision 126). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function invoiceFor(api: Api, clientId: string, body: Record<string, unknown> = {}) {
  const res = await api.call('POST', '/invoices', {
    clientId,
    invoiceNumber: `INV-${Math.random().toString(36).slice(2, 8)}`,
    dueDate: '2099-01-31',
    items: [{ description: 'Agbada', quantity: 1, rate: 120.5 }],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.invoice as { id: string };
}

async function eventFor(api: Api, clientId: string, startTime: string, title = 'Fitting') {
  const end = new Date(Date.parse(startTime) + 3600_000).toISOString();
  const res = await api.call('POST', '/calendar', { title, type: 'fitting', clientId, startTime, endTime: end });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** A client holding some of everything; `many` records of the repeated kinds. */
async function fullClient(api: Api, token: string, many: number) {
  const client = await api.createClient({ name: 'Ada Eze', email: 'ada@example.com', phone: '+234 800 000 0000', notes: 'Prefers silk' });
  for (let i = 0; i < many; i += 1) {
    await api.createMeasurement(client.id, { measurements: [{ name: 'Bust', size: 34 + i, unit: 'inches' }] });
    await api.createProject(client.id, { name: `Gown ${i}` });
  }
  await api.createMeasurement(client.id, { garmentType: 'suit', measurements: [{ name: 'Chest', size: 40, unit: 'inches' }] });
  const project = await api.createProject(client.id, { name: 'Wedding agbada' });
  const fitting = await api.call('POST', `/projects/${project.id}/fittings`, {
    fittedOn: '2030-03-12T10:00',
    corrections: [{ target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: 'Tight when seated' }],
  });
  expect(fitting.status, JSON.stringify(fitting.body)).toBe(201);
  const owed = await invoiceFor(api, client.id, { projectId: project.id });
  expect((await api.call('PATCH', `/invoices/${owed.id}`, { status: 'sent' })).status).toBe(200);
  const paid = await api.call('POST', `/invoices/${owed.id}/payments`, { amount: 20.25, date: '2026-01-05', method: 'cash' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  await invoiceFor(api, client.id);
  await eventFor(api, client.id, '2020-05-01T10:00:00Z', 'First fitting');
  await eventFor(api, client.id, '2099-05-01T10:00:00Z', 'Final fitting');
  const photo = await uploadPhoto(t, token, { subject: 'client', subjectId: client.id });
  expect(photo.statusCode, photo.body).toBe(201);
  await makeLink(t, token, client.id);
  return client;
}

describe('GET /api/v1/clients/{id}/overview', () => {
  it('answers each section’s first items and its count, money in cents, and nothing of another client', async () => {
    const { api, ...owner } = await newStudio(t, 'premium');
    const client = await fullClient(api, owner.token, 6);
    const other = await api.createClient({ name: 'Bola Ade' });
    await api.createProject(other.id, { name: 'Not hers' });
    await invoiceFor(api, other.id);

    const o = await overviewOf(api, client.id);
    expect(o.client).toMatchObject({ id: client.id, name: 'Ada Eze', email: 'ada@example.com', notes: 'Prefers silk', status: 'active' });

    // 7 records of 2 garments: the dress's newest (Bust 39) and the suit's, the suit measured last.
    expect(o.measurements).toMatchObject({ total: 7, garments: 2 });
    expect(o.measurements?.items.map((g) => [g.latest.garmentType, g.records])).toEqual([
      ['suit', 1],
      ['dress', 6],
    ]);
    expect(o.measurements?.items[1]?.latest.measurements[0]?.size).toBe(39);

    expect(o.projects?.total).toBe(7);
    expect(o.projects?.items.map((p) => p.name)).toEqual(['Wedding agbada', 'Gown 5', 'Gown 4', 'Gown 3', 'Gown 2']);
    expect(o.projects?.items.every((p) => p.clientId.id === client.id)).toBe(true);

    expect(o.fittings).toMatchObject({ total: 1, items: [{ projectName: 'Wedding agbada', corrections: [{ name: 'Waist' }] }] });
    expect(o.fittings?.profile).toMatchObject({ total: 1, items: [{ name: 'Waist', change: 2 }] });

    // 120.50 each; 20.25 paid on the sent one; the draft is not owed yet.
    expect(o.invoices?.total).toBe(2);
    expect(o.invoices?.outstanding).toEqual([{ currency: 'USD', balanceDueCents: 10025 }]);
    const sent = o.invoices?.items.find((i) => i.status === 'sent');
    expect(sent).toMatchObject({ totalCents: 12050, amountPaidCents: 2025, balanceDueCents: 10025, project: { name: 'Wedding agbada' } });

    expect(o.appointments?.upcoming).toMatchObject({ total: 1, items: [{ title: 'Final fitting' }] });
    expect(o.appointments?.past).toMatchObject({ total: 1, items: [{ title: 'First fitting' }] });
    expect(o.photos?.total).toBe(1);
    expect(o.photos?.items[0]).toMatchObject({ subject: 'client', subjectId: client.id });
    expect(o.portal).toMatchObject({ live: true, expiresAt: null });
    expect(o.portal).not.toHaveProperty('url');
    expect(o.activity?.items.map((e) => e.entityType)).toEqual(expect.arrayContaining(['client', 'portal']));
    expect(o.activity?.items.every((e) => e.entityId === client.id)).toBe(true);
  });

  it('answers a client with nothing yet with every section empty', async () => {
    const api = await newStudioApi(t, 'premium');
    const client = await api.createClient({ name: 'New One' });
    const o = await overviewOf(api, client.id);
    expect(o).toMatchObject({
      measurements: { total: 0, garments: 0, items: [] },
      projects: { total: 0, items: [] },
      fittings: { total: 0, items: [], profile: { total: 0, items: [] } },
      invoices: { total: 0, items: [], outstanding: [] },
      appointments: { upcoming: { total: 0, items: [] }, past: { total: 0, items: [] } },
      photos: { total: 0, items: [] },
      portal: { live: false },
    });
  });

  it('answers another studio’s client, an unknown id and a malformed one with 404', async () => {
    const mine = await newStudioApi(t, 'premium');
    const theirs = await newStudioApi(t, 'premium');
    const client = await mine.createClient({ name: 'Mine' });
    for (const id of [client.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await theirs.call('GET', `/clients/${id}/overview`);
      expect(res.status, id).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
  });

  it('leaves the money and the portal out for staff, who see no invoices (decision 072); a manager has them', async () => {
    const { api, ...owner } = await newStudio(t, 'enterprise');
    const client = await api.createClient({ name: 'Ada Eze' });
    await invoiceFor(api, client.id);
    const staff = await joinedMember(t, owner, 'staff');
    const manager = await joinedMember(t, owner, 'manager');

    const asStaff = await call(t, staff.token, 'GET', `/clients/${client.id}/overview`);
    expect(asStaff.status, JSON.stringify(asStaff.body)).toBe(200);
    const seen = asStaff.body.data.overview as ClientOverview;
    expect(seen.invoices).toBeNull();
    expect(seen.portal).toBeNull();
    expect(JSON.stringify(seen)).not.toMatch(/Cents|INV-/);
    expect(seen.projects).toMatchObject({ total: 0 });

    const asManager = await call(t, manager.token, 'GET', `/clients/${client.id}/overview`);
    expect((asManager.body.data.overview as ClientOverview).invoices).toMatchObject({ total: 1 });
  });

  it('has no appointments on a plan without the calendar', async () => {
    const api = await newStudioApi(t, 'free');
    const client = await api.createClient({ name: 'Free One' });
    const o = await overviewOf(api, client.id);
    expect(o.appointments).toBeNull();
    expect(o.portal).toMatchObject({ live: false });
  });

  it('costs the same number of queries for a client with one of each record or many', async () => {
    const few = await newStudio(t, 'premium');
    const many = await newStudio(t, 'premium');
    const [fewApi, manyApi] = [few.api, many.api];
    const small = await fullClient(fewApi, few.token, 1);
    const large = await fullClient(manyApi, many.token, 8);
    // Warm both sessions so the last-active refresh of the auth check does not skew the count.
    await overviewOf(fewApi, small.id);
    await overviewOf(manyApi, large.id);
    const a = await countQueries(t.ctx.database, () => overviewOf(fewApi, small.id));
    const b = await countQueries(t.ctx.database, () => overviewOf(manyApi, large.id));
    expect(b).toBe(a);
    expect(a).toBeGreaterThan(10);
    // 31: the invoices' linked documents (credit notes, deposit invoices, decision 163) are one query more.
    expect(a).toBeLessThanOrEqual(31);
  });
});
