import type { Service, Ticket } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function studio() {
  const owner = await newStudio(t, 'premium');
  const services = new Map(((await owner.api.call('GET', '/services')).body.data.services as Service[]).map((s) => [s.name, s]));
  const res = await owner.api.call('POST', '/tickets', {
    client: { name: 'Camille' },
    pickupDate: '2099-03-02',
    garments: [
      { description: 'Trousers', lines: [{ serviceId: services.get('Hem trousers')!.id }] },
      { description: 'Skirt', lines: [{ description: 'Take in', price: 20 }] },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { api: owner.api, services, ticket: res.body.data.ticket as Ticket };
}

async function patch(api: Api, id: string, body: Record<string, unknown>) {
  const res = await api.call('PATCH', `/tickets/${id}`, body);
  return { ...res, ticket: res.body.data?.ticket as Ticket };
}

const keep = (g: Ticket['garments'][number]) => ({
  id: g.id,
  description: g.description,
  lines: g.lines.map((l) =>
    l.serviceId ? { serviceId: l.serviceId, quantity: l.quantity } : { description: l.description, price: l.price! },
  ),
});

describe('changing a ticket (decision 151)', () => {
  it('replaces the garments: keeps, adds and removes, the invoice’s items following', async () => {
    const { api, services, ticket } = await studio();
    const [trousers] = ticket.garments;
    const zip = services.get('Replace a zip')!;
    const res = await patch(api, ticket.id, {
      garments: [
        { ...keep(trousers!), lines: [{ serviceId: trousers!.lines[0]!.serviceId!, quantity: 2 }] },
        { description: 'Jacket', garmentType: 'jacket', lines: [{ serviceId: zip.id }] },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.ticket.garments.map((g) => [g.code, g.description])).toEqual([
      [`${ticket.code}-1`, 'Trousers'],
      [`${ticket.code}-3`, 'Jacket'],
    ]);
    expect(res.ticket).toMatchObject({ total: 50, balance: 50 });
    const invoice = (await api.call('GET', `/invoices/${ticket.invoiceId}`)).body.data.invoice as { items: { description: string }[] };
    expect(invoice.items.map((i) => i.description)).toEqual([`${ticket.code}-1 · Hem trousers`, `${ticket.code}-3 · Replace a zip`]);
    expectErrorEnvelope((await api.call('GET', `/projects/${ticket.garments[1]!.id}`)).body, 404);
  });

  it('keeps a line’s price as taken in when the service is repriced', async () => {
    const { api, services, ticket } = await studio();
    const hem = services.get('Hem trousers')!;
    expect((await api.call('PATCH', `/services/${hem.id}`, { price: 99 })).status).toBe(200);
    const res = await patch(api, ticket.id, { garments: ticket.garments.map(keep) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.ticket.garments[0]!.lines[0]).toMatchObject({ price: 15, amount: 15 });
    expect(res.ticket.total).toBe(35);
  });

  it('refuses to remove a garment whose work started, and to change lines once the invoice is paid', async () => {
    const { api, ticket } = await studio();
    const skirt = ticket.garments[1]!;
    await api.call('PATCH', `/projects/${skirt.id}/stages/${skirt.stages[0]!.id}`, { status: 'in-progress' });
    const started = await patch(api, ticket.id, { garments: [keep(ticket.garments[0]!)] });
    expectErrorEnvelope(started.body, 409, 'TICKET_LOCKED');
    expect(String(started.body.message)).toContain(skirt.code);
    await api.call('POST', `/invoices/${ticket.invoiceId}/payments`, { amount: 35, date: '2026-11-26', method: 'card' });
    const paid = await patch(api, ticket.id, { garments: ticket.garments.map(keep) });
    expectErrorEnvelope(paid.body, 409, 'TICKET_LOCKED');
  });

  it('moves the garments’ due dates and the invoice’s with the pick-up day, and changes nothing once collected', async () => {
    const { api, ticket } = await studio();
    const res = await patch(api, ticket.id, { pickupDate: '2099-04-01', notes: 'Call before' });
    expect(res.ticket).toMatchObject({ pickupDate: '2099-04-01', notes: 'Call before' });
    const project = (await api.call('GET', `/projects/${ticket.garments[0]!.id}`)).body.data.project as { dueDate: string };
    expect(project.dueDate.slice(0, 10)).toBe('2099-04-01');
    const invoice = (await api.call('GET', `/invoices/${ticket.invoiceId}`)).body.data.invoice as { dueDate: string };
    expect(invoice.dueDate.slice(0, 10)).toBe('2099-04-01');
    await api.call('POST', `/invoices/${ticket.invoiceId}/payments`, { amount: 35, date: '2026-11-26', method: 'card' });
    expect((await patch(api, ticket.id, { collected: true })).status).toBe(200);
    expectErrorEnvelope((await patch(api, ticket.id, { pickupDate: '2099-05-01' })).body, 409, 'TICKET_LOCKED');
  });

  it('answers a garment id not of the ticket 404 on its field', async () => {
    const { api, ticket } = await studio();
    const other = await studio();
    const res = await patch(api, ticket.id, { garments: [{ ...keep(other.ticket.garments[0]!) }] });
    expectErrorEnvelope(res.body, 404);
    expect(res.body.errors?.[0]?.field).toBe('garments.0.id');
  });
});
