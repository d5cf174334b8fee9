import { describe, expect, it } from 'vitest';
import { emptyEntryForm, emptyRateForm, toEntryBody, toRateBody } from './pay-form';

const WRITE = 'Write it as a number';

describe('the pay forms (decision 154)', () => {
  it('read an amount typed with a comma, a point or a minus sign, to the cent', () => {
    expect(toRateBody({ ...emptyRateForm, stage: ' Sewing ', rate: '12,5' }, WRITE)).toEqual({
      ok: true,
      body: { stage: 'Sewing', garmentType: null, rate: 12.5 },
    });
    expect(toEntryBody({ kind: 'adjustment', amount: '−5.25', note: 'Needle' }, WRITE)).toEqual({
      ok: true,
      body: { kind: 'adjustment', amount: -5.25, note: 'Needle' },
    });
  });

  it('refuse what is not an amount under its field, saying how to write it', () => {
    expect(toEntryBody({ ...emptyEntryForm, amount: '12,5O' }, WRITE)).toEqual({ ok: false, errors: { amount: WRITE } });
    expect(toRateBody({ ...emptyRateForm, stage: 'Sewing', rate: '1.234' }, WRITE)).toEqual({ ok: false, errors: { rate: WRITE } });
  });

  it('leave the rest to the server’s own schema: a payout is positive, an adjustment says why', () => {
    const payout = toEntryBody({ ...emptyEntryForm, amount: '-3' }, WRITE);
    expect(payout.ok ? {} : payout.errors).toHaveProperty('amount');
    const adjustment = toEntryBody({ kind: 'adjustment', amount: '3', note: ' ' }, WRITE);
    expect(adjustment.ok ? {} : adjustment.errors).toHaveProperty('note');
  });
});
