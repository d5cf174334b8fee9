import { describe, expect, it } from 'vitest';
import { markupText, readMarkupPercent } from './markup-field';

describe('the materials markup as typed (decision 144)', () => {
  it.each([
    ['15', 15],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 7,25 % ', 7.25],
    ['0', 0],
    ['', 0],
    ['1000', 1000],
    ['10.50', 10.5],
  ])('reads %j as %d', (text, value) => {
    expect(readMarkupPercent(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc', 'unreadable'],
    ['-5', 'unreadable'],
    ['1 000,5.2', 'unreadable'],
    ['12,345', 'decimals'],
    ['1000,01', 'range'],
    ['2500', 'range'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(readMarkupPercent(text)).toEqual({ ok: false, problem });
  });

  it('shows it back in the page’s language', () => {
    expect(markupText(12.5, 'fr')).toBe('12,5');
    expect(markupText(12.5, 'en')).toBe('12.5');
    expect(markupText(0, 'en')).toBe('0');
  });
});
