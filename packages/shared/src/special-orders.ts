import { addDaysToDay, daysBetween, type Day } from './zoned-time.js';

/**
 * A special order's road (decision 216): a gown ordered from the designer for one bride, from the
 * order to the pick-up, in this order and no other.
 */
export const SPECIAL_ORDER_STATES = [
  'to-order',
  'ordered',
  'confirmed',
  'shipped',
  'received',
  'checked-in',
  'in-alterations',
  'ready',
  'collected',
] as const;
export type SpecialOrderState = (typeof SPECIAL_ORDER_STATES)[number];

/** Each state's English name: the activity records it, and the web translates it (labels `specialOrderState`). */
export const SPECIAL_ORDER_STATE_LABELS: Record<SpecialOrderState, string> = {
  'to-order': 'To order',
  ordered: 'Ordered',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  received: 'Received',
  'checked-in': 'Checked in',
  'in-alterations': 'In alterations',
  ready: 'Ready',
  collected: 'Collected',
};

/** The state that follows, or null once the gown is collected. */
export function nextSpecialOrderState(state: SpecialOrderState): SpecialOrderState | null {
  return SPECIAL_ORDER_STATES[SPECIAL_ORDER_STATES.indexOf(state) + 1] ?? null;
}

/** Whether the gown is in the boutique's hands: from `received` on, no ship date can put the wedding at risk. */
export const hasArrived = (state: SpecialOrderState): boolean =>
  SPECIAL_ORDER_STATES.indexOf(state) >= SPECIAL_ORDER_STATES.indexOf('received');

/**
 * The time a studio needs between the gown's arrival and the wedding, unless it sets its own: eight
 * weeks, what bridal salons ask of designers for two or three fittings and their alterations.
 */
export const DEFAULT_ALTERATION_DAYS = 56;
export const ALTERATION_DAYS_MIN = 14;
export const ALTERATION_DAYS_MAX = 365;

/**
 * The fittings and pick-up, counted back from the wedding: a first fitting six weeks before (or on
 * arrival, if later), a final fitting two weeks before, the pick-up one week before.
 */
const FIRST_FITTING_DAYS = 42;
const FINAL_FITTING_DAYS = 14;
const PICKUP_DAYS = 7;

export type BrideRoadInput = {
  weddingDate: Day;
  today: Day;
  state: SpecialOrderState;
  /** The date the designer promised to ship; null until the order is confirmed. */
  promisedShipDate: Day | null;
  /** The designer's lead time, when its supplier record gives one. */
  leadTimeDays: number | null;
  alterationDays: number;
};

export type BrideRoad = {
  /** The last day to order so the designer's lead time still brings the gown by `arriveByDate`; null without a lead time. */
  orderByDate: Day | null;
  /** The latest arrival that leaves the studio its alteration time. */
  arriveByDate: Day;
  /** The promised ship date, or today plus the lead time while the gown is still to order. */
  expectedArrivalDate: Day | null;
  firstFittingDate: Day;
  finalFittingDate: Day;
  pickupDate: Day;
  /** Days from today to the wedding; negative once it is past. */
  daysToWedding: number;
  /** The gown is not in and cannot arrive by `arriveByDate`: the designer's date leaves less than the alteration time. */
  atRisk: boolean;
};

const later = (a: Day, b: Day): Day => (a > b ? a : b);

/**
 * The bride's road from her wedding date back (decision 216), the one computation the order's
 * page, the client's page and the dashboard read. A ship date that leaves exactly the alteration
 * time is on time; a day later is at risk.
 */
export function brideRoad(input: BrideRoadInput): BrideRoad {
  const { weddingDate, today, state, promisedShipDate, leadTimeDays, alterationDays } = input;
  const arriveByDate = addDaysToDay(weddingDate, -alterationDays);
  const waiting = state === 'to-order';
  const expectedArrivalDate = promisedShipDate ?? (waiting && leadTimeDays !== null ? addDaysToDay(today, leadTimeDays) : null);
  const late = expectedArrivalDate !== null ? expectedArrivalDate > arriveByDate : today > arriveByDate;
  return {
    orderByDate: leadTimeDays === null ? null : addDaysToDay(arriveByDate, -leadTimeDays),
    arriveByDate,
    expectedArrivalDate,
    firstFittingDate: later(arriveByDate, addDaysToDay(weddingDate, -FIRST_FITTING_DAYS)),
    finalFittingDate: addDaysToDay(weddingDate, -FINAL_FITTING_DAYS),
    pickupDate: addDaysToDay(weddingDate, -PICKUP_DAYS),
    daysToWedding: daysBetween(today, weddingDate),
    atRisk: !hasArrived(state) && late,
  };
}
