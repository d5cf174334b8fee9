import { describe, expect, it } from 'vitest';
import { centsToDecimal } from './export-columns.js';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [100000000, '1000000.00'],
    [-250, '-2.50'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});
