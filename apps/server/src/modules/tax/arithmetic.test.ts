import { describe, expect, it } from 'vitest';
import { computeTax, DiscountExceedsSubtotal, shareOut, type TaxLine } from './arithmetic.js';

const line = (
  amountCents: number,
  rateBp: number,
  category: TaxLine['category'] = 'S',
  exemptionReason: string | null = null,
): TaxLine => ({
  amountCents,
  rateBp,
  category,
  exemptionReason,
});

describe('tax arithmetic (decision 162)', () => {
  it('shares a discount out to the cent, the larger remainders first', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });

  it('rounds once per rate on the total, or per line, on prices without tax', () => {
    // Three lines of 0.05 at 10 %: per line 0.005 → 0.01 each (0.03); per total 0.015 → 0.02.
    const lines = [line(5, 1000), line(5, 1000), line(5, 1000)];
    expect(computeTax(lines, { discountCents: 0, pricesIncludeTax: false, rounding: 'line' }).taxCents).toBe(3);
    const perTotal = computeTax(lines, { discountCents: 0, pricesIncludeTax: false, rounding: 'total' });
    expect(perTotal.taxCents).toBe(2);
    expect(perTotal.lines.map((l) => l.taxCents)).toEqual([1, 1, 0]);
    expect(perTotal.totalCents).toBe(17);
  });

  it('takes the tax out of prices that include it, and the total stays what was asked', () => {
    const r = computeTax([line(12_000, 2000), line(10_550, 550)], { discountCents: 0, pricesIncludeTax: true, rounding: 'total' });
    expect(r.breakdown).toEqual([
      { rateBp: 2000, category: 'S', exemptionReason: null, netCents: 10_000, taxCents: 2000 },
      { rateBp: 550, category: 'S', exemptionReason: null, netCents: 10_000, taxCents: 550 },
    ]);
    expect(r.totalCents).toBe(22_550);
  });

  it('gives each rate its part of the discount, and refuses a discount above the subtotal', () => {
    const r = computeTax([line(10_000, 2000), line(10_000, 0, 'E', 'TVA non applicable, art. 293 B du CGI')], {
      discountCents: 1000,
      pricesIncludeTax: false,
      rounding: 'total',
    });
    expect(r.breakdown.map((b) => [b.netCents, b.taxCents])).toEqual([
      [9500, 1900],
      [9500, 0],
    ]);
    expect(r.totalCents).toBe(20_900);
    expect(() => computeTax([line(100, 0)], { discountCents: 101, pricesIncludeTax: false, rounding: 'total' })).toThrow(
      DiscountExceedsSubtotal,
    );
  });
});
