import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { todayIn } from './queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
type Invoice = Json & { id: string; status: string; amount: number; balanceDue: number; payments: (Json & { id: string })[] };

async function studio(plan: 'premium' | 'enterprise' | 'free' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Łucja Nguyễn' });
  const createInvoice = async (body: Json = {}) => {
    const res = await api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: `INV-${Math.random().toString(36).slice(2, 8)}`,
      dueDate: '2030-01-31',
      items: [{ description: 'Hemming', quantity: 1, rate: 10 }],
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.invoice as Invoice;
  };
  return { ...u, api, client, createInvoice };
}

const setUser = (id: string, values: Partial<typeof users.$inferInsert>) => t.ctx.db.update(users).set(values).where(eq(users.id, id));
const setTimezone = (id: string, zone: string) =>
  t.ctx.db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify({ timezone: zone })}::jsonb` })
    .where(eq(users.id, id));

describe('POST /api/v1/invoices', () => {
  it('creates a draft in the account currency, computing every amount exactly and ignoring amounts sent', async () => {
    const s = await studio();
    const res = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: ' INV-001 ',
      dueDate: '2030-01-31',
      items: [
        { description: 'Silk', quantity: 3, rate: 19.99, amount: 1 },
        { description: 'Lining', quantity: 2.5, rate: 33.33, amount: 999 },
        { description: 'Buttons', quantity: 1, rate: 0.1 },
        { description: 'Thread', quantity: 1, rate: 0.2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Invoice added successfully!');
    const inv = res.body.data.invoice as Invoice;
    expect(inv).toMatchObject({
      clientId: { _id: s.client.id, id: s.client.id, name: 'Łucja Nguyễn' },
      projectId: null,
      invoiceNumber: 'INV-001',
      dueDate: '2030-01-31T00:00:00.000Z',
      status: 'draft',
      currency: 'USD',
      items: [
        { description: 'Silk', quantity: 3, rate: 19.99, amount: 59.97 },
        { description: 'Lining', quantity: 2.5, rate: 33.33, amount: 83.33 },
        { description: 'Buttons', quantity: 1, rate: 0.1, amount: 0.1 },
        { description: 'Thread', quantity: 1, rate: 0.2, amount: 0.2 },
      ],
      subtotal: 143.6,
      discount: 0,
      taxRate: 0,
      tax: 0,
      amount: 143.6,
      deposit: null,
      payments: [],
      amountPaid: 0,
      balanceDue: 143.6,
      notes: '',
      sentAt: null,
    });
    expect(inv._id).toBe(inv.id);
  });

  it('applies a discount, then a 7.5 % tax, and a percent deposit, rounding half-up', async () => {
    const s = await studio();
    const inv = await s.createInvoice({
      items: [{ description: 'Suit', quantity: 1, rate: 100.1 }],
      discount: 10,
      taxRate: 7.5,
      deposit: { type: 'percent', value: 33.33 },
    });
    expect(inv).toMatchObject({
      subtotal: 100.1,
      discount: 10,
      taxRate: 7.5,
      tax: 6.76,
      amount: 96.86,
      deposit: { type: 'percent', value: 33.33, amount: 32.28 },
    });
  });

  it('keeps the currency of creation after the preference changes', async () => {
    const s = await studio();
    await t.ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || '{"currency":"NGN"}'::jsonb` })
      .where(eq(users.id, s.user.id));
    const inv = await s.createInvoice();
    expect(inv.currency).toBe('NGN');
    await t.ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || '{"currency":"EUR"}'::jsonb` })
      .where(eq(users.id, s.user.id));
    const again = await s.api.call('GET', `/invoices/${inv.id}`);
    expect((again.body.data.invoice as Invoice).currency).toBe('NGN');
  });

  it.each([
    ['a discount above the subtotal', { discount: 10.01 }, 'discount'],
    ['a fixed deposit above the total', { deposit: { type: 'amount', value: 10.01 } }, 'deposit'],
    ['no items', { items: [] }, 'items'],
    ['a zero quantity', { items: [{ description: 'x', quantity: 0, rate: 1 }] }, 'items.0.quantity'],
    ['three decimals of rate', { items: [{ description: 'x', quantity: 1, rate: 1.005 }] }, 'items.0.rate'],
  ])('refuses %s with 422', async (_what, body, field) => {
    const s = await studio();
    const res = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: 'INV-1',
      dueDate: '2030-01-31',
      items: [{ description: 'x', quantity: 1, rate: 10 }],
      ...body,
    });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses a project of another client of the studio', async () => {
    const s = await studio();
    const other = await s.api.createClient({ name: 'Other' });
    const project = await s.api.createProject(other.id);
    const res = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      projectId: project.id,
      invoiceNumber: 'P-1',
      dueDate: '2030-01-31',
      items: [{ description: 'x', quantity: 1, rate: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('projectId');
    const own = await s.api.createProject(s.client.id, { name: 'Gown' });
    const ok = await s.createInvoice({ projectId: own.id });
    expect(ok.projectId).toEqual({ _id: own.id, id: own.id, name: 'Gown' });
  });
});

describe('invoice numbers', () => {
  it('answers 409 INVOICE_NUMBER_TAKEN on create and update, per studio', async () => {
    const s = await studio();
    const first = await s.createInvoice({ invoiceNumber: 'INV-001' });
    const dup = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-01-31',
      items: [{ description: 'x', quantity: 1, rate: 1 }],
    });
    expectErrorEnvelope(dup.body, 409, 'INVOICE_NUMBER_TAKEN');
    expect(dup.body.errors?.[0]?.field).toBe('invoiceNumber');
    const second = await s.createInvoice({ invoiceNumber: 'INV-002' });
    const clash = await s.api.call('PATCH', `/invoices/${second.id}`, { invoiceNumber: 'INV-001' });
    expectErrorEnvelope(clash.body, 409, 'INVOICE_NUMBER_TAKEN');
    expect((await s.api.call('PATCH', `/invoices/${first.id}`, { invoiceNumber: 'INV-001' })).status).toBe(200);
    const other = await studio();
    await other.createInvoice({ invoiceNumber: 'INV-001' });
  });

  it('answers one 201 and one 409 when two creates race for a number', async () => {
    const s = await studio();
    const body = {
      clientId: s.client.id,
      invoiceNumber: 'RACE-1',
      dueDate: '2030-01-31',
      items: [{ description: 'x', quantity: 1, rate: 1 }],
    };
    const statuses = (await Promise.all([s.api.call('POST', '/invoices', body), s.api.call('POST', '/invoices', body)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('proposes the next number following the last one, skipping numbers in use', async () => {
    const s = await studio();
    const next = async () => (await s.api.call('GET', '/invoices/next-number')).body.data.invoiceNumber;
    expect(await next()).toBe('INV-001');
    await s.createInvoice({ invoiceNumber: 'INV-009' });
    expect(await next()).toBe('INV-010');
    await s.createInvoice({ invoiceNumber: '2026/017' });
    expect(await next()).toBe('2026/018');
    await s.createInvoice({ invoiceNumber: '2026/019' });
    await s.createInvoice({ invoiceNumber: '2026/018' });
    expect(await next()).toBe('2026/020');
  });
});

describe('payments', () => {
  it('takes payments up to exactly the balance, then refuses; deleting one reopens the invoice', async () => {
    const s = await studio();
    const inv = await s.createInvoice({ items: [{ description: 'Lining', quantity: 2.5, rate: 33.33 }] });
    await s.api.call('PATCH', `/invoices/${inv.id}`, { status: 'sent' });
    const pay = (amount: number) =>
      s.api.call('POST', `/invoices/${inv.id}/payments`, { amount, date: '2026-01-05', method: 'mobile-money', note: 'Deposit' });
    const first = await pay(50);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Payment recorded');
    expect(first.body.data.invoice).toMatchObject({ amountPaid: 50, balanceDue: 33.33, status: 'sent' });
    const over = await pay(33.34);
    expectErrorEnvelope(over.body, 422, 'VALIDATION_ERROR');
    expect(over.body.errors?.[0]?.field).toBe('amount');
    const last = await pay(33.33);
    const paid = last.body.data.invoice as Invoice;
    expect(paid).toMatchObject({ amountPaid: 83.33, balanceDue: 0, status: 'paid' });
    expect(paid.payments[0]).toMatchObject({ amount: 50, date: '2026-01-05T00:00:00.000Z', method: 'mobile-money', note: 'Deposit' });
    expect((await pay(0.01)).status).toBe(422);
    const removed = await s.api.call('DELETE', `/invoices/${inv.id}/payments/${paid.payments[1]?.id}`);
    expect(removed.body.message).toBe('Payment deleted');
    expect(removed.body.data.invoice).toMatchObject({ amountPaid: 50, balanceDue: 33.33, status: 'sent' });
    expect((await s.api.call('DELETE', `/invoices/${inv.id}/payments/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await s.api.call('DELETE', `/invoices/${inv.id}/payments/nope`)).status).toBe(404);
  });

  it('lets only one of two concurrent payments of the whole balance through', async () => {
    const s = await studio();
    const inv = await s.createInvoice({ items: [{ description: 'Coat', quantity: 1, rate: 100 }] });
    const body = { amount: 100, date: '2026-01-05', method: 'cash' };
    const results = await Promise.all([1, 2, 3].map(() => s.api.call('POST', `/invoices/${inv.id}/payments`, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const after = (await s.api.call('GET', `/invoices/${inv.id}`)).body.data.invoice as Invoice;
    expect(after).toMatchObject({ amountPaid: 100, balanceDue: 0, status: 'paid' });
    expect(after.payments).toHaveLength(1);
  });

  it('keeps the amounts of an invoice money came in on: it is issued, and a credit note lowers it (decision 163)', async () => {
    const s = await studio();
    const inv = await s.createInvoice({ items: [{ description: 'Coat', quantity: 1, rate: 100 }] });
    await s.api.call('POST', `/invoices/${inv.id}/payments`, { amount: 60, date: '2026-01-05', method: 'card' });
    const res = await s.api.call('PATCH', `/invoices/${inv.id}`, { items: [{ description: 'Coat', quantity: 1, rate: 50 }] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVOICE_ISSUED');
    const itemId = (inv.items as { id: string }[])[0]?.id ?? '';
    const credited = await s.api.call('POST', `/invoices/${inv.id}/credit-notes`, {
      reason: 'Discount agreed',
      items: [{ itemId, quantity: 0.4 }],
    });
    expect(credited.body.data.invoice).toMatchObject({ amount: 100, credited: 40, balanceDue: 0 });
  });
});

describe('overdue in the account owner zone', () => {
  it('shows and filters a sent invoice as overdue once its due date has passed where the owner lives', async () => {
    // Kiritimati (UTC+14) is always a calendar day ahead of Pago Pago (UTC−11): due "today in Pago
    // Pago" has passed in Kiritimati and not in Pago Pago, whatever the real time is.
    const now = new Date();
    const due = todayIn('Pacific/Pago_Pago', now);
    expect(todayIn('Pacific/Kiritimati', now) > due).toBe(true);
    const s = await studio();
    const inv = await s.createInvoice({ dueDate: due });
    await s.api.call('PATCH', `/invoices/${inv.id}`, { status: 'sent' });
    const status = async () => ((await s.api.call('GET', `/invoices/${inv.id}`)).body.data.invoice as Invoice).status;
    const filtered = async (st: string) =>
      ((await s.api.call('GET', `/invoices?status=${st}`)).body.data.invoices as Invoice[]).map((i) => i.id);

    await setTimezone(s.user.id, 'Pacific/Pago_Pago');
    expect(await status()).toBe('sent');
    expect(await filtered('sent')).toEqual([inv.id]);
    expect(await filtered('overdue')).toEqual([]);

    await setTimezone(s.user.id, 'Pacific/Kiritimati');
    expect(await status()).toBe('overdue');
    expect(await filtered('overdue')).toEqual([inv.id]);
    expect(await filtered('sent')).toEqual([]);

    await s.api.call('POST', `/invoices/${inv.id}/payments`, { amount: 10, date: due, method: 'cash' });
    expect(await status()).toBe('paid');
    expect(await filtered('overdue')).toEqual([]);
  });
});

describe('reading', () => {
  it('lists newest first, filters by client, project and search, and serves /clients/{id}/invoices', async () => {
    const s = await studio();
    const other = await s.api.createClient({ name: 'Zoë Adeyemi' });
    const project = await s.api.createProject(other.id);
    const a = await s.createInvoice({ invoiceNumber: 'A-100' });
    const b = await s.createInvoice({ clientId: other.id, projectId: project.id, invoiceNumber: 'B-200' });
    const ids = async (q: string) => ((await s.api.call('GET', `/invoices${q}`)).body.data.invoices as Invoice[]).map((i) => i.id);
    const list = await s.api.call('GET', '/invoices');
    expect(list.body.message).toBe('Invoices loaded successfully!');
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids(`?clientId=${other.id}`)).toEqual([b.id]);
    expect(await ids(`?projectId=${project.id}`)).toEqual([b.id]);
    expect(await ids('?search=a-1')).toEqual([a.id]);
    expect(await ids('?search=ZOË')).toEqual([b.id]);
    expect(await ids('?status=draft')).toEqual([b.id, a.id]);
    const byClient = await s.api.call('GET', `/clients/${s.client.id}/invoices`);
    expect((byClient.body.data.invoices as Invoice[]).map((i) => i.id)).toEqual([a.id]);
    expect((await s.api.call('GET', `/clients/${UNKNOWN_ID}/invoices`)).status).toBe(404);
    expect((await s.api.call('GET', `/invoices?clientId=${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('deletes an invoice', async () => {
    const s = await studio();
    const inv = await s.createInvoice();
    const res = await s.api.call('DELETE', `/invoices/${inv.id}`);
    expect(res.body).toMatchObject({ message: 'Invoice deleted successfully!', data: {} });
    expect((await s.api.call('GET', `/invoices/${inv.id}`)).status).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 to every call on another studio's invoice and refuses its clients and projects", async () => {
    const owner = await studio();
    const inv = await owner.createInvoice();
    const paid = await owner.api.call('POST', `/invoices/${inv.id}/payments`, { amount: 1, date: '2026-01-05', method: 'cash' });
    const paymentId = (paid.body.data.invoice as Invoice).payments[0]?.id;
    const project = await owner.api.createProject(owner.client.id);
    const intruder = await studio();
    const calls: [string, string, unknown?][] = [
      ['GET', `/invoices/${inv.id}`],
      ['PATCH', `/invoices/${inv.id}`, { status: 'paid' }],
      ['DELETE', `/invoices/${inv.id}`],
      ['POST', `/invoices/${inv.id}/payments`, { amount: 1, date: '2026-01-05', method: 'cash' }],
      ['DELETE', `/invoices/${inv.id}/payments/${paymentId}`],
      ['GET', `/clients/${owner.client.id}/invoices`],
      ['GET', `/invoices?clientId=${owner.client.id}`],
      ['GET', `/invoices?projectId=${project.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await intruder.api.call(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect(await intruder.api.call('GET', '/invoices')).toMatchObject({ body: { data: { invoices: [] } } });
    const base = { invoiceNumber: 'X-1', dueDate: '2030-01-31', items: [{ description: 'x', quantity: 1, rate: 1 }] };
    const foreignClient = await intruder.api.call('POST', '/invoices', { ...base, clientId: owner.client.id });
    expect(foreignClient.status).toBe(404);
    expect(foreignClient.body.errors?.[0]?.field).toBe('clientId');
    const foreignProject = await intruder.api.call('POST', '/invoices', { ...base, clientId: intruder.client.id, projectId: project.id });
    expect(foreignProject.status).toBe(404);
    expect(foreignProject.body.errors?.[0]?.field).toBe('projectId');
    const mine = await intruder.createInvoice();
    expect((await intruder.api.call('PATCH', `/invoices/${mine.id}`, { clientId: owner.client.id })).status).toBe(404);
    const after = (await owner.api.call('GET', `/invoices/${inv.id}`)).body.data.invoice as Invoice;
    // The owner's payment issued the draft (decision 125); the intruder changed nothing.
    expect(after).toMatchObject({ status: 'sent', amountPaid: 1 });
  });
});

describe('plan gate', () => {
  const message = 'Invoices are included in the Premium and Enterprise plans. Upgrade to use them.';

  it('refuses every invoice call of a Free account with 403 FEATURE_NOT_AVAILABLE', async () => {
    const s = await studio('free');
    const res = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: 'F-1',
      dueDate: '2030-01-31',
      items: [{ description: 'x', quantity: 1, rate: 1 }],
    });
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    expect(res.body.message).toBe(message);
    expect((await s.api.call('GET', '/invoices/next-number')).status).toBe(403);
  });

  it('keeps invoices readable, not writable, after a downgrade or a lapsed trial', async () => {
    const s = await studio();
    const inv = await s.createInvoice();
    await setUser(s.user.id, { trialEndDate: new Date(Date.now() - 1000) });
    const writes: [string, string, unknown?][] = [
      [
        'POST',
        '/invoices',
        { clientId: s.client.id, invoiceNumber: 'L-1', dueDate: '2030-01-31', items: [{ description: 'x', quantity: 1, rate: 1 }] },
      ],
      ['PATCH', `/invoices/${inv.id}`, { status: 'sent' }],
      ['DELETE', `/invoices/${inv.id}`],
      ['POST', `/invoices/${inv.id}/payments`, { amount: 1, date: '2026-01-05', method: 'cash' }],
      ['GET', '/invoices/next-number'],
    ];
    for (const [method, url, body] of writes) {
      const res = await s.api.call(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      // A Premium trial that ended is an inactive subscription, not a Free plan (decision 043).
      expect(res.body.code).toBe('SUBSCRIPTION_INACTIVE');
    }
    await setUser(s.user.id, { plan: 'free', subscriptionStatus: 'active' });
    expect((await s.api.call('PATCH', `/invoices/${inv.id}`, { status: 'sent' })).status).toBe(403);
    expect((await s.api.call('GET', `/invoices/${inv.id}`)).status).toBe(200);
    expect(((await s.api.call('GET', '/invoices')).body.data.invoices as Invoice[]).map((i) => i.id)).toEqual([inv.id]);
    expect((await s.api.call('GET', `/clients/${s.client.id}/invoices`)).status).toBe(200);
  });
});

describe('client deletion rule', () => {
  it('refuses to delete a client with invoices, with the count, and allows it once they are gone', async () => {
    const s = await studio();
    const a = await s.createInvoice();
    await s.createInvoice();
    const detail = await s.api.call('GET', `/clients/${s.client.id}`);
    expect(detail.body.data.deletion).toMatchObject({ allowed: false, code: 'CLIENT_HAS_INVOICES' });
    const res = await s.api.call('DELETE', `/clients/${s.client.id}`);
    expectErrorEnvelope(res.body, 409, 'CLIENT_HAS_INVOICES');
    expect(res.body.message).toBe('This client has 2 invoice(s) and cannot be deleted. Mark the client inactive instead.');
    expect((await s.api.call('GET', `/invoices/${a.id}`)).status).toBe(200);
    for (const inv of (await s.api.call('GET', '/invoices')).body.data.invoices as Invoice[])
      await s.api.call('DELETE', `/invoices/${inv.id}`);
    expect((await s.api.call('DELETE', `/clients/${s.client.id}`)).status).toBe(200);
  });

  it('keeps the invoice without its project when the project is deleted', async () => {
    const s = await studio();
    const project = await s.api.createProject(s.client.id);
    const inv = await s.createInvoice({ projectId: project.id });
    await s.api.call('DELETE', `/projects/${project.id}`);
    expect(((await s.api.call('GET', `/invoices/${inv.id}`)).body.data.invoice as Invoice).projectId).toBeNull();
  });
});
