import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { studioOf } from '../test/seed.js';

/**
 * Search on the server (decision 069): case and accents do not matter ('zoe' finds 'Zoë
 * Adébáyọ̀'), it reads the fields each list names, combines with the list's filters, and pages.
 */
let t: TestApp;
let token: string;
let workspaceId: string;
const ids: Record<string, string> = {};

async function run(query: ReturnType<typeof sql>) {
  await t.ctx.db.execute(query);
}

async function post(url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: `/api/v1${url}`, token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return Object.values((res.json() as { data: Record<string, { id: string }> }).data)[0] as { id: string };
}

type Named = { id: string; name?: string; invoiceNumber?: string };

/** Every record a search finds, walking its pages of `limit`. */
async function searchAll(url: string, query: string, limit = 2): Promise<Named[]> {
  const key = url.split('/')[1] as string;
  const found: Named[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1${url}?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: Record<string, unknown> }).data;
    const items = data[key] as Named[];
    expect(items.length).toBeLessThanOrEqual(limit);
    found.push(...items);
    cursor = data.nextCursor as string | null;
  } while (cursor);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await createVerifiedUser(t, { plan: 'enterprise' });
  token = user.token;
  workspaceId = await studioOf(t.ctx.db, user.user.id);
  ids.zoe = (await post('/clients', { name: 'Zoë Adébáyọ̀', email: 'studio@example.com' })).id;
  ids.zoeSmith = (await post('/clients', { name: 'ZOE Smith', status: 'inactive' })).id;
  ids.byEmail = (await post('/clients', { name: 'Chloé Martin', email: 'zoe.m@example.com' })).id;
  ids.bob = (await post('/clients', { name: 'Bob Percent 100%' })).id;
  for (const status of ['in-progress', 'in-progress', 'in-progress', 'planning']) {
    await post('/projects', { clientId: ids.zoe, name: `Robe ${status}`, type: 'Evening Dress', status });
  }
  ids.zoesGown = (await post('/projects', { clientId: ids.bob, name: 'Zoé’s gown', type: 'Evening Dress', status: 'in-progress' })).id;
  await post('/measurements', { clientId: ids.zoe, garmentType: 'suit', measurements: [{ name: 'Chest', size: 40, unit: 'inches' }] });
  await post('/measurements', { clientId: ids.bob, garmentType: 'dress', measurements: [{ name: 'Bust', size: 34, unit: 'inches' }] });
  await run(sql`insert into invoices
      (id, workspace_id, client_id, invoice_number, due_date, status, currency, subtotal_cents, tax_cents, total_cents, amount_paid_cents)
    values (gen_random_uuid(), ${workspaceId}, ${ids.bob}, 'ÉTÉ-2026-001', '2026-12-01', 'paid', 'USD', 100, 0, 100, 100),
           (gen_random_uuid(), ${workspaceId}, ${ids.zoe}, 'INV-0001', '2026-12-01', 'paid', 'USD', 100, 0, 100, 100),
           (gen_random_uuid(), ${workspaceId}, ${ids.zoe}, 'INV-0002', '2026-12-01', 'draft', 'USD', 100, 0, 100, 0)`);
  await post('/patterns', { name: 'Robe Élégante' });
  // 150 newer records of every kind push the ones searched for off the first page.
  await run(
    sql`insert into clients (id, workspace_id, name, created_at)
      select gen_random_uuid(), ${workspaceId}, 'Filler ' || g, now() + g * interval '1 second' from generate_series(1, 150) g`,
  );
  await run(sql`insert into projects (id, workspace_id, client_id, name, type, status, code, created_at)
    select gen_random_uuid(), ${workspaceId}, ${ids.bob}, 'Filler ' || g, 'Suit', 'in-progress', 'T-' || g, now() + g * interval '1 second'
    from generate_series(1, 150) g`);
});
afterAll(() => t.close());

const names = (found: Named[]) => found.map((f) => f.name ?? f.invoiceNumber).sort();

describe('search on the server', () => {
  it('finds clients by name or email whatever the case and accents, past the first page', async () => {
    expect(names(await searchAll('/clients', 'search=zoe'))).toEqual(['Chloé Martin', 'ZOE Smith', 'Zoë Adébáyọ̀']);
    expect(names(await searchAll('/clients', 'search=ADEBAYO'))).toEqual(['Zoë Adébáyọ̀']);
    expect(names(await searchAll('/clients', `search=${encodeURIComponent('adébáyọ̀')}`))).toEqual(['Zoë Adébáyọ̀']);
    expect(names(await searchAll('/clients', 'search=zoe&status=inactive'))).toEqual(['ZOE Smith']);
  });

  it('takes % and _ literally', async () => {
    expect(names(await searchAll('/clients', `search=${encodeURIComponent('%')}`))).toEqual(['Bob Percent 100%']);
    expect(await searchAll('/clients', 'search=_')).toEqual([]);
  });

  it('finds projects by name or client name, with the status filter, a page at a time', async () => {
    const found = await searchAll('/projects', 'search=zoe&status=in-progress');
    expect(names(found)).toEqual(['Robe in-progress', 'Robe in-progress', 'Robe in-progress', 'Zoé’s gown']);
    expect(names(await searchAll('/projects', 'search=ZOE&status=planning'))).toEqual(['Robe planning']);
  });

  it('finds invoices by number or client name, with the status filter', async () => {
    expect(names(await searchAll('/invoices', 'search=ete'))).toEqual(['ÉTÉ-2026-001']);
    expect(names(await searchAll('/invoices', 'search=zoë'))).toEqual(['INV-0001', 'INV-0002']);
    expect(names(await searchAll('/invoices', 'search=zoe&status=paid'))).toEqual(['INV-0001']);
  });

  it('finds measurements by client name or garment type, within one client', async () => {
    const byClient = (await searchAll('/measurements', 'search=zoe')) as unknown as { clientId: string }[];
    expect(byClient.map((m) => m.clientId)).toEqual([ids.zoe]);
    const byGarment = (await searchAll('/measurements', 'search=DRESS')) as unknown as { garmentType: string }[];
    expect(byGarment.map((m) => m.garmentType)).toEqual(['dress']);
    expect(await searchAll('/measurements', `search=dress&clientId=${ids.zoe}`)).toEqual([]);
  });

  it('finds patterns by name without accents', async () => {
    expect(names(await searchAll('/patterns', 'search=elegante'))).toEqual(['Robe Élégante']);
  });
});
