import { describe, expect, it } from 'vitest';
import { formatStorageSize, storagePercent } from './storage-size';

const MB = 1024 * 1024;

describe('formatStorageSize', () => {
  it('writes the plans’ sizes as they read (binary units)', () => {
    expect(formatStorageSize(100 * MB)).toBe('100 MB');
    expect(formatStorageSize(10 * 1024 * MB)).toBe('10 GB');
    expect(formatStorageSize(100 * 1024 * MB)).toBe('100 GB');
  });
  it('small and in-between sizes', () => {
    expect(formatStorageSize(0)).toBe('0 kB');
    expect(formatStorageSize(512)).toBe('0.5 kB');
    expect(formatStorageSize(1536)).toBe('1.5 kB');
    expect(formatStorageSize(12.54 * MB)).toBe('12.5 MB');
    expect(formatStorageSize(1024 * 1024 - 10)).toBe('1 MB');
  });
  it('in French', () => {
    // Intl puts a (narrow) no-break space between number and unit in French.
    expect(formatStorageSize(12.5 * MB, 'fr').replace(/\s/g, ' ')).toBe('12,5 Mo');
  });
});

describe('storagePercent', () => {
  it('is the share used, bounded', () => {
    expect(storagePercent(25, 100)).toBe(25);
    expect(storagePercent(150, 100)).toBe(100);
    expect(storagePercent(0, 0)).toBe(100);
  });
});
