import { addDaysToDay, daysBetween, type Day } from './zoned-time.js';

/**
 * Rentals (decision 222): a rentable piece goes out to a client from a pick-up day to a return day
 * and is held, with its cleaning buffer after, so no other rental can have it meanwhile.
 */

/** What a piece's rental price is for: each day out, each weekend (up to three days), each week, or the event whatever its length. */
export const RENTAL_PERIODS = ['day', 'weekend', 'week', 'event'] as const;
export type RentalPeriod = (typeof RENTAL_PERIODS)[number];

/** Each period's English name; the web translates it (labels `rentalPeriod`). */
export const RENTAL_PERIOD_LABELS: Record<RentalPeriod, string> = { day: 'Day', weekend: 'Weekend', week: 'Week', event: 'Event' };

/** Where a rental is: reserved, out with the client, back, or cancelled (its holds released). */
export const RENTAL_STATES = ['reserved', 'out', 'returned', 'cancelled'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];
export const RENTAL_STATE_LABELS: Record<RentalState, string> = {
  reserved: 'Reserved',
  out: 'Out',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** The longest cleaning buffer and the longest rental a studio writes: beyond these it is a typing slip. */
export const RENTAL_BUFFER_DAYS_MAX = 60;
export const RENTAL_DAYS_MAX = 366;

/** Days between pick-up and return, at least one: a piece picked up and returned the same day is out one day. */
export function rentalDays(pickupDate: Day, returnDate: Day): number {
  return Math.max(1, daysBetween(pickupDate, returnDate));
}

/** How many of the piece's periods a rental from `pickupDate` to `returnDate` counts. */
export function rentalPeriods(period: RentalPeriod, pickupDate: Day, returnDate: Day): number {
  const days = rentalDays(pickupDate, returnDate);
  if (period === 'day') return days;
  if (period === 'weekend') return Math.ceil(days / 3);
  if (period === 'week') return Math.ceil(days / 7);
  return 1;
}

/** The one computation of what a piece costs to rent for these dates, in cents (decision 222). */
export function rentalChargeCents(piece: { priceCents: number; period: RentalPeriod }, pickupDate: Day, returnDate: Day): number {
  return piece.priceCents * rentalPeriods(piece.period, pickupDate, returnDate);
}

/**
 * The days a piece is held, as a half-open range [from, until): from its pick-up to the day after
 * its return plus its buffer, the first day another rental can pick it up.
 */
export function heldDays(pickupDate: Day, returnDate: Day, bufferDays: number): { from: Day; until: Day } {
  return { from: pickupDate, until: addDaysToDay(returnDate, bufferDays + 1) };
}

/** A piece's state on its return: back as it went, to be cleaned, or damaged (its note and photos say how). */
export const RETURN_CONDITIONS = ['fine', 'needs-cleaning', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  fine: 'Fine',
  'needs-cleaning': 'Needs cleaning',
  damaged: 'Damaged',
};

export type DepositSettlement = {
  lateDays: number;
  lateFeeCents: number;
  damageCents: number;
  /** What is kept from the deposit, or asked beyond it: the late fee and the damage charges. */
  chargedCents: number;
  /** What goes back to the client: the deposit less what is charged, never below zero. */
  refundCents: number;
  /** What the client still owes when the charges pass the deposit. */
  owedCents: number;
};

/**
 * The one computation of a return's money (decision 223): each day after the due day costs the
 * agreed fee, at most the cap (0 for none); the damage charges add up; the deposit pays them, and
 * the rest is refunded or, past the deposit, owed. Integer cents throughout.
 */
export function settleDeposit(input: {
  depositCents: number;
  returnDate: Day;
  returnedOn: Day;
  lateFeePerDayCents: number;
  lateFeeCapCents: number;
  damageCents: readonly number[];
}): DepositSettlement {
  const lateDays = Math.max(0, daysBetween(input.returnDate, input.returnedOn));
  const uncapped = lateDays * input.lateFeePerDayCents;
  const lateFeeCents = input.lateFeeCapCents > 0 ? Math.min(uncapped, input.lateFeeCapCents) : uncapped;
  const damageCents = input.damageCents.reduce((sum, c) => sum + c, 0);
  const chargedCents = lateFeeCents + damageCents;
  return {
    lateDays,
    lateFeeCents,
    damageCents,
    chargedCents,
    refundCents: Math.max(0, input.depositCents - chargedCents),
    owedCents: Math.max(0, chargedCents - input.depositCents),
  };
}
