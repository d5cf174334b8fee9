import { addDaysToDay, ANALYTICS_PERIOD_MONTHS, dayInZone, weekdayOfDay, type AnalyticsPeriod, type Day } from '@atelier/shared';

/**
 * The days a figure counts, in the account's time zone (decision 034). Both ends are inclusive
 * calendar days; SQL turns them into instants with the zone where a column is a timestamp.
 */
export type DayRange = { from: Day; to: Day };

export type ResolvedPeriod = {
  timePeriod: AnalyticsPeriod | 'custom';
  current: DayRange;
  /** The period of equal length just before; null for All Time. */
  previous: DayRange | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the month `offset` months from the month of `day` (negative: earlier). */
export function monthStart(day: Day, offset = 0): Day {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + offset;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${y}-${pad(m + 1)}-01`;
}

/** The last day of the month of `day`. */
export const monthEnd = (day: Day): Day => addDaysToDay(monthStart(day, 1), -1);

/** This month so far and the whole of last month (the dashboard's comparisons). */
export function monthsAround(today: Day): { thisMonth: DayRange; lastMonth: DayRange } {
  return {
    thisMonth: { from: monthStart(today), to: today },
    lastMonth: { from: monthStart(today, -1), to: addDaysToDay(monthStart(today), -1) },
  };
}

/** Monday to Sunday of the week of `today` (the "this week" figures, decision 034). */
export function weekOf(today: Day): DayRange {
  const monday = addDaysToDay(today, -((weekdayOfDay(today) + 6) % 7));
  return { from: monday, to: addDaysToDay(monday, 6) };
}

export const daysIn = (r: DayRange) => Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000) + 1;

/**
 * A named period is that many calendar months ending with the current one (so far): Last 6 Months
 * on 23 November is 1 June to 23 November. The previous period is the same number of whole months
 * before it. A custom range (Enterprise) compares with the same number of days just before it.
 * All Time starts with the month of the studio's first record (`firstDay`) and compares with nothing.
 */
export function resolvePeriod(q: { timePeriod: AnalyticsPeriod; from?: Day; to?: Day }, today: Day, firstDay: Day | null): ResolvedPeriod {
  if (q.from !== undefined && q.to !== undefined) {
    const current = { from: q.from, to: q.to };
    const days = daysIn(current);
    return { timePeriod: 'custom', current, previous: { from: addDaysToDay(q.from, -days), to: addDaysToDay(q.from, -1) } };
  }
  if (q.timePeriod === 'all') {
    const start = firstDay && firstDay < today ? monthStart(firstDay) : monthStart(today);
    return { timePeriod: 'all', current: { from: start, to: today }, previous: null };
  }
  const months = ANALYTICS_PERIOD_MONTHS[q.timePeriod];
  const from = monthStart(today, -(months - 1));
  return {
    timePeriod: q.timePeriod,
    current: { from, to: today },
    previous: { from: monthStart(today, -(2 * months - 1)), to: addDaysToDay(from, -1) },
  };
}

/** Each calendar month a range touches, oldest first: the monthly trend's rows. */
export function monthsOf(range: DayRange): { year: number; month: number; key: string }[] {
  const out: { year: number; month: number; key: string }[] = [];
  for (let m = monthStart(range.from); m <= range.to; m = monthStart(m, 1)) {
    out.push({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)), key: m.slice(0, 7) });
  }
  return out;
}

/** Today in the zone. */
export const todayIn = (zone: string, now: Date): Day => dayInZone(now, zone);
