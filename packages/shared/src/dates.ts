import { z } from 'zod';
import { hasOffset } from './zoned-time.js';

/**
 * The one home of every date and date-time the API takes, in a body or a query (decision 188).
 * A year outside 1900 to 2200 is a typo, never a studio's day: year 0000 is no date to PostgreSQL
 * (it answered 500), and a year near 9999 overflows once a day or a term is added to it. Every
 * field is built here, so one bound is checked everywhere and a walk over the routes proves it.
 */
export const YEAR_BOUNDS = { min: 1900, max: 2200 } as const;
export const YEAR_RANGE_MESSAGE = `Use a date between the years ${YEAR_BOUNDS.min} and ${YEAR_BOUNDS.max}`;

/** Whether a year (an instant's UTC year, or the year written in a date) is within the bounds. */
export const isYearInBounds = (year: number) => year >= YEAR_BOUNDS.min && year <= YEAR_BOUNDS.max;

/**
 * The year a value names: an instant's UTC year when it carries an offset, else the year written in
 * a date or a wall time (decision 059; the server checks the instant again once it knows the zone).
 */
export function isInYearRange(value: string): boolean {
  return isYearInBounds(hasOffset(value) ? new Date(value).getUTCFullYear() : Number(value.slice(0, 4)));
}

/** A calendar date, YYYY-MM-DD, within the bounds; `error` says what the field is. */
export const calendarDate = (error = 'Use a date as YYYY-MM-DD') =>
  z.iso.date({ error, abort: true }).refine(isInYearRange, YEAR_RANGE_MESSAGE);

/** A date-time with an offset or Z (an exact instant, as a slot's start is answered), within the bounds. */
export const offsetDateTime = (error = 'Use an ISO 8601 date and time with an offset') =>
  z.iso.datetime({ offset: true, error, abort: true }).refine(isInYearRange, YEAR_RANGE_MESSAGE);

/** An instant in UTC as the API answers one (`2026-12-01T09:00:00.000Z`), sent back to name it. */
export const answeredInstant = (error: string) => z.iso.datetime({ error, abort: true }).refine(isInYearRange, YEAR_RANGE_MESSAGE);

/**
 * A date and time: with an offset or Z, that instant; without one (a datetime-local value such as
 * the original front end sends), a wall time of the account's zone that the server reads by
 * decision 032's daylight-saving rule (decision 059). A date alone is not a time.
 */
export const instantSchema = z.iso
  .datetime({ offset: true, local: true, error: 'Use an ISO 8601 date and time, such as 2026-12-01T10:00', abort: true })
  .refine(isInYearRange, YEAR_RANGE_MESSAGE);

/**
 * A calendar date (YYYY-MM-DD) or a full ISO 8601 date-time. A date-time without an offset is a
 * wall time of the account's zone (decision 059): the server reads it there, as the original front
 * end's date and time fields send it.
 */
export const isoDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: 'Use an ISO 8601 date' })
  .refine(isInYearRange, YEAR_RANGE_MESSAGE);
