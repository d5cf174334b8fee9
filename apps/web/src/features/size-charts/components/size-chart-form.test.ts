import type { SizeChart } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { currentSizeFieldTexts } from '@/features/measurements';
import { emptySizeRow, sizeChartToForm, toCreateSizeChartBody, type SizeChartFormValues } from './size-chart-form';

/** The texts in French, as a Paris boutique types its chart. */
const fr = { ...currentSizeFieldTexts(), language: 'fr' };

const form = (rows: [string, string, string, string][], more: Partial<SizeChartFormValues> = {}): SizeChartFormValues => ({
  designerId: 's1',
  name: 'Misses',
  unit: 'cm',
  rule: 'largest',
  measures: ['bust', 'waist'],
  rows: rows.map(([size, bust, waist, upcharge]) => ({ ...emptySizeRow(), size, bust, waist, upcharge })),
  note: '',
  ...more,
});

describe('the size chart form', () => {
  it('reads sizes with a French comma and charges in euros to the cent', () => {
    const built = toCreateSizeChartBody(
      form([
        ['38', '86,5', '68', ''],
        ['40', '90', '72,5', ''],
        ['46', '102', '84', '1 290,50'],
      ]),
      fr,
      'EUR',
    );
    expect(built.ok && built.body.rows).toEqual([
      { size: '38', values: { bust: 86.5, waist: 68 }, upchargeCents: 0 },
      { size: '40', values: { bust: 90, waist: 72.5 }, upchargeCents: 0 },
      { size: '46', values: { bust: 102, waist: 84 }, upchargeCents: 129050 },
    ]);
  });

  it('refuses a value it cannot read on its cell, never changed silently', () => {
    const built = toCreateSizeChartBody(
      form([
        ['38', '86,55', '68', ''],
        ['40', '9O', '72', '12O'],
      ]),
      fr,
      'EUR',
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(Object.keys(built.errors)).toEqual(expect.arrayContaining(['rows.0.values.bust', 'rows.1.upchargeCents', 'rows.1.values.bust']));
    expect(built.errors['rows.1.values.bust']).toMatch(/Bust/);
  });

  it('reads an inch chart back as a tape reads it, and sends it unchanged', () => {
    const chart: SizeChart = {
      _id: 'c1',
      id: 'c1',
      designer: { id: 's1', name: 'Pronovias' },
      name: 'Misses',
      unit: 'inches',
      rule: 'bustFirst',
      measures: ['bust', 'hollowToHem'],
      rows: [{ size: '8', values: { bust: 35.25, hollowToHem: 58.125 }, upchargeCents: 15000 }],
      note: '',
      createdAt: '',
      updatedAt: '',
    };
    const values = sizeChartToForm(chart, 'fr');
    expect(values.rows.map((r) => [r.bust, r.hollowToHem, r.upcharge])).toEqual([['35¼', '58⅛', '150,00']]);
    const built = toCreateSizeChartBody(values, fr, 'EUR');
    expect(built.ok && built.body.rows).toEqual([{ size: '8', values: { bust: 35.25, hollowToHem: 58.125 }, upchargeCents: 15000 }]);
  });
});
