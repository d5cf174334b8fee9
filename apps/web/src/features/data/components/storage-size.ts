// From kilobytes: '0 kB' reads better than '0 byte' on a new account.
const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size as the plans write it ('100MB', '10GB': binary units), in the
 * language's words: '12.5 MB', fr '12,5 Mo'. At most one decimal, none for whole numbers.
 */
export function formatStorageSize(bytes: number, language = 'en'): string {
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 kB would round to '1,024 kB'; that is 1 MB.
  if (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** The share used, 0 to 100, for the meter (an allowance of 0 is full). */
export function storagePercent(usedBytes: number, limitBytes: number): number {
  if (limitBytes <= 0) return 100;
  return Math.min(100, Math.max(0, (usedBytes / limitBytes) * 100));
}
