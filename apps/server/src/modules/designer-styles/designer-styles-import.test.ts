import type { DesignerStyle } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/** A designer's line imported from a CSV into the catalogue: every row or none (decision 213). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const boutique = async (): Promise<Api> => (await newStudio(t, 'premium')).api;

async function list(api: Api): Promise<DesignerStyle[]> {
  const res = await api.call('GET', '/designer-styles');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.designerStyles as DesignerStyle[];
}

async function designer(api: Api, name = 'Pronovias'): Promise<string> {
  const res = await api.call('POST', '/suppliers', { name, leadTimeDays: 120 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data.supplier as { id: string }).id;
}

const importLine = (api: Api, designerId: string, rows: Record<string, unknown>[]) =>
  api.call('POST', '/designer-styles/import', { designerId, rows });

const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field);

describe('importing a designer’s line', () => {
  it('stores every row of the line with its prices to the cent, in the file’s order, and says how many', async () => {
    const api = await boutique();
    const designerId = await designer(api);
    const res = await importLine(api, designerId, [
      { styleNumber: 'PR-1', name: 'Élise', fabric: 'Crêpe', colours: ['Ivory', 'Nude'], sizes: ['2', '4'], cost: 1290.5, retail: 2890 },
      { styleNumber: 'PR-2', name: 'Margaux', cost: 0.1, retail: 1999.99, note: 'sample in 12' },
      { styleNumber: 'PR-3', name: 'Anouk' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('3 styles imported into the catalogue');
    expect(res.body.data.imported).toBe(3);
    const answered = res.body.data.designerStyles as DesignerStyle[];
    expect(answered.map((s) => [s.styleNumber, s.designer.name, s.cost, s.retail])).toEqual([
      ['PR-1', 'Pronovias', 1290.5, 2890],
      ['PR-2', 'Pronovias', 0.1, 1999.99],
      ['PR-3', 'Pronovias', null, null],
    ]);
    const stored = await list(api);
    expect(stored.find((s) => s.styleNumber === 'PR-1')).toMatchObject({ colours: ['Ivory', 'Nude'], sizes: ['2', '4'], cost: 1290.5 });
    expect(stored).toHaveLength(3);
    const one = await importLine(api, designerId, [{ styleNumber: 'PR-4', name: 'Solo' }]);
    expect(one.body.message).toBe('1 style imported into the catalogue');
  });

  it('refuses a number twice in the file, or one the designer already has, on its row, and stores nothing', async () => {
    const api = await boutique();
    const designerId = await designer(api);
    expect((await importLine(api, designerId, [{ styleNumber: 'MS-100', name: 'Aurora' }])).status).toBe(201);

    const twice = await importLine(api, designerId, [
      { styleNumber: 'MS-200', name: 'One' },
      { styleNumber: 'ms-200', name: 'Two' },
    ]);
    expectErrorEnvelope(twice.body, 422, 'VALIDATION_ERROR');
    expect(fieldsOf(twice.body)).toEqual(['rows.1.styleNumber']);

    const taken = await importLine(api, designerId, [
      { styleNumber: 'MS-300', name: 'New' },
      { styleNumber: 'ms-100', name: 'Aurora again' },
    ]);
    expectErrorEnvelope(taken.body, 422, 'VALIDATION_ERROR');
    expect(taken.body.errors).toEqual([
      expect.objectContaining({ field: 'rows.1.styleNumber', message: 'This designer already has a style numbered ms-100' }),
    ]);
    expect((await list(api)).map((s) => s.styleNumber)).toEqual(['MS-100']);
    // Another designer may use the same number.
    expect((await importLine(api, await designer(api, 'Other'), [{ styleNumber: 'MS-100', name: 'Theirs' }])).status).toBe(201);
  });

  it('refuses a price it cannot read, or an empty style number, on its row and field', async () => {
    const api = await boutique();
    const designerId = await designer(api);
    const res = await importLine(api, designerId, [
      { styleNumber: 'A1', name: 'Fine', retail: 1200 },
      { styleNumber: 'A2', name: 'Typo', retail: '12O0' },
      { styleNumber: ' ', name: 'No number', cost: 12.345 },
    ]);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(fieldsOf(res.body)?.sort()).toEqual(['rows.1.retail', 'rows.2.cost', 'rows.2.styleNumber']);
    expect(await list(api)).toEqual([]);
    expect(fieldsOf((await importLine(api, designerId, [])).body)).toEqual(['rows']);
  });

  it('refuses another studio’s designer as not found, staff, and a plan without the catalogue', async () => {
    const mine = await boutique();
    const myDesigner = await designer(mine);
    const other = await boutique();
    const borrowed = await importLine(other, myDesigner, [{ styleNumber: 'X1', name: 'Borrowed' }]);
    expectErrorEnvelope(borrowed.body, 404, 'NOT_FOUND');
    expect(fieldsOf(borrowed.body)).toEqual(['designerId']);
    expect(await list(other)).toEqual([]);

    const owner = await newStudio(t, 'enterprise');
    const ownDesigner = await designer(owner.api);
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expectErrorEnvelope((await importLine(staff, ownDesigner, [{ styleNumber: 'S1', name: 'No' }])).body, 403, 'FORBIDDEN');
    expect(await list(owner.api)).toEqual([]);

    const free = await newStudio(t, 'free');
    // Free keeps no suppliers either: the plan is refused before the designer is looked at.
    const plan = await importLine(free.api, UNKNOWN_ID, [{ styleNumber: 'F1', name: 'No' }]);
    expectErrorEnvelope(plan.body, 403, 'FEATURE_NOT_AVAILABLE');
  });
});
