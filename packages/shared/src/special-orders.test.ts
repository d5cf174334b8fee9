import { describe, expect, it } from 'vitest';
import { brideRoad, nextSpecialOrderState, SPECIAL_ORDER_STATES, type BrideRoadInput } from './special-orders.js';
import { daysBetween } from './zoned-time.js';

/** A wedding on 12 September 2027, eight weeks of alterations, a designer with a 120-day lead time. */
const base: BrideRoadInput = {
  weddingDate: '2027-09-12',
  today: '2027-01-10',
  state: 'to-order',
  promisedShipDate: null,
  leadTimeDays: 120,
  alterationDays: 56,
};

describe('the bride’s road (decision 216)', () => {
  it('counts back from the wedding: arrival, order by, fittings and pick-up', () => {
    expect(brideRoad(base)).toEqual({
      orderByDate: '2027-03-20',
      arriveByDate: '2027-07-18',
      expectedArrivalDate: '2027-05-10',
      firstFittingDate: '2027-08-01',
      finalFittingDate: '2027-08-29',
      pickupDate: '2027-09-05',
      daysToWedding: 245,
      atRisk: false,
    });
  });

  it('is on time when the designer ships on the last day that leaves the alteration time, and at risk a day later', () => {
    const shipped = { ...base, state: 'confirmed' as const };
    expect(brideRoad({ ...shipped, promisedShipDate: '2027-07-18' }).atRisk).toBe(false);
    expect(brideRoad({ ...shipped, promisedShipDate: '2027-07-19' }).atRisk).toBe(true);
    // The same boundary with the studio's own alteration time of 70 days.
    expect(brideRoad({ ...shipped, alterationDays: 70, promisedShipDate: '2027-07-04' }).atRisk).toBe(false);
    expect(brideRoad({ ...shipped, alterationDays: 70, promisedShipDate: '2027-07-05' }).atRisk).toBe(true);
  });

  it('flags a gown still to order once today plus the lead time is past the arrival, and never one that has arrived', () => {
    expect(brideRoad({ ...base, today: '2027-03-20' }).atRisk).toBe(false);
    expect(brideRoad({ ...base, today: '2027-03-21' }).atRisk).toBe(true);
    expect(brideRoad({ ...base, today: '2027-08-01', state: 'received', promisedShipDate: '2027-07-30' }).atRisk).toBe(false);
    // Without a lead time, an order not in by its arrival date is at risk.
    expect(brideRoad({ ...base, leadTimeDays: null, today: '2027-07-19' })).toMatchObject({ orderByDate: null, atRisk: true });
  });

  it('keeps the first fitting on the arrival when the alteration time is shorter than six weeks', () => {
    expect(brideRoad({ ...base, alterationDays: 28 }).firstFittingDate).toBe('2027-08-15');
  });

  it('counts days across a leap day and after the wedding', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(brideRoad({ ...base, today: '2027-09-13' }).daysToWedding).toBe(-1);
  });

  it('moves through the states in their order, and stops at collected', () => {
    const walked = [SPECIAL_ORDER_STATES[0]];
    for (let next = nextSpecialOrderState(walked[0]!); next; next = nextSpecialOrderState(next)) walked.push(next);
    expect(walked).toEqual([...SPECIAL_ORDER_STATES]);
    expect(nextSpecialOrderState('collected')).toBeNull();
  });
});
