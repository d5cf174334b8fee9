import { describe, expect, it } from 'vitest';
import { readSize } from './measurement-input.js';
import { proposeSize, sizeChartBodySchema, sizeProposalSchema, type BodyMeasurements, type SizeChartBody } from './size-charts.js';

/** A designer's chart in centimetres: the standard range, then two upsizes at 150.00 each. */
const CM_ROWS: [string, number, number, number, number, number][] = [
  // size, bust, waist, hips, hollowToHem, upchargeCents
  ['2', 84, 66, 91, 147, 0],
  ['4', 86.5, 68.5, 93.5, 147, 0],
  ['6', 89, 71, 96, 148, 0],
  ['8', 91.5, 73.5, 98.5, 148, 0],
  ['10', 94, 76, 101, 149, 0],
  ['12', 97.5, 79.5, 104.5, 149, 0],
  ['14', 101, 83, 108, 150, 0],
  ['16', 105, 87, 112, 150, 0],
  ['18W', 110, 92, 117, 151, 15_000],
  ['20W', 115, 97, 122, 151, 15_000],
];

const cmChart = (rule: 'largest' | 'bustFirst' = 'largest'): SizeChartBody => ({
  unit: 'cm',
  rule,
  measures: ['bust', 'waist', 'hips', 'hollowToHem'],
  rows: CM_ROWS.map(([size, bust, waist, hips, hollowToHem, upchargeCents]) => ({
    size,
    values: { bust, waist, hips, hollowToHem },
    upchargeCents,
  })),
});

/** A chart in inches, in eighths as designers print them: 37 1/8 is 37.125. */
const INCH_CHART: SizeChartBody = {
  unit: 'inches',
  rule: 'largest',
  measures: ['bust', 'waist', 'hips'],
  rows: [
    { size: '10', values: { bust: 36, waist: 28, hips: 38.5 } },
    { size: '12', values: { bust: 37.125, waist: 29.125, hips: 39.625 } },
    { size: '14', values: { bust: 38.25, waist: 30.25, hips: 40.75 } },
  ],
};

const propose = (chart: SizeChartBody, body: BodyMeasurements) => proposeSize(sizeChartBodySchema.parse(chart), body);
const cm = (values: BodyMeasurements['values']): BodyMeasurements => ({ unit: 'cm', values });
const inches = (values: BodyMeasurements['values']): BodyMeasurements => ({ unit: 'inches', values });
const refusals = (input: unknown) =>
  sizeChartBodySchema.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

describe('proposeSize, the usual rule: the largest size any measurement falls in', () => {
  it('proposes the size a body is exactly at, with nothing to take in', () => {
    const proposal = propose(cmChart(), cm({ bust: 91.5, waist: 73.5, hips: 98.5 }));
    expect(proposal).toMatchObject({ size: '8', decidedBy: 'bust', upchargeCents: 0, missing: [], beyond: [] });
    expect(proposal.differences.map((d) => d.takeIn)).toEqual([0, 0, 0]);
    // A millimetre over the bust is the next size up.
    expect(propose(cmChart(), cm({ bust: 91.6, waist: 73.5, hips: 98.5 })).size).toBe('10');
  });

  it('rounds up to the larger size between two, naming the measure that decided and what each measure takes in', () => {
    const proposal = propose(cmChart(), cm({ bust: 95, waist: 70, hips: 100, hollowToHem: 152 }));
    expect(proposal.size).toBe('12');
    expect(proposal.decidedBy).toBe('bust');
    expect(proposal.differences).toEqual([
      { measure: 'bust', body: 95, chart: 97.5, takeIn: 2.5 },
      { measure: 'waist', body: 70, chart: 79.5, takeIn: 9.5 },
      { measure: 'hips', body: 100, chart: 104.5, takeIn: 4.5 },
      // The hem is lengthened, and never changes the size.
      { measure: 'hollowToHem', body: 152, chart: 149, takeIn: -3 },
    ]);
  });

  it('lets the measure that needs the largest size decide, and a tie go to bust, then waist, then hips', () => {
    expect(propose(cmChart(), cm({ bust: 88, waist: 70, hips: 102 }))).toMatchObject({ size: '12', decidedBy: 'hips' });
    expect(propose(cmChart(), cm({ bust: 88, waist: 80, hips: 102 }))).toMatchObject({ size: '14', decidedBy: 'waist' });
    expect(propose(cmChart(), cm({ bust: 90, waist: 73, hips: 98 }))).toMatchObject({ size: '8', decidedBy: 'bust' });
    expect(propose(cmChart(), cm({ bust: 80, waist: 70, hips: 96 }))).toMatchObject({ size: '6', decidedBy: 'waist' });
  });

  it('proposes no size beyond the largest, saying which measures are beyond and by how much', () => {
    const proposal = propose(cmChart(), cm({ bust: 118, waist: 90, hips: 125 }));
    expect(proposal).toMatchObject({ size: '', decidedBy: null, differences: [], upchargeCents: 0 });
    expect(proposal.beyond).toEqual([
      { measure: 'bust', by: 3 },
      { measure: 'hips', by: 3 },
    ]);
    // Beyond by a hair still reads as a step, never as 0.
    expect(propose(cmChart(), cm({ bust: 115.01 })).beyond).toEqual([{ measure: 'bust', by: 0.1 }]);
  });

  it("carries an upsize row's charge, and none in the standard range", () => {
    expect(propose(cmChart(), cm({ bust: 108, waist: 88, hips: 112 }))).toMatchObject({ size: '18W', upchargeCents: 15_000 });
    expect(propose(cmChart(), cm({ bust: 104, waist: 86, hips: 110 }))).toMatchObject({ size: '16', upchargeCents: 0 });
  });

  it('skips a row that gives no value for a measure', () => {
    const chart: SizeChartBody = {
      unit: 'cm',
      rule: 'largest',
      measures: ['bust', 'waist'],
      rows: [
        { size: '2', values: { bust: 84 } },
        { size: '4', values: { bust: 86.5, waist: 68.5 } },
      ],
    };
    expect(propose(chart, cm({ bust: 80, waist: 60 }))).toMatchObject({ size: '4', decidedBy: 'waist' });
  });
});

describe('proposeSize, chosen by the bust', () => {
  it('takes the size the bust falls in and only reports the others, which may need letting out', () => {
    const body = cm({ bust: 88, waist: 80, hips: 102 });
    expect(propose(cmChart(), body).size).toBe('14');
    const proposal = propose(cmChart('bustFirst'), body);
    expect(proposal).toMatchObject({ size: '6', decidedBy: 'bust', missing: [] });
    expect(proposal.differences).toEqual([
      { measure: 'bust', body: 88, chart: 89, takeIn: 1 },
      { measure: 'waist', body: 80, chart: 71, takeIn: -9 },
      { measure: 'hips', body: 102, chart: 96, takeIn: -6 },
    ]);
  });

  it('proposes no size without the bust, however many other measurements there are', () => {
    expect(propose(cmChart('bustFirst'), cm({ waist: 70, hips: 96 }))).toMatchObject({ size: '', missing: ['bust'], beyond: [] });
  });
});

describe('proposeSize across units', () => {
  it('compares a body in centimetres with a chart in inches exactly: 36 in is 91.44 cm', () => {
    const fits = propose(INCH_CHART, cm({ bust: 91.4, waist: 70 }));
    expect(fits).toMatchObject({ size: '10', decidedBy: 'bust' });
    expect(fits.differences).toEqual([
      { measure: 'bust', body: 91.4, chart: 91.4, takeIn: 0 },
      { measure: 'waist', body: 70, chart: 71.1, takeIn: 1.1 },
    ]);
    const next = propose(INCH_CHART, cm({ bust: 91.5 }));
    expect(next).toMatchObject({ size: '12', decidedBy: 'bust' });
    // 37 1/8 in is 94.2975 cm: reported to the millimetre, and so is the take-in (2.7975).
    expect(next.differences).toEqual([{ measure: 'bust', body: 91.5, chart: 94.3, takeIn: 2.8 }]);
  });

  it('holds a body exactly at a size in the other unit to that size, where floating point would not: 38 1/2 in is 97.79 cm', () => {
    // 97.79 × 10 000 is 977 900.0000000001 in floating point, above 38.5 × 25 400 = 977 900.
    expect(propose(INCH_CHART, cm({ hips: 97.79 }))).toMatchObject({ size: '10', decidedBy: 'hips' });
    expect(propose(INCH_CHART, cm({ hips: 97.8 })).size).toBe('12');
  });

  it('reads fractional inches as exact eighths: a bust of 37 1/8 is size 12, 37 1/4 is 14', () => {
    const typed = readSize('37 1/8', { unit: 'inches' });
    expect(typed).toEqual({ ok: true, size: 37.125 });
    const bust = typed.ok ? typed.size : 0;
    expect(propose(INCH_CHART, inches({ bust }))).toMatchObject({
      size: '12',
      differences: [{ measure: 'bust', body: 37.125, chart: 37.125, takeIn: 0 }],
    });
    expect(propose(INCH_CHART, inches({ bust: 37.25 })).size).toBe('14');
  });

  it('reports a chart in centimetres to a body in inches to the nearest eighth', () => {
    const chart: SizeChartBody = { unit: 'cm', rule: 'largest', measures: ['waist'], rows: [{ size: '6', values: { waist: 69.5 } }] };
    // 27.25 in is 69.215 cm; 69.5 cm is 27.36 in, shown as 27 3/8, and the 2.85 mm take-in as 1/8.
    expect(propose(chart, inches({ waist: 27.25 })).differences).toEqual([{ measure: 'waist', body: 27.25, chart: 27.375, takeIn: 0.125 }]);
    expect(propose(chart, cm({ waist: 69.5 })).differences).toEqual([{ measure: 'waist', body: 69.5, chart: 69.5, takeIn: 0 }]);
  });

  it("reports a chart value in the body's unit as the designer wrote it, rounding only the take-in", () => {
    const chart: SizeChartBody = { unit: 'cm', rule: 'largest', measures: ['bust'], rows: [{ size: '10', values: { bust: 91.44 } }] };
    expect(propose(chart, cm({ bust: 91.3 })).differences).toEqual([{ measure: 'bust', body: 91.3, chart: 91.44, takeIn: 0.1 }]);
  });
});

describe('proposeSize with measurements missing', () => {
  it('proposes from the measurements there are and lists the ones missing', () => {
    const proposal = propose(cmChart(), cm({ bust: 88, hips: 102 }));
    expect(proposal).toMatchObject({ size: '12', decidedBy: 'hips', missing: ['waist'] });
    expect(proposal.differences.map((d) => d.measure)).toEqual(['bust', 'hips']);
  });

  it('proposes no size from a body with none of the deciding measurements', () => {
    expect(propose(cmChart(), cm({ hollowToHem: 150 }))).toEqual({
      size: '',
      rule: 'largest',
      unit: 'cm',
      decidedBy: null,
      differences: [],
      beyond: [],
      upchargeCents: 0,
      missing: ['bust', 'waist', 'hips'],
    });
  });
});

describe('sizeProposalSchema', () => {
  it('keeps a proposal as it was made, for the order', () => {
    const proposal = propose(cmChart(), cm({ bust: 95, waist: 70, hips: 100, hollowToHem: 152 }));
    expect(sizeProposalSchema.parse(proposal)).toEqual(proposal);
  });
});

describe('sizeChartBodySchema', () => {
  it('takes a chart, trimming sizes and with no upcharge unless one is given', () => {
    const chart = sizeChartBodySchema.parse({ ...INCH_CHART, rows: [{ size: ' 20W ', values: { bust: 46, waist: 38, hips: 48 } }] });
    expect(chart.rows).toEqual([{ size: '20W', values: { bust: 46, waist: 38, hips: 48 }, upchargeCents: 0 }]);
  });

  it('refuses rows out of ascending order on the value out of order', () => {
    const rows = cmChart().rows.slice(0, 5);
    rows[3] = { ...rows[3]!, values: { ...rows[3]!.values, bust: 89 } };
    expect(refusals({ ...cmChart(), rows })).toEqual([
      {
        path: ['rows', 3, 'values', 'bust'],
        message: "The bust of size 8 (89) must be above size 6's (89): smallest first",
      },
    ]);
  });

  it('refuses a size listed twice, whatever its case and spaces', () => {
    const rows = [
      { size: '12', values: { bust: 97.5 } },
      { size: ' 12 ', values: { bust: 101 } },
    ];
    expect(refusals({ unit: 'cm', rule: 'largest', measures: ['bust'], rows })).toEqual([
      { path: ['rows', 1, 'size'], message: "'12' is listed twice; each size can appear once" },
    ]);
    expect(refusals({ unit: 'cm', rule: 'largest', measures: ['bust'], rows: [rows[0], { ...rows[1], size: '12W' }] })).toEqual([]);
  });

  it('refuses a measurement of 0', () => {
    const rows = [{ size: '2', values: { bust: 0 } }, ...cmChart().rows.slice(1)];
    expect(refusals({ ...cmChart(), rows })).toContainEqual({
      path: ['rows', 0, 'values', 'bust'],
      message: 'A measurement must be greater than 0',
    });
  });

  it('refuses an unknown measure, in the measures or in a row', () => {
    expect(refusals({ ...INCH_CHART, measures: ['bust', 'shoulder'] })).toEqual([
      { path: ['measures', 1], message: 'Unknown measure: use bust, waist, hips or hollowToHem' },
    ]);
    const rows = [{ size: '10', values: { bust: 36, shoulder: 15 } }];
    expect(refusals({ ...INCH_CHART, measures: ['bust'], rows })).toEqual([
      { path: ['rows', 0, 'values'], message: 'Unknown measure shoulder: use bust, waist, hips or hollowToHem' },
    ]);
  });

  it('refuses a chart that could choose no size, or gives values it does not list', () => {
    expect(refusals({ ...INCH_CHART, rule: 'bustFirst', measures: ['waist', 'hips'] })).toContainEqual({
      path: ['measures'],
      message: 'A chart chosen by the bust lists bust',
    });
    expect(refusals({ ...INCH_CHART, measures: ['bust', 'bust'] })).toContainEqual({
      path: ['measures', 1],
      message: "'bust' is listed twice; each measure can appear once",
    });
    expect(refusals({ ...INCH_CHART, measures: ['bust', 'waist'] })).toContainEqual({
      path: ['rows', 0, 'values', 'hips'],
      message: "hips is not among the chart's measures: add it to them or remove this value",
    });
  });
});
