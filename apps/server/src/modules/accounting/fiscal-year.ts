import { daysBetween } from '@atelier/shared';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';

/** The CSV journal covers at most a year (a leap year's 366 days): a longer one is a bigger call than anyone needs at once. */
export const CSV_MAX_DAYS = 366;

export type FiscalYear = { start: string; end: string };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The fiscal year a calendar date falls in, for a year starting on the first of `startMonth`
 * (1: the calendar year; 4: the UK's April, close enough to its 6 April for the books).
 */
export function fiscalYearOf(day: string, startMonth: number): FiscalYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= startMonth ? year : year - 1;
  const start = `${first}-${pad(startMonth)}-01`;
  const next = new Date(Date.UTC(first + 1, startMonth - 1, 1));
  const end = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/**
 * The dates asked, checked (decision 166): `from` on or before `to`; the FEC within one fiscal year
 * (the file is that year's, by law); the CSV journal at most CSV_MAX_DAYS long. Answers the
 * fiscal year `to` falls in, which names the FEC file.
 */
export function checkPeriod(format: 'fec' | 'csv', from: string, to: string, startMonth: number): FiscalYear {
  if (from > to) throw fieldError('to', said('accounting.toBeforeFrom'));
  const year = fiscalYearOf(to, startMonth);
  if (format === 'fec' && from < year.start) {
    const first = fiscalYearOf(from, startMonth);
    throw fieldError('to', said('accounting.fecOneYear', { end: { day: first.end } }));
  }
  if (format === 'csv' && daysBetween(from, to) + 1 > CSV_MAX_DAYS)
    throw fieldError('to', said('accounting.journalMaxDays', { max: CSV_MAX_DAYS }));
  return year;
}
