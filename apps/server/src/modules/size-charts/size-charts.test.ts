import type { SizeChart, SizeProposalAnswer } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/** A designer's size charts and the size they propose for a bride (decision 214). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
/** A boutique on Premium: the charts are part of its catalogue (plan feature `materials`). */
const boutique = async (): Promise<Api> => (await newStudio(t, 'premium')).api;

async function designer(api: Api, name = 'Pronovias'): Promise<string> {
  const res = await api.call('POST', '/suppliers', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data.supplier as { id: string }).id;
}

/** A designer's chart in inches, as printed: sizes 8 to 14, and 16W above the standard range with a $150 upsize. */
const INCH_CHART = {
  name: 'Misses',
  unit: 'inches',
  rule: 'largest',
  measures: ['bust', 'waist', 'hips', 'hollowToHem'],
  rows: [
    { size: '8', values: { bust: 35, waist: 27.25, hips: 37.5, hollowToHem: 58 } },
    { size: '10', values: { bust: 36, waist: 28.25, hips: 38.5, hollowToHem: 58 } },
    { size: '12', values: { bust: 37.5, waist: 29.75, hips: 40, hollowToHem: 59 } },
    { size: '14', values: { bust: 39, waist: 31.25, hips: 41.5, hollowToHem: 59 } },
    { size: '16W', values: { bust: 41, waist: 33.25, hips: 43.5, hollowToHem: 60 }, upchargeCents: 15000 },
  ],
};

async function addChart(api: Api, body: Record<string, unknown>): Promise<SizeChart> {
  const res = await api.call('POST', '/size-charts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.sizeChart as SizeChart;
}

async function bride(api: Api, values: { name: string; size: number; unit: string }[]): Promise<string> {
  const client = await api.createClient({ name: 'Léa Fontaine' });
  await api.createMeasurement(client.id, { garmentType: 'dress', measurements: values });
  return client.id;
}

async function propose(api: Api, chartId: string, clientId: string): Promise<SizeProposalAnswer> {
  const res = await api.call('GET', `/size-charts/${chartId}/proposal?clientId=${clientId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SizeProposalAnswer;
}

describe('size charts', () => {
  it('keeps a designer’s chart whole, lists it by designer, replaces it whole and deletes it', async () => {
    const api = await boutique();
    const designerId = await designer(api);
    const other = await designer(api, 'Maggie Sottero');
    const chart = await addChart(api, { designerId, ...INCH_CHART, note: ' as printed in 2026 ' });
    await addChart(api, {
      designerId: other,
      name: 'Misses',
      unit: 'cm',
      rule: 'bustFirst',
      measures: ['bust'],
      rows: [{ size: '38', values: { bust: 88 } }],
    });
    expect(chart).toMatchObject({
      designer: { id: designerId, name: 'Pronovias' },
      unit: 'inches',
      rule: 'largest',
      note: 'as printed in 2026',
    });
    expect(chart.rows.map((r) => [r.size, r.values.waist, r.upchargeCents])).toEqual([
      ['8', 27.25, 0],
      ['10', 28.25, 0],
      ['12', 29.75, 0],
      ['14', 31.25, 0],
      ['16W', 33.25, 15000],
    ]);
    const mine = await api.call('GET', `/size-charts?designerId=${designerId}`);
    expect((mine.body.data.sizeCharts as SizeChart[]).map((c) => c.id)).toEqual([chart.id]);
    const found = await api.call('GET', '/size-charts?search=sottero');
    expect((found.body.data.sizeCharts as SizeChart[]).map((c) => c.designer.name)).toEqual(['Maggie Sottero']);
    const replaced = await api.call('PATCH', `/size-charts/${chart.id}`, {
      unit: 'cm',
      rule: 'bustFirst',
      measures: ['bust'],
      rows: [{ size: '40', values: { bust: 90.5 } }],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.sizeChart).toMatchObject({
      name: 'Misses',
      unit: 'cm',
      rows: [{ size: '40', values: { bust: 90.5 }, upchargeCents: 0 }],
    });
    expect((await api.call('DELETE', `/size-charts/${chart.id}`)).status).toBe(200);
    const activity = await api.call('GET', '/activity');
    expect(JSON.stringify(activity.body)).toContain('Size chart Misses deleted');
    // A designer deleted takes its charts with it, as its delete dialog says.
    expect((await api.call('DELETE', `/suppliers/${other}`)).status).toBe(200);
    expect((await api.call('GET', '/size-charts')).body.data.sizeCharts).toEqual([]);
  });

  it.each([
    ['name', { ...INCH_CHART, name: '  ' }],
    ['rows.1.values.bust', { ...INCH_CHART, rows: [INCH_CHART.rows[1], INCH_CHART.rows[0]] }],
    ['rows.1.size', { ...INCH_CHART, rows: [INCH_CHART.rows[0], { ...INCH_CHART.rows[1], size: ' 8 ' }] }],
    ['measures', { ...INCH_CHART, rule: 'bustFirst', measures: ['waist'], rows: [{ size: '8', values: { waist: 27 } }] }],
  ])('refuses a bad %s with 422 naming it', async (field, body) => {
    const api = await boutique();
    const res = await api.call('POST', '/size-charts', { designerId: await designer(api), ...body });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses a designer’s chart name twice and a chart sent in part', async () => {
    const api = await boutique();
    const designerId = await designer(api);
    const chart = await addChart(api, { designerId, ...INCH_CHART });
    const twice = await api.call('POST', '/size-charts', { designerId, ...INCH_CHART, name: 'MISSES' });
    expectErrorEnvelope(twice.body, 422, 'VALIDATION_ERROR');
    expect(twice.body.errors?.map((e) => e.field)).toEqual(['name']);
    const part = await api.call('PATCH', `/size-charts/${chart.id}`, { rows: [{ size: '8', values: { bust: 35 } }] });
    expectErrorEnvelope(part.body, 422, 'VALIDATION_ERROR');
    expect(part.body.errors?.map((e) => e.field).sort()).toEqual(['measures', 'rule', 'unit']);
  });

  it('proposes from the bride’s latest record in cm against a chart in inches: the deciding measure, what each takes in', async () => {
    const api = await boutique();
    const chart = await addChart(api, { designerId: await designer(api), ...INCH_CHART });
    // 36 in is 91.44 cm exactly: a bust of 91.4 is within size 10; hips of 99 cm (38.98 in) need the 12.
    const clientId = await bride(api, [
      { name: 'Bust', size: 91.4, unit: 'cm' },
      { name: 'Waist', size: 70, unit: 'cm' },
      { name: 'hips', size: 99, unit: 'cm' },
      { name: 'Hollow to Hem', size: 150, unit: 'cm' },
    ]);
    const answer = await propose(api, chart.id, clientId);
    expect(answer.proposal).toMatchObject({ size: '12', decidedBy: 'hips', unit: 'cm', beyond: [], upchargeCents: 0, missing: [] });
    expect(answer.proposal.differences).toEqual([
      { measure: 'bust', body: 91.4, chart: 95.3, takeIn: 3.9 },
      { measure: 'waist', body: 70, chart: 75.6, takeIn: 5.6 },
      { measure: 'hips', body: 99, chart: 101.6, takeIn: 2.6 },
      { measure: 'hollowToHem', body: 150, chart: 149.9, takeIn: -0.1 },
    ]);
    expect(answer.measurement).toMatchObject({ garmentType: 'dress', unit: 'cm' });
    expect(answer.body).toEqual({ bust: 91.4, waist: 70, hips: 99, hollowToHem: 150 });

    // She is measured again a month on: the newer record is the one read.
    await api.createMeasurement(clientId, { garmentType: 'dress', measurements: [{ name: 'Bust', size: 41, unit: 'inches' }] });
    const again = await propose(api, chart.id, clientId);
    expect(again.proposal).toMatchObject({
      size: '16W',
      decidedBy: 'bust',
      unit: 'inches',
      upchargeCents: 15000,
      missing: ['waist', 'hips'],
    });
  });

  it('proposes nothing beyond the chart and says by how much; a bride never measured has every measure missing', async () => {
    const api = await boutique();
    const chart = await addChart(api, { designerId: await designer(api), ...INCH_CHART });
    const beyond = await propose(api, chart.id, await bride(api, [{ name: 'Bust', size: 42.125, unit: 'inches' }]));
    expect(beyond.proposal).toMatchObject({ size: '', beyond: [{ measure: 'bust', by: 1.125 }] });
    const never = await propose(api, chart.id, (await api.createClient({ name: 'Inès' })).id);
    expect(never).toMatchObject({ measurement: null, body: {}, proposal: { size: '', missing: ['bust', 'waist', 'hips'] } });
  });

  it('answers another studio’s chart, designer and client as not found', async () => {
    const mineApi = await boutique();
    const myDesigner = await designer(mineApi);
    const mine = await addChart(mineApi, { designerId: myDesigner, ...INCH_CHART });
    const myBride = await bride(mineApi, [{ name: 'Bust', size: 36, unit: 'inches' }]);
    const other = await boutique();
    const theirs = await addChart(other, { designerId: await designer(other), ...INCH_CHART });
    expectErrorEnvelope((await other.call('PATCH', `/size-charts/${mine.id}`, { name: 'Theirs' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', `/size-charts/${UNKNOWN_ID}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('GET', `/size-charts/${mine.id}/proposal?clientId=${myBride}`)).body, 404, 'NOT_FOUND');
    const hers = await other.call('GET', `/size-charts/${theirs.id}/proposal?clientId=${myBride}`);
    expectErrorEnvelope(hers.body, 404, 'NOT_FOUND');
    expect(hers.body.errors?.map((e: { field: string }) => e.field)).toEqual(['clientId']);
    const borrowed = await other.call('POST', '/size-charts', { designerId: myDesigner, ...INCH_CHART });
    expect(borrowed.status).toBe(404);
    expect((await other.call('GET', `/size-charts?designerId=${myDesigner}`)).body.data.sizeCharts).toEqual([]);
  });

  it('lets staff read a chart and propose a size; writing is refused; Free has no charts', async () => {
    const owner = await newStudio(t, 'enterprise');
    const chart = await addChart(owner.api, { designerId: await designer(owner.api), ...INCH_CHART });
    const clientId = await bride(owner.api, [{ name: 'Bust', size: 35, unit: 'inches' }]);
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expect((await propose(staff, chart.id, clientId)).proposal.size).toBe('8');
    for (const res of [
      await staff.call('POST', '/size-charts', { designerId: chart.designer.id, ...INCH_CHART, name: 'Plus' }),
      await staff.call('PATCH', `/size-charts/${chart.id}`, { name: 'No' }),
      await staff.call('DELETE', `/size-charts/${chart.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    const free = await newStudio(t, 'free');
    expect((await free.api.call('GET', '/size-charts')).status).toBe(403);
  });
});
