import type { Invoice } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clients, invoices } from '../../db/schema/index.js';
import { authenticateToken } from '../../lib/authenticate.js';
import { businessApi, newStudio } from '../../test/business.js';
import { studioWithMember } from '../../test/assignees.js';
import { appsSharingOneDatabase, type TestApp } from '../../test/harness.js';
import { issuingStudio } from '../../test/issuing.js';
import { countQueries } from '../../test/query-count.js';
import { invoiceService } from './service.js';

/**
 * Decisions 176, 177: the whole invoice list, as the original front end reads it, is kept per
 * process beside the studio's invoice counter, and made again only where a change named it. Two
 * apps on one database stand for two processes.
 */
const apps = appsSharingOneDatabase();

const whole = async (t: TestApp, token: string, encoding = 'identity') => {
  const res = await t.request({ method: 'GET', url: '/api/v1/invoices', token, headers: { 'accept-encoding': encoding } });
  expect(res.statusCode, res.body).toBe(200);
  const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
  return {
    text,
    encoding: res.headers['content-encoding'],
    invoices: (JSON.parse(text) as { data: { invoices: Invoice[] } }).data.invoices,
  };
};

/** The list read afresh, a page at a time: never kept. */
async function fresh(api: ReturnType<typeof businessApi>): Promise<Invoice[]> {
  const res = await api.call('GET', '/invoices?limit=100');
  expect(res.status).toBe(200);
  return res.body.data.invoices as Invoice[];
}

/** A studio with a client, a project and two invoices, the first on the project. */
async function studioWithInvoices() {
  const s = await newStudio(apps.a, 'premium');
  const client = await s.api.createClient({ name: 'Nkechi Adébáyọ̀' });
  const project = await s.api.createProject(client.id, { name: 'Aso ebi' });
  const first = await s.api.createInvoice(client.id, { invoiceNumber: 'INV-1', projectId: project.id });
  const second = await s.api.createInvoice(client.id, { invoiceNumber: 'INV-2' });
  const on = (t: TestApp) => businessApi(t, s.token);
  return { ...s, client, project, first, second, on };
}

describe('the whole invoice list kept per process (decision 176)', () => {
  it('answers the same text again, kept, and as gzip to a client that takes it', async () => {
    const s = await studioWithInvoices();
    const first = await whole(apps.a, s.token);
    expect(first.invoices.map((i) => i.invoiceNumber)).toEqual(['INV-2', 'INV-1']);
    const again = await whole(apps.a, s.token);
    expect(again.text).toBe(first.text);
    const zipped = await whole(apps.a, s.token, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.text).toBe(first.text);
    // A page or a filtered list is read as ever, the same records.
    const page = await s.api.call('GET', '/invoices?limit=50');
    expect(page.body.data.invoices).toEqual(first.invoices);
    // Kept, not read again: a change made with the counters' triggers switched off is not seen.
    await apps.a.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(clients).set({ name: 'Unseen' }).where(eq(clients.id, s.client.id));
    });
    expect((await whole(apps.a, s.token)).text).toBe(first.text);
    expect((await s.api.call('GET', '/invoices?limit=50')).body.data.invoices).toMatchObject([{ clientId: { name: 'Unseen' } }, {}]);
  });

  it('is made once for requests that come together after a change, each answered whole', async () => {
    const s = await studioWithInvoices();
    const rename = async (name: string) => expect((await s.api.call('PATCH', `/clients/${s.client.id}`, { name })).status).toBe(200);
    await rename('Nkechi A.');
    const alone = await countQueries(apps.a.database, () => whole(apps.a, s.token));
    await rename('Nkechi Adébáyọ̀');
    let answers: Awaited<ReturnType<typeof whole>>[] = [];
    const together = await countQueries(apps.a.database, async () => {
      answers = await Promise.all([1, 2, 3, 4].map(() => whole(apps.a, s.token)));
    });
    expect(together).toBeLessThanOrEqual(alone);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]?.invoices.map((i) => i.clientId.name)).toEqual(['Nkechi Adébáyọ̀', 'Nkechi Adébáyọ̀']);
  });

  it('shows on either process, on the next read, every change the list shows', async () => {
    const s = await studioWithInvoices();
    const names = async (t: TestApp) => (await whole(t, s.token)).invoices;
    // Each process's list, made again only where it changed (decision 177), is the list read afresh.
    const both = async () => {
      const [a, b] = [await names(apps.a), await names(apps.b)];
      expect(JSON.stringify(a)).toBe(JSON.stringify(await fresh(s.api)));
      expect(b).toEqual(a);
      return a;
    };
    await both();
    const paid = await s.on(apps.b).call('POST', `/invoices/${s.first.id}/payments`, { amount: 100, date: '2030-01-02', method: 'card' });
    expect(paid.status).toBe(201);
    expect((await both()).find((i) => i.id === s.first.id)).toMatchObject({
      amountPaid: 100,
      balanceDue: 300,
      paymentState: 'deposit-paid',
    });

    const edited = await s
      .on(apps.b)
      .call('PATCH', `/invoices/${s.second.id}`, { items: [{ description: 'Hem, 2 cm', quantity: 2, rate: 15 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await both()).find((i) => i.id === s.second.id)).toMatchObject({ items: [{ description: 'Hem, 2 cm' }], amount: 30 });

    expect((await s.on(apps.b).call('PATCH', `/clients/${s.client.id}`, { name: 'Nkechi Adébáyọ̀-Okafor' })).status).toBe(200);
    expect((await both()).map((i) => i.clientId.name)).toEqual(['Nkechi Adébáyọ̀-Okafor', 'Nkechi Adébáyọ̀-Okafor']);

    expect((await s.on(apps.b).call('PATCH', `/projects/${s.project.id}`, { name: 'Aso ebi 2027' })).status).toBe(200);
    expect((await both()).find((i) => i.id === s.first.id)?.projectId).toMatchObject({ name: 'Aso ebi 2027' });

    // By plain SQL, as no service wrote it: the triggers count it all the same.
    await apps.b.ctx.db.execute(sql`update invoices set notes = 'Collected Friday' where id = ${s.second.id}`);
    expect((await both()).find((i) => i.id === s.second.id)?.notes).toBe('Collected Friday');

    expect((await s.on(apps.b).call('DELETE', `/invoices/${s.second.id}`)).status).toBe(200);
    expect((await both()).map((i) => i.id)).toEqual([s.first.id]);
    await s.api.createInvoice(s.client.id, { invoiceNumber: 'INV-3' });
    expect((await both()).map((i) => i.invoiceNumber)).toEqual(['INV-3', 'INV-1']);
  });

  it('after a change reads again only the invoices it names, with the documents linked to them', async () => {
    const s = await issuingStudio(apps.a);
    await s.settings({ depositMode: 'invoice' });
    const first = await s.draft();
    const second = await s.draft({ items: [{ description: 'Coat', quantity: 1, rate: 100 }], deposit: { type: 'percent', value: 30 } });
    const check = async () => {
      const listed = (await whole(apps.a, s.token)).invoices;
      expect(JSON.stringify(listed)).toBe(JSON.stringify(await fresh(s.api)));
      return listed;
    };
    await check();
    // Linked both ways: the invoice lists its credit note, the deposit invoice names the invoice.
    await s.issue(first.id);
    await s.credit(first.id, { reason: 'Not worn' });
    expect((await check()).find((i) => i.id === first.id)?.creditNotes).toHaveLength(1);
    await s.ok(201, 'POST', `/invoices/${second.id}/deposit-invoice`);
    const listed = await check();
    expect(listed.find((i) => i.id === second.id)?.depositInvoices).toHaveLength(1);
    expect(listed.find((i) => i.kind === 'deposit')?.relatedInvoice).toMatchObject({ id: second.id });
    // Unnamed by any change, an invoice is not read again: a note written with the triggers off stays
    // unseen while a change to the other invoice shows.
    await apps.a.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(invoices).set({ notes: 'Unseen' }).where(eq(invoices.id, first.id));
    });
    await s.pay(second.id, 10);
    const after = (await whole(apps.a, s.token)).invoices;
    expect(after.find((i) => i.id === second.id)?.amountPaid).toBe(10);
    expect(after.find((i) => i.id === first.id)?.notes).toBe('');
  });

  it('is kept per studio and per day, and no one without the invoices sees it', async () => {
    const s = await studioWithInvoices();
    const kept = await whole(apps.a, s.token);
    const other = await newStudio(apps.a, 'premium');
    expect((await whole(apps.a, other.token)).invoices).toEqual([]);
    expect((await whole(apps.a, s.token)).text).toBe(kept.text);

    const team = await studioWithMember(apps.a);
    await team.owner.api.createInvoice((await team.owner.api.createClient()).id);
    await whole(apps.a, team.owner.token);
    const refused = await team.member.api.call('GET', '/invoices');
    expect(refused.status).toBe(403);

    // The status an invoice shows turns overdue as days pass: on another day the list is made again
    // where it falls due between the two days, not read whole.
    const due = await s.api.createInvoice(s.client.id, { invoiceNumber: 'INV-9', dueDate: '2031-01-01' });
    const sent = await s.api.call('PATCH', `/invoices/${due.id}`, { status: 'sent' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const actor = await authenticateToken(apps.a.ctx, s.token);
    const on = async (day: string) => {
      const answer = await invoiceService(apps.a.ctx, { now: () => new Date(`${day}T12:00:00Z`) }).wholeAnswer({ actor, filters: {} });
      const text = gunzipSync(Buffer.concat(answer?.gzip ?? [])).toString('utf8');
      const listed = (JSON.parse(text) as { data: { invoices: Invoice[] } }).data.invoices;
      return { status: listed.find((i) => i.id === due.id)?.status, notes: listed.find((i) => i.id === s.first.id)?.notes };
    };
    expect(await on('2031-01-01')).toEqual({ status: 'sent', notes: '' });
    await apps.a.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(invoices).set({ notes: 'Unseen' }).where(eq(invoices.id, s.first.id));
    });
    expect(await on('2031-01-02')).toEqual({ status: 'overdue', notes: '' });
    expect(await on('2031-03-01')).toEqual({ status: 'overdue', notes: '' });
    expect(await on('2030-12-31')).toEqual({ status: 'sent', notes: '' });
    const service = invoiceService(apps.a.ctx);
    expect(await service.wholeAnswer({ actor, filters: { limit: 50 } })).toBeNull();
    expect(await service.wholeAnswer({ actor, filters: { status: 'paid' } })).toBeNull();
  });
});
