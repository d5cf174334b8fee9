import type { Service, Ticket } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const PICKUP = '2099-06-10';

async function priceList(api: Api): Promise<Map<string, Service>> {
  const res = await api.call('GET', '/services');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body.data.services as Service[]).map((s) => [s.name, s]));
}

async function take(api: Api, body: Record<string, unknown>): Promise<Ticket> {
  const res = await api.call('POST', '/tickets', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.ticket as Ticket;
}

async function counter() {
  const owner = await newStudio(t, 'enterprise');
  const services = await priceList(owner.api);
  const hem = services.get('Hem trousers')!;
  const button = services.get('Sew on a button')!;
  const body = {
    client: { name: 'Camille Dupont', phone: '06 12 34 56 78' },
    pickupDate: PICKUP,
    garments: [
      { description: 'Navy trousers', garmentType: 'pants', lines: [{ serviceId: hem.id }, { serviceId: button.id, quantity: 3 }] },
      { description: 'Linen shirt', lines: [{ description: 'Mend a tear', price: 12.5, minutes: 20 }] },
    ],
  };
  return { owner, hem, button, body };
}

describe('taking a ticket at the counter (decision 151)', () => {
  it('adds up services, quantities and free lines exactly, takes a deposit and answers the balance', async () => {
    const { owner, body } = await counter();
    const ticket = await take(owner.api, { ...body, deposit: { amount: 20, method: 'cash' } });
    expect(ticket.code).toMatch(/^A-\d{4}$/);
    expect(ticket.garments.map((g) => g.code)).toEqual([`${ticket.code}-1`, `${ticket.code}-2`]);
    // 15 + 3 × 3 + 12.50 = 36.50; 30 + 3 × 5 + 20 minutes.
    expect(ticket.garments[0]!.lines.map((l) => [l.description, l.quantity, l.amount])).toEqual([
      ['Hem trousers', 1, 15],
      ['Sew on a button', 3, 9],
    ]);
    expect(ticket).toMatchObject({ total: 36.5, paid: 20, balance: 16.5, minutes: 65, status: 'open', overdue: false, pickupDate: PICKUP });
    const invoice = (await owner.api.call('GET', `/invoices/${ticket.invoiceId}`)).body.data.invoice as Record<string, unknown>;
    // A payment on a draft issues it (decision 125).
    expect(invoice).toMatchObject({ amount: 36.5, amountPaid: 20, balanceDue: 16.5, status: 'sent' });
    expect((invoice.items as { description: string }[])[2]!.description).toBe(`${ticket.code}-2 · Mend a tear`);
  });

  it('makes each garment a project whose stages are its lines’ in workflow order, a line without one an alteration', async () => {
    const { owner, body } = await counter();
    const ticket = await take(owner.api, body);
    expect(ticket.garments[0]!.stages.map((s) => s.name)).toEqual(['Sewing', 'Finishing']);
    expect(ticket.garments[1]!.stages.map((s) => s.name)).toEqual(['Alteration']);
    const project = (await owner.api.call('GET', `/projects/${ticket.garments[0]!.id}`)).body.data.project as Record<string, unknown>;
    expect(project).toMatchObject({ name: 'Navy trousers', type: 'Pants', clientId: { id: ticket.client.id } });
  });

  it('keeps a client’s name and phone as typed at the counter', async () => {
    const { owner, body } = await counter();
    const uk = await take(owner.api, { ...body, client: { name: 'Ada Lovelace', phone: '+44 (0)20 7946 0958' } });
    expect(uk.client).toMatchObject({ name: 'Ada Lovelace', phone: '+44 (0)20 7946 0958' });
    const fr = await take(owner.api, body);
    expect(fr.client.phone).toBe('06 12 34 56 78');
    const again = await take(owner.api, { ...body, client: undefined, clientId: fr.client.id });
    expect(again.client.id).toBe(fr.client.id);
  });

  it('names the field of what it refuses', async () => {
    const { owner, body } = await counter();
    const other = await newStudio(t, 'enterprise');
    const foreign = (await priceList(other.api)).get('Hem trousers')!;
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...body, garments: [] }, 422, 'garments'],
      [{ ...body, garments: [{ description: 'Coat', lines: [{ description: 'Something' }] }] }, 422, 'garments.0.lines.0'],
      [{ ...body, garments: [{ description: 'Coat', lines: [{ serviceId: foreign.id }] }] }, 404, 'garments.0.lines.0.serviceId'],
      [{ ...body, client: undefined }, 422, 'clientId'],
      [{ ...body, clientId: UNKNOWN_ID, client: undefined }, 404, 'clientId'],
      [{ ...body, pickupDate: '10/06/2099' }, 422, 'pickupDate'],
      [{ ...body, deposit: { amount: 1000, method: 'cash' } }, 422, 'deposit.amount'],
    ];
    for (const [payload, status, field] of refusals) {
      const res = await owner.api.call('POST', '/tickets', payload);
      expectErrorEnvelope(res.body, status);
      expect(
        res.body.errors?.map((e) => e.field).some((f) => f.startsWith(field)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
  });

  it('is sold with invoices: a free studio is refused', async () => {
    const free = await newStudio(t, 'free');
    expectErrorEnvelope((await free.api.call('GET', '/tickets')).body, 403, 'FEATURE_NOT_AVAILABLE');
  });
});

describe('who sees what on a ticket', () => {
  it('shows staff no money and refuses them a deposit', async () => {
    const { owner, body } = await counter();
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expectErrorEnvelope((await staff.call('POST', '/tickets', { ...body, deposit: { amount: 5, method: 'cash' } })).body, 403);
    const res = await staff.call('POST', '/tickets', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ticket = res.body.data.ticket as Ticket;
    expect(ticket).toMatchObject({ total: null, paid: null, balance: null, invoiceId: null });
    expect(ticket.garments[0]!.lines[0]).toMatchObject({ price: null, amount: null, minutes: 30 });
    expect((await owner.api.call('GET', `/tickets/${ticket.id}`)).body.data.ticket).toMatchObject({ total: 36.5, balance: 36.5 });
  });

  it('answers another studio’s ticket 404 at every door', async () => {
    const { owner, body } = await counter();
    const ticket = await take(owner.api, body);
    const other = await newStudio(t, 'enterprise');
    expectErrorEnvelope((await other.api.call('GET', `/tickets/${ticket.id}`)).body, 404);
    expectErrorEnvelope((await other.api.call('PATCH', `/tickets/${ticket.id}`, { notes: 'x' })).body, 404);
    expectErrorEnvelope((await other.api.call('PATCH', `/tickets/${ticket.id}`, { collected: true })).body, 404);
    const listed = (await other.api.call('GET', `/tickets?search=${ticket.code}`)).body.data.tickets as Ticket[];
    expect(listed).toEqual([]);
  });
});

describe('a ticket through the workroom and back to its client', () => {
  async function setStage(api: Api, ticket: Ticket, g: number, status: string) {
    const garment = ticket.garments[g]!;
    for (const stage of garment.stages) {
      const res = await api.call('PATCH', `/projects/${garment.id}/stages/${stage.id}`, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }
  const read = async (api: Api, id: string) => (await api.call('GET', `/tickets/${id}`)).body.data.ticket as Ticket;

  it('is ready when its last garment’s stages are done, and open again when one is undone', async () => {
    const { owner, body } = await counter();
    const ticket = await take(owner.api, body);
    await setStage(owner.api, ticket, 0, 'done');
    expect(await read(owner.api, ticket.id)).toMatchObject({ status: 'open', readyAt: null });
    await setStage(owner.api, ticket, 1, 'done');
    const ready = await read(owner.api, ticket.id);
    expect(ready.status).toBe('ready');
    expect(ready.readyAt).not.toBeNull();
    expect(ready.garments.every((g) => g.done)).toBe(true);
    await setStage(owner.api, ticket, 1, 'in-progress');
    expect(await read(owner.api, ticket.id)).toMatchObject({ status: 'open', readyAt: null });
  });

  it('refuses the hand-back while a balance remains, then takes it once paid', async () => {
    const { owner, body } = await counter();
    const ticket = await take(owner.api, { ...body, deposit: { amount: 10, method: 'card' } });
    const refused = await owner.api.call('PATCH', `/tickets/${ticket.id}`, { collected: true });
    expectErrorEnvelope(refused.body, 409, 'TICKET_BALANCE_DUE');
    expect(String(refused.body.message)).toContain('26.50');
    const paid = await owner.api.call('POST', `/invoices/${ticket.invoiceId}/payments`, {
      amount: 26.5,
      date: '2026-11-26',
      method: 'cash',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const res = await owner.api.call('PATCH', `/tickets/${ticket.id}`, { collected: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticket).toMatchObject({ status: 'collected', balance: 0 });
    const collected = (await owner.api.call('GET', '/tickets?view=collected')).body.data.tickets as Ticket[];
    expect(collected.map((c) => c.id)).toEqual([ticket.id]);
    expect(((await owner.api.call('GET', '/tickets')).body.data.tickets as Ticket[]).map((c) => c.id)).not.toContain(ticket.id);
  });

  it('lists overdue tickets first, then by pick-up day and number, and the uncollected ones 30 days after ready', async () => {
    const { owner, body } = await counter();
    const later = await take(owner.api, { ...body, pickupDate: '2099-07-01' });
    const sooner = await take(owner.api, { ...body, pickupDate: '2099-06-02' });
    const late = await take(owner.api, body);
    await t.ctx.db.update(tickets).set({ pickupDate: '2020-01-15' }).where(eq(tickets.id, late.id));
    const page = (await owner.api.call('GET', '/tickets?limit=2')).body.data as { tickets: Ticket[]; nextCursor: string };
    expect(page.tickets.map((x) => x.id)).toEqual([late.id, sooner.id]);
    expect(page.tickets[0]!.overdue).toBe(true);
    const next = (await owner.api.call('GET', `/tickets?limit=2&cursor=${page.nextCursor}`)).body.data as { tickets: Ticket[] };
    expect(next.tickets.map((x) => x.id)).toEqual([later.id]);

    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.ctx.db.update(tickets).set({ status: 'ready', readyAt: old }).where(eq(tickets.id, sooner.id));
    await t.ctx.db.update(tickets).set({ status: 'ready', readyAt: new Date() }).where(eq(tickets.id, later.id));
    const uncollected = (await owner.api.call('GET', '/tickets?view=uncollected')).body.data.tickets as Ticket[];
    expect(uncollected.map((x) => x.id)).toEqual([sooner.id]);
    const ready = (await owner.api.call('GET', '/tickets?view=ready')).body.data.tickets as Ticket[];
    expect(ready.map((x) => x.id)).toEqual([sooner.id, later.id]);
    const found = (await owner.api.call('GET', '/tickets?search=camille')).body.data.tickets as Ticket[];
    expect(found).toHaveLength(3);
    const stats = (await owner.api.call('GET', '/dashboard/stats')).body.data as { tickets: unknown };
    expect(stats.tickets).toEqual({ dueToday: 0, overdue: 1, readyWaiting: 2 });
  });
});
