/**
 * Invoice numbers (decision 028): the next number follows the pattern of the studio's last one by
 * incrementing its last run of digits and keeping its zero padding (INV-009 → INV-010,
 * 2026/017 → 2026/018, INV-999 → INV-1000). A number without digits gets "-001" appended.
 */
const FIRST_INVOICE_NUMBER = 'INV-001';

export function incrementNumber(last: string): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(last);
  if (!match) return `${last}-001`;
  const [, prefix = '', digits = '', suffix = ''] = match;
  const next = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return `${prefix}${next}${suffix}`;
}

/** The next `count` numbers after `last` (or from INV-001), to check against the studio's in one query. */
export function candidateNumbers(last: string | undefined, count: number): string[] {
  const out: string[] = [last === undefined ? FIRST_INVOICE_NUMBER : incrementNumber(last)];
  while (out.length < count) out.push(incrementNumber(out[out.length - 1] as string));
  return out;
}
