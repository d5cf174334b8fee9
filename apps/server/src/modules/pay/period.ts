import { addDaysToDay, dayInZone, instantFromWallTime, PAY_LIMITS, type Day } from '@atelier/shared';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';

/** A pay period: its days as asked, and the instants it runs between, end excluded. */
export type PayPeriod = { from: Day; to: Day; start: Date; end: Date; timeZone: string; currency: string };

/**
 * The days of a period in the studio's zone (decision 154), as analytics' custom range reads them
 * (decision 034): `from` and `to` inclusive, this month's first day and today when left out.
 */
export function payPeriod(owner: UserRow, query: { from?: string; to?: string }, now = new Date()): PayPeriod {
  const { timezone: timeZone, currency } = userSettings(owner);
  const today = dayInZone(now, timeZone);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  // Either end given alone may cross the default other end: the same refusals as both given.
  if (span < 0) throw fieldError(query.to ? 'to' : 'from', said('pay.endBeforeStart'));
  if (span >= PAY_LIMITS.periodMaxDays) throw fieldError('to', said('pay.periodMaxDays', { max: PAY_LIMITS.periodMaxDays }));
  return {
    from,
    to,
    start: instantFromWallTime(from, timeZone),
    end: instantFromWallTime(addDaysToDay(to, 1), timeZone),
    timeZone,
    currency,
  };
}
