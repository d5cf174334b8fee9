import type { SearchGroup } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers, workspaces } from '../../db/schema/index.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';

/**
 * One search for anything (decision 210): a person at the counter types a ticket's code, a
 * client's phone number, an invoice's number or a fabric's name as it comes, and finds it; a role
 * finds only what its own screens open.
 */
let t: TestApp;
let owner: string;
let staff: string;
let workspaceId: string;
const ids: Record<string, string> = {};

async function post(token: string, url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: `/api/v1${url}`, token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return Object.values((res.json() as { data: Record<string, { id: string }> }).data)[0] as { id: string };
}

async function search(token: string, query: Record<string, string | undefined>) {
  const res = await t.request({ method: 'GET', url: `/api/v1/search?${new URLSearchParams(query as Record<string, string>)}`, token });
  return { status: res.statusCode, body: res.json() as { data: { groups: SearchGroup[] }; code?: string; errors?: { field: string }[] } };
}

/** The titles found of one kind, in the order shown. */
async function found(token: string, q: string, kind: SearchGroup['kind']): Promise<string[]> {
  const { status, body } = await search(token, { q });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? [];
}

beforeAll(async () => {
  t = await createTestApp();
  const o = await createVerifiedUser(t, { plan: 'enterprise' });
  owner = o.token;
  workspaceId = await studioOf(t.ctx.db, o.user.id);
  await t.ctx.db.update(workspaces).set({ phoneCountry: 'FR' }).where(eq(workspaces.id, workspaceId));
  const s = await createVerifiedUser(t);
  await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, s.user.id));
  await t.ctx.db.insert(workspaceMembers).values({ workspaceId, userId: s.user.id, role: 'staff' });
  staff = s.token;

  ids.margaux = (await post(owner, '/clients', { name: 'Margaux Lefèvre', phone: '06 12 34 56 78', email: 'margaux@example.fr' })).id;
  ids.oliver = (await post(owner, '/clients', { name: 'Oliver Hughes', phone: '+44 7700 900123' })).id;
  await post(owner, '/materials', { kind: 'fabric', measure: 'length', name: 'Crêpe de Chine ivoire', colour: 'Ivoire', widthMm: 1400 });
  await post(owner, '/materials', { kind: 'notion', measure: 'count', name: 'Boutons nacre' });
  const designer = await post(owner, '/suppliers', { name: 'Pronovias' });
  await post(owner, '/designer-styles', { designerId: designer.id, styleNumber: 'PR-4512', name: 'Élise' });
  await t.ctx.db.execute(sql`insert into tickets (id, workspace_id, client_id, number, code, pickup_date)
    values (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 1, 'A-0001', '2026-12-05'),
           (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 10, 'A-0010', '2026-12-06')`);
  await t.ctx.db.execute(sql`insert into projects (id, workspace_id, client_id, name, type, status, code)
    values (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 'Ourlet robe', 'Evening Dress', 'in-progress', 'A-0001-1'),
           (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 'Cintrer veste', 'Suit', 'in-progress', 'A-0001-2')`);
  await t.ctx.db.execute(sql`insert into invoices
      (id, workspace_id, client_id, invoice_number, kind, due_date, status, currency, subtotal_cents, tax_cents, total_cents, amount_paid_cents)
    values (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 'F-2026-0042', 'invoice', '2026-12-01', 'sent', 'EUR', 100, 0, 100, 0),
           (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 'F-2026-0420', 'invoice', '2026-12-01', 'sent', 'EUR', 100, 0, 100, 0),
           (gen_random_uuid(), ${workspaceId}, ${ids.margaux}, 'AV-2026-0042', 'credit-note', '2026-12-01', 'sent', 'EUR', -100, 0, -100, 0)`);
  // 25 clients of one name: the search shows a few, and pages through the rest.
  await t.ctx.db.execute(sql`insert into clients (id, workspace_id, name, created_at)
    select gen_random_uuid(), ${workspaceId}, 'Dupont ' || g, now() + g * interval '1 second' from generate_series(1, 25) g`);
  // Another studio's client of the same name and number is never found.
  const other = await createVerifiedUser(t, { plan: 'enterprise' });
  await post(other.token, '/clients', { name: 'Margaux Autre', phone: '06 12 34 56 78' });
});
afterAll(() => t.close());

describe('GET /search', () => {
  it('finds a ticket by its code typed any way, the exact one first, and its garments', async () => {
    for (const typed of ['A-0001', 'a0001', 'a-0001', ' A 0001 ']) {
      expect(await found(owner, typed, 'ticket'), typed).toEqual(['A-0001']);
    }
    for (const typed of ['a00011', 'A-0001-1', 'a-0001-1']) {
      expect((await found(owner, typed, 'project'))[0], typed).toBe('Ourlet robe');
    }
    expect(await found(owner, 'a0001', 'project')).toEqual(expect.arrayContaining(['Ourlet robe', 'Cintrer veste']));
  });

  it('finds a client by a phone number written otherwise than it was saved, only in the studio', async () => {
    for (const typed of ['0612345678', '+33 6 12 34 56 78', '0033 612 345 678', '06.12.34.56.78']) {
      expect(await found(owner, typed, 'client'), typed).toEqual(['Margaux Lefèvre']);
    }
    expect(await found(owner, '07700 900123', 'client')).toEqual(['Oliver Hughes']);
    expect(await found(owner, 'margaux@example', 'client')).toEqual(['Margaux Lefèvre']);
    expect(await found(owner, 'lefevre', 'client')).toEqual(['Margaux Lefèvre']);
  });

  it('finds invoices and credit notes by their numbers, apart', async () => {
    expect(await found(owner, 'f20260042', 'invoice')).toEqual(['F-2026-0042']);
    expect(await found(owner, '2026-0042', 'invoice')).toEqual(['F-2026-0042']);
    expect(await found(owner, '2026-0042', 'creditNote')).toEqual(['AV-2026-0042']);
    expect(await found(owner, '0420', 'invoice')).toEqual(['F-2026-0420']);
  });

  it('finds a catalogue style by its name without the accent, or by the designer’s number, with the designer', async () => {
    expect(await found(owner, 'elise', 'designerStyle')).toEqual(['Élise']);
    expect(await found(staff, 'pr-45', 'designerStyle')).toEqual(['Élise']);
    const { body } = await search(owner, { q: 'pr-4512' });
    expect(body.data.groups.find((g) => g.kind === 'designerStyle')?.hits[0]?.detail).toBe('Pronovias · PR-4512');
  });

  it('finds a material by a word typed without its accent or capitals', async () => {
    expect(await found(owner, 'crepe', 'material')).toEqual(['Crêpe de Chine ivoire']);
    expect(await found(owner, 'NACRE', 'material')).toEqual(['Boutons nacre']);
  });

  it('shows staff no money: no invoice nor credit note, and refuses asking for them', async () => {
    const { body } = await search(staff, { q: '2026-0042' });
    expect(body.data.groups.map((g) => g.kind)).toEqual([]);
    expect(await found(staff, 'a0001', 'ticket')).toEqual(['A-0001']);
    expect(await found(staff, 'crepe', 'material')).toEqual(['Crêpe de Chine ivoire']);
    const asked = await search(staff, { q: '2026', kind: 'invoice' });
    expect(asked.status).toBe(403);
    expect(asked.body.code).toBe('FORBIDDEN');
  });

  it('shows a few of a kind, then pages through the rest of it, bounded', async () => {
    const first = await search(owner, { q: 'dupont' });
    const clients = first.body.data.groups.find((g) => g.kind === 'client')!;
    expect(clients.hits).toHaveLength(5);
    expect(clients.nextCursor).toBe('5');
    const rest = await search(owner, { q: 'dupont', kind: 'client', cursor: clients.nextCursor! });
    const page = rest.body.data.groups[0]!;
    expect(page.hits).toHaveLength(20);
    expect(page.nextCursor).toBeNull();
    const seen = new Set([...clients.hits, ...page.hits].map((h) => h.id));
    expect(seen.size).toBe(25);
  });

  it('pages through numbers with the exact one first, each shown once', async () => {
    await t.ctx.db.execute(sql`insert into invoices
        (id, workspace_id, client_id, invoice_number, kind, due_date, status, currency, subtotal_cents, tax_cents, total_cents, amount_paid_cents, created_at)
      select gen_random_uuid(), ${workspaceId}, ${ids.oliver}, 'D-100' || g, 'invoice', '2026-12-01', 'sent', 'GBP', 100, 0, 100, 0,
             now() + g * interval '1 second'
      from generate_series(1, 6) g`);
    await t.ctx.db.execute(sql`insert into invoices
        (id, workspace_id, client_id, invoice_number, kind, due_date, status, currency, subtotal_cents, tax_cents, total_cents, amount_paid_cents)
      values (gen_random_uuid(), ${workspaceId}, ${ids.oliver}, 'D-100', 'invoice', '2026-12-01', 'sent', 'GBP', 100, 0, 100, 0)`);
    const first = (await search(owner, { q: 'd100' })).body.data.groups.find((g) => g.kind === 'invoice')!;
    expect(first.hits.map((h) => h.title)).toEqual(['D-100', 'D-1006', 'D-1005', 'D-1004', 'D-1003']);
    const rest = (await search(owner, { q: 'd100', kind: 'invoice', cursor: first.nextCursor! })).body.data.groups[0]!;
    expect(rest.hits.map((h) => h.title)).toEqual(['D-1002', 'D-1001']);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses what cannot be a search with the field named, never a 500', async () => {
    for (const query of [
      { q: '' },
      { q: ' ' },
      { q: 'x'.repeat(201) },
      { q: 'a', cursor: 'abc' },
      { q: 'a', cursor: '999' },
      { q: 'a', kind: 'payroll' },
    ]) {
      const res = await search(owner, query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors?.[0]?.field).toBe(Object.keys(query).at(-1));
    }
    // Characters LIKE reads as wildcards are taken as typed.
    const pct = await search(owner, { q: '%' });
    expect(pct.status, JSON.stringify(pct.body)).toBe(200);
    expect(pct.body.data.groups).toEqual([]);
    expect((await search(owner, { q: '_' })).body.data.groups).toEqual([]);
  });
});
