import { describe, expect, it } from 'vitest';
import { formatChange, formatPercent, trendOf } from './percent';

describe('formatChange', () => {
  it('writes the sign and at most one decimal', () => {
    expect(formatChange(12.5, 'en')).toBe('+12.5%');
    expect(formatChange(-3, 'en')).toBe('-3%');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(250, 'en')).toBe('+250%');
  });

  it('follows the language', () => {
    expect(formatChange(12.5, 'fr').replace(/\s/g, ' ')).toBe('+12,5 %');
  });
});

describe('formatPercent and trendOf', () => {
  it('shows rates without a sign', () => {
    expect(formatPercent(87.5, 'en')).toBe('87.5%');
    expect(formatPercent(100, 'en')).toBe('100%');
  });

  it('tells the direction', () => {
    expect([trendOf(2), trendOf(-1), trendOf(0)]).toEqual(['up', 'down', 'flat']);
  });
});
