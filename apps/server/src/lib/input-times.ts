import { hasOffset, instantInZone, isYearInBounds, YEAR_RANGE_MESSAGE } from '@atelier/shared';
import { fieldError } from './errors.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date alone (YYYY-MM-DD), no time. */
export const isDay = (value: string) => DAY.test(value);

/** Whether reading the value takes the account's zone: a date-time without an offset (decision 059). */
export const needsZone = (value: string) => !isDay(value) && !hasOffset(value);

/**
 * The instant a date-time field names (decision 059): with an offset, that instant; without one,
 * a wall time of the account's zone by decision 032's daylight-saving rule. The schema could only
 * check the written year; here the instant is known, so 422 on the field outside the years (decision 188).
 */
export function instantField(field: string, value: string, zone: string): Date {
  const instant = instantInZone(value, zone);
  if (!isYearInBounds(instant.getUTCFullYear())) throw fieldError(field, YEAR_RANGE_MESSAGE);
  return instant;
}
