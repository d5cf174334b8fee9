import { describe, expect, it } from 'vitest';
import { candidateNumbers, incrementNumber } from './numbering.js';
import { shownStatus, todayIn } from './queries.js';
import { computeItems, depositCents, itemAmountCents, taxItems, withRates, type ComputedItem } from './totals.js';

const at = (items: ComputedItem[], rateBp: number, discountCents = 0) =>
  taxItems(
    withRates(
      items,
      items.map(() => ({
        taxRateId: null,
        taxRateBp: rateBp,
        taxCategory: rateBp > 0 ? ('S' as const) : ('O' as const),
        exemptionReason: null,
      })),
    ),
    { discountCents, pricesIncludeTax: false, rounding: 'total' },
  ).totals;

describe('invoice arithmetic (decision 029)', () => {
  it('multiplies exactly and rounds half-up to the cent', () => {
    expect(itemAmountCents(300, 1999)).toBe(5997);
    expect(itemAmountCents(250, 3333)).toBe(8333); // 83.325
    expect(itemAmountCents(1, 1)).toBe(0); // 0.0001
    expect(itemAmountCents(50, 1)).toBe(1); // 0.005 → 0.01
    const items = computeItems([
      { description: 'a', quantity: 1, rate: 0.1 },
      { description: 'b', quantity: 1, rate: 0.2 },
    ]);
    expect(at(items, 0).totalCents).toBe(30);
  });

  it('applies the discount before a 7.5 % tax', () => {
    const items = computeItems([{ description: 'a', quantity: 1, rate: 100.1 }]);
    // (100.10 − 10.00) × 7.5 % = 6.7575 → 6.76
    expect(at(items, 750, 1000)).toEqual({
      subtotalCents: 10010,
      discountCents: 1000,
      taxRateBasisPoints: 750,
      taxCents: 676,
      totalCents: 9686,
      pricesIncludeTax: false,
      rounding: 'total',
    });
    expect(depositCents('percent', 3333, 9686)).toBe(3228); // 3228.3438
    expect(depositCents('amount', 5000, 9686)).toBe(5000);
  });
});

describe('invoice numbers (decision 028)', () => {
  it.each([
    ['INV-001', 'INV-002'],
    ['INV-009', 'INV-010'],
    ['INV-999', 'INV-1000'],
    ['2026/017', '2026/018'],
    ['A7-B', 'A8-B'],
    ['DRAFT', 'DRAFT-001'],
  ])('%s → %s', (last, next) => {
    expect(incrementNumber(last)).toBe(next);
  });
  it('starts at INV-001', () => {
    expect(candidateNumbers(undefined, 3)).toEqual(['INV-001', 'INV-002', 'INV-003']);
  });
});

describe('overdue in the owner zone', () => {
  // 2026-03-10 20:00 UTC is already the 11th in Auckland and still the 10th in Los Angeles.
  const moment = new Date('2026-03-10T20:00:00Z');
  it('reads today in the zone', () => {
    expect(todayIn('Pacific/Auckland', moment)).toBe('2026-03-11');
    expect(todayIn('America/Los_Angeles', moment)).toBe('2026-03-10');
  });
  it('shows a sent invoice due on the 10th with a balance as overdue only where the 10th has passed', () => {
    const row = { status: 'sent', dueDate: '2026-03-10', totalCents: 100, amountPaidCents: 0 };
    expect(shownStatus(row, todayIn('Pacific/Auckland', moment))).toBe('overdue');
    expect(shownStatus(row, todayIn('America/Los_Angeles', moment))).toBe('sent');
    expect(shownStatus({ ...row, amountPaidCents: 100 }, '2026-03-11')).toBe('sent');
    expect(shownStatus({ ...row, status: 'draft' }, '2026-03-11')).toBe('draft');
  });
});
