import { describe, expect, it } from 'vitest';
import { heldDays, rentalChargeCents, settleDeposit } from './rentals.js';

describe('a rental’s money (decisions 222, 223)', () => {
  it('prices a stay by the piece’s period, counting every period begun', () => {
    const weekend = { priceCents: 8950, period: 'weekend' as const };
    expect(rentalChargeCents(weekend, '2027-06-12', '2027-06-15')).toBe(8950);
    expect(rentalChargeCents(weekend, '2027-06-12', '2027-06-16')).toBe(17900);
    expect(rentalChargeCents({ priceCents: 2500, period: 'day' }, '2027-06-12', '2027-06-12')).toBe(2500);
    expect(rentalChargeCents({ priceCents: 19900, period: 'week' }, '2027-06-01', '2027-06-15')).toBe(39800);
    expect(rentalChargeCents({ priceCents: 12000, period: 'event' }, '2027-06-01', '2027-06-20')).toBe(12000);
  });

  it('holds a piece from its pick-up to the day after its return and cleaning', () => {
    expect(heldDays('2027-06-12', '2027-06-15', 2)).toEqual({ from: '2027-06-12', until: '2027-06-18' });
    expect(heldDays('2027-12-31', '2027-12-31', 0)).toEqual({ from: '2027-12-31', until: '2028-01-01' });
  });

  it('charges each late day to the cent up to the cap, and refunds the rest of the deposit', () => {
    const terms = { depositCents: 15000, returnDate: '2027-06-15', lateFeePerDayCents: 1250, lateFeeCapCents: 5000, damageCents: [] };
    expect(settleDeposit({ ...terms, returnedOn: '2027-06-14' })).toMatchObject({ lateDays: 0, lateFeeCents: 0, refundCents: 15000 });
    expect(settleDeposit({ ...terms, returnedOn: '2027-06-17' })).toMatchObject({ lateDays: 2, lateFeeCents: 2500, refundCents: 12500 });
    // Six days would be 75,00: the cap keeps it at 50,00.
    expect(settleDeposit({ ...terms, returnedOn: '2027-06-21' })).toMatchObject({ lateDays: 6, lateFeeCents: 5000, refundCents: 10000 });
    expect(settleDeposit({ ...terms, lateFeeCapCents: 0, returnedOn: '2027-06-21' })).toMatchObject({
      lateFeeCents: 7500,
      refundCents: 7500,
    });
  });

  it('adds the damage charges, and asks what passes the deposit instead of refunding below zero', () => {
    const settled = settleDeposit({
      depositCents: 15000,
      returnDate: '2027-06-15',
      returnedOn: '2027-06-16',
      lateFeePerDayCents: 1250,
      lateFeeCapCents: 0,
      damageCents: [4990, 12000],
    });
    expect(settled).toEqual({ lateDays: 1, lateFeeCents: 1250, damageCents: 16990, chargedCents: 18240, refundCents: 0, owedCents: 3240 });
  });
});
