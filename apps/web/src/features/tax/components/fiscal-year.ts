/** YYYY-MM-DD of a calendar date in UTC. */
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The fiscal year `today` falls in, as the export's default dates (decision 167): from the first
 * day of the start month to the day before it a year later (April to March for a UK studio).
 */
export function currentFiscalYear(today: string, startMonth: number): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const startYear = m >= startMonth ? y : y - 1;
  return { from: iso(startYear, startMonth, 1), to: iso(startYear + 1, startMonth, 0) };
}
