import type { PortalView } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { measurementRequests, storedFiles, users, workspaces } from '../../db/schema/index.js';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall, portalStudio } from '../../test/portal.js';

/**
 * Decision 082: a link shows its client's own records and nothing of another client's, of the same
 * studio or another, whatever the id asked for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

type Api = Awaited<ReturnType<typeof portalStudio>>['api'];
type Records = { clientId: string; name: string; ids: Record<string, string> };

/** A client with one of everything, named after them so a leak shows by name as well as by id. */
async function clientWithRecords(api: Api, workspaceId: string, name: string): Promise<Records> {
  const client = await api.createClient({ name });
  const ids: Record<string, string> = {};
  const created = async (url: string, body: Record<string, unknown>, key: string) => {
    const res = await api.call('POST', url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data[key] as { id: string }).id;
  };
  const event = (title: string, startsIn: number, extra: Record<string, unknown> = {}) =>
    created(
      '/calendar',
      { clientId: client.id, title, type: 'fitting', startTime: at(startsIn), endTime: at(startsIn + HOUR), ...extra },
      'event',
    );
  ids.fitting = await event(`${name} fitting`, 48 * HOUR, { location: 'Studio 2' });
  ids.justStarted = await event(`${name} consultation`, -HOUR);
  ids.longPast = await event(`${name} old fitting`, -72 * HOUR);
  const cancelled = await event(`${name} cancelled`, 24 * HOUR);
  expect((await api.call('PATCH', `/calendar/${cancelled}`, { status: 'cancelled' })).status).toBe(200);
  ids.cancelled = cancelled;
  ids.project = (await api.createProject(client.id, { name: `${name} gown`, type: 'Wedding Dress', dueDate: '2031-06-01' })).id;
  ids.measurement = (await api.createMeasurement(client.id)).id;
  const invoice = (number: string) =>
    created(
      '/invoices',
      { clientId: client.id, invoiceNumber: number, dueDate: '2031-01-01', items: [{ description: 'Gown', quantity: 1, rate: 400 }] },
      'invoice',
    );
  ids.sent = await invoice(`${name}-1`);
  expect((await api.call('PATCH', `/invoices/${ids.sent}`, { status: 'sent' })).status).toBe(200);
  ids.draft = await invoice(`${name}-D`);
  expect((await api.call('POST', `/invoices/${ids.sent}/payments`, { amount: 150, date: '2030-01-01', method: 'cash' })).status).toBe(201);
  // Asking a client to measure at home is built beside the portal (decision 084): the row stands in for it here.
  ids.request = await insertRequest(workspaceId, client.id, `${name} shirt`);
  return { clientId: client.id, name, ids };
}

async function insertRequest(workspaceId: string, clientId: string, garmentName: string): Promise<string> {
  const [row] = await t.ctx.db
    .insert(measurementRequests)
    .values({ workspaceId, clientId, garmentType: 'shirt', garmentName, fields: [{ name: 'Neck', hint: 'Around the base' }], unit: 'cm' })
    .returning({ id: measurementRequests.id });
  return row!.id;
}

let a: Records;
let b: Records;
let c: Records;
let linkA: string;
let linkC: string;

beforeAll(async () => {
  const studio = await portalStudio(t);
  a = await clientWithRecords(studio.api, studio.workspaceId, 'Alice Able');
  b = await clientWithRecords(studio.api, studio.workspaceId, 'Bruno Baker');
  linkA = (await makeLink(t, studio.owner.token, a.clientId)).token;
  await makeLink(t, studio.owner.token, b.clientId);
  const other = await portalStudio(t);
  c = await clientWithRecords(other.api, other.workspaceId, 'Chloe Chen');
  linkC = (await makeLink(t, other.owner.token, c.clientId)).token;
}, 60_000);

const viewOf = async (token: string) => {
  const res = await portalCall(t, 'GET', token);
  expect(res.statusCode, res.body).toBe(200);
  return { res, view: res.json().data.portal as PortalView };
};

describe('GET /portal/{token}', () => {
  it('shows the studio, the client, their upcoming appointments, projects with stages, measurements, invoices and requests', async () => {
    const { res, view } = await viewOf(linkA);
    expect(res.json().message).toBe('Portal loaded');
    expect(view.studio).toMatchObject({
      name: expect.any(String),
      imageUrl: '',
      brandColor: '',
      language: 'en',
      email: expect.stringContaining('@'),
    });
    expect(view.client).toEqual({ name: 'Alice Able', language: 'en' });
    expect(view.measurementUnit).toBe('inches');
    // Upcoming and just begun, soonest first; cancelled and long past are not there.
    expect(view.appointments.map((e) => e.id)).toEqual([a.ids.justStarted, a.ids.fitting]);
    expect(view.appointments[1]).toMatchObject({
      title: 'Alice Able fitting',
      type: 'fitting',
      location: 'Studio 2',
      clientResponse: null,
    });
    expect(view.projects).toEqual([
      expect.objectContaining({ id: a.ids.project, name: 'Alice Able gown', status: 'planning', dueDate: '2031-06-01T00:00:00.000Z' }),
    ]);
    expect(view.projects[0]!.stages.length).toBeGreaterThan(0);
    expect(view.projects[0]!.stages[0]).toEqual({ name: expect.any(String), status: 'todo', dueDate: null });
    expect(view.measurements).toEqual([
      expect.objectContaining({
        id: a.ids.measurement,
        garmentName: 'Dress',
        takenBy: 'studio',
        values: [{ name: 'Bust', size: 34, unit: 'inches' }],
      }),
    ]);
    // The sent invoice with its amounts as the invoices presenter computes them; the draft is not shown.
    expect(view.invoices).toEqual([
      {
        id: a.ids.sent,
        invoiceNumber: 'Alice Able-1',
        status: 'sent',
        paymentState: 'deposit-paid',
        dueDate: '2031-01-01T00:00:00.000Z',
        currency: 'USD',
        amount: 400,
        amountPaid: 150,
        balanceDue: 250,
      },
    ]);
    expect(view.measurementRequests).toEqual([
      {
        id: a.ids.request,
        garmentName: 'Alice Able shirt',
        unit: 'cm',
        fields: [{ name: 'Neck', hint: 'Around the base' }],
        status: 'open',
      },
    ]);
  });

  it('never shows another client’s records, of the same studio or another, by id or by name', async () => {
    const { res } = await viewOf(linkA);
    for (const other of [b, c]) {
      expect(res.body).not.toContain(other.clientId);
      expect(res.body).not.toContain(other.name);
      for (const id of Object.values(other.ids)) expect(res.body).not.toContain(id);
    }
    const { res: theirs } = await viewOf(linkC);
    expect(theirs.body).toContain('Chloe Chen');
    for (const id of [a.clientId, ...Object.values(a.ids), b.clientId, ...Object.values(b.ids)]) expect(theirs.body).not.toContain(id);
  });

  it('answers with noindex, no-store and no-referrer, on success and on the 404 of a dead token alike', async () => {
    for (const path of [linkA, 'x'.repeat(43), 'short', `${linkA}/appointments/${UNKNOWN_ID}/ics`]) {
      const res = await portalCall(t, 'GET', path);
      expect(res.headers['x-robots-tag'], path).toBe('noindex');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
    }
    const dead = await portalCall(t, 'GET', 'x'.repeat(43));
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe('This link is no longer active');
  });
});

describe('the studio as the page shows it', () => {
  it('is the owner’s picture and contact on Premium, the brand’s logo and colour on Enterprise, in the owner’s language and unit', async () => {
    const premium = await portalStudio(t);
    await t.ctx.db
      .update(users)
      .set({ image: '/api/v1/files/00000000-0000-4000-8000-00000000000a', phone: '+44 20 7946 0000', website: 'https://studio.example' })
      .where(eq(users.id, premium.owner.user.id));
    expect((await premium.api.call('PATCH', '/user/preferences', { settings: { language: 'fr', measurementUnit: 'cm' } })).status).toBe(
      200,
    );
    const client = await premium.api.createClient();
    const { view } = await viewOf((await makeLink(t, premium.owner.token, client.id)).token);
    expect(view.studio).toMatchObject({
      imageUrl: 'https://atelier.example/api/v1/files/00000000-0000-4000-8000-00000000000a',
      phone: '+44 20 7946 0000',
      website: 'https://studio.example',
      brandColor: '',
      language: 'fr',
    });
    expect(view.measurementUnit).toBe('cm');

    const enterprise = await portalStudio(t, 'enterprise');
    const [logo] = await t.ctx.db
      .insert(storedFiles)
      .values({ ownerId: enterprise.owner.user.id, kind: 'logo', contentType: 'image/png', byteSize: 3, data: Buffer.from('png') })
      .returning();
    await t.ctx.db
      .update(workspaces)
      .set({ name: 'Maison Test', brandColor: '#7a4b2a', logoFileId: logo!.id })
      .where(eq(workspaces.id, enterprise.workspaceId));
    const theirs = await enterprise.api.createClient();
    const branded = (await viewOf((await makeLink(t, enterprise.owner.token, theirs.id)).token)).view;
    expect(branded.studio).toMatchObject({
      name: 'Maison Test',
      imageUrl: `https://atelier.example/api/v1/files/${logo!.id}`,
      brandColor: '#7a4b2a',
    });
  });
});

describe('the files', () => {
  it('gives an upcoming appointment as .ics and a sent invoice as PDF', async () => {
    const ics = await portalCall(t, 'GET', `${linkA}/appointments/${a.ids.fitting}/ics`);
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toContain('attachment');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:Alice Able fitting');
    expect(ics.body).toContain(`UID:${a.ids.fitting}@`);
    const pdf = await portalCall(t, 'GET', `${linkA}/invoices/${a.ids.sent}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers 404 for another client’s, another studio’s, a cancelled, a past, a draft, an unknown and a malformed record', async () => {
    const icsIds = [b.ids.fitting, c.ids.fitting, a.ids.cancelled, a.ids.longPast, UNKNOWN_ID, 'abc'];
    for (const id of icsIds) {
      const res = await portalCall(t, 'GET', `${linkA}/appointments/${id}/ics`);
      expect(res.statusCode, id).toBe(404);
      expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    }
    for (const id of [b.ids.sent, c.ids.sent, a.ids.draft, UNKNOWN_ID, 'abc']) {
      const res = await portalCall(t, 'GET', `${linkA}/invoices/${id}/pdf`);
      expect(res.statusCode, id).toBe(404);
      expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    }
  });
});
