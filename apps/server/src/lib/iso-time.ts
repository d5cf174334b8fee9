/**
 * A time as `Date.prototype.toISOString` writes it, about three times faster (decision 173): a
 * page of 50 records writes 150 or more of them, and V8's own took a third of a client page's
 * presenting (0.8 µs each). Arithmetic on the milliseconds since 1970, with the civil date from
 * the days (H. Hinnant's `civil_from_days`); outside the years 1970–9999, and for an invalid date
 * (which throws there), the built-in answers. `iso-time.test.ts` checks both agree.
 */
const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00.000Z: from here on the built-in writes a six-digit year. */
const YEAR_10000_MS = 253_402_300_800_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** The `YYYY-MM-DD` of a day counted from 1970-01-01 (0 or more). */
function civilDay(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153); // months from March
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${two(month)}-${two(day)}`;
}

export function isoTime(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < YEAR_10000_MS)) return date.toISOString();
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${civilDay(days)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(rest - seconds * 1000)}Z`;
}
