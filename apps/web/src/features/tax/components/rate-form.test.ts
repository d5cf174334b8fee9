import { describe, expect, it } from 'vitest';
import { currentFiscalYear } from './fiscal-year';
import { emptyRateForm, toRateBody } from './rate-form';

const WRITE = 'Write the rate';

describe('a tax rate as typed', () => {
  it('reads a decimal comma or point, and a trailing percent sign', () => {
    for (const typed of ['5,5', '5.5', ' 5,5 % ']) {
      expect(toRateBody({ ...emptyRateForm, name: 'TVA', rate: typed }, WRITE)).toEqual({
        ok: true,
        body: { name: 'TVA', rate: 5.5, category: 'S', exemptionReason: null, isDefault: false },
      });
    }
  });

  it('asks for the exemption text of an exempt, reverse-charge or out-of-scope rate', () => {
    expect(toRateBody({ ...emptyRateForm, name: 'Exempt', rate: '0', category: 'E' }, WRITE)).toMatchObject({
      ok: false,
      errors: { exemptionReason: 'Exemption reason is required for this category' },
    });
    expect(
      toRateBody({ ...emptyRateForm, name: 'Autoliquidation', rate: '0', category: 'AE', exemptionReason: 'Autoliquidation' }, WRITE),
    ).toMatchObject({ ok: true, body: { category: 'AE', exemptionReason: 'Autoliquidation' } });
  });

  it('refuses text that is not a number, and a standard rate at 0', () => {
    expect(toRateBody({ ...emptyRateForm, name: 'VAT', rate: 'abc' }, WRITE)).toEqual({ ok: false, errors: { rate: WRITE } });
    expect(toRateBody({ ...emptyRateForm, name: 'VAT', rate: '0', category: 'S' }, WRITE)).toMatchObject({
      ok: false,
      errors: { rate: 'A standard rate is above 0' },
    });
  });
});

describe('the export’s default dates', () => {
  it('are the fiscal year today falls in', () => {
    expect(currentFiscalYear('2026-11-26', 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(currentFiscalYear('2026-02-10', 4)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(currentFiscalYear('2026-04-01', 4)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
});
