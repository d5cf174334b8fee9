/** Money is kept as integer cents on the server; the API speaks dollars with at most 2 decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** True when the number has at most two decimals (e.g. 12.5, 12.05), tolerant of binary float noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
