/** Display formats shared by the business screens (spec section 9: whole US dollars). */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatWholeDollars = (amount: number): string => wholeDollars.format(amount);
export const formatDollars = (amount: number): string => dollars.format(amount);

/**
 * A calendar date such as a due date. Stored as midnight UTC, so it is shown in UTC too;
 * in the local zone it would read as the previous day west of Greenwich.
 */
export function formatCalendarDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(undefined, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment such as createdAt, in the user's own zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Case-insensitive "contains" for list searches; a blank query matches everything. */
export function matchesQuery(query: string, ...fields: readonly (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => !!f && f.toLowerCase().includes(q));
}
