import { describe, expect, it } from 'vitest';
import { numberFieldText, readNumber, type NumberRule } from './typed-number.js';

const money: NumberRule = { decimals: 2, money: true };
const read = (text: string, language = 'fr', rule: NumberRule = money) => readNumber(text, language, rule);
const value = (text: string, language = 'fr', rule: NumberRule = money) => {
  const r = read(text, language, rule);
  return r.ok ? r.value : r.problem;
};

describe('a number as a studio types it (decision 178)', () => {
  it('keeps exactly what a French studio writes', () => {
    expect(value('29,90')).toBe(29.9);
    expect(value('1 290,00')).toBe(1290);
    expect(value('1\u202f290,00')).toBe(1290);
    expect(value('1\u00a0290,50')).toBe(1290.5);
    expect(value('1 290.00')).toBe(1290);
    expect(value('29.90')).toBe(29.9);
    expect(value('12,50')).toBe(12.5);
    expect(value('3 200,50')).toBe(3200.5);
    expect(value('1,290')).toBe(1.29);
    expect(value('29,90 €')).toBe(29.9);
    expect(value('€ 29,90')).toBe(29.9);
    expect(value('1.290,00')).toBe(1290);
    expect(value('0,5')).toBe(0.5);
    expect(value(',5')).toBe(0.5);
  });

  it('keeps what an English studio writes, groups by commas included', () => {
    expect(value('1,290.00', 'en')).toBe(1290);
    expect(value('1,290', 'en')).toBe(1290);
    expect(value('1.290', 'en')).toBe(1.29);
    expect(value('29,90', 'en')).toBe(29.9);
    expect(value('1,234,567.89', 'en')).toBe(1234567.89);
    expect(value('$1,290.50', 'en')).toBe(1290.5);
  });

  it('reads a rate with its percent sign', () => {
    const rate: NumberRule = { decimals: 2, percent: true, max: 100 };
    expect(value('12,5 %', 'fr', rate)).toBe(12.5);
    expect(value('12,5\u202f%', 'fr', rate)).toBe(12.5);
    expect(value('20%', 'en', rate)).toBe(20);
    expect(value('5.5', 'fr', rate)).toBe(5.5);
    expect(value('120', 'fr', rate)).toBe('too-large');
    expect(value('12,5 %', 'fr', money)).toBe('unreadable');
  });

  it('refuses rather than changes: decimals beyond the field, unclear marks, words', () => {
    expect(value('29,999')).toBe('too-many-decimals');
    expect(value('1.290')).toBe('ambiguous');
    expect(value('12 5')).toBe('unreadable');
    expect(value('1 29,00')).toBe('unreadable');
    expect(value('abc')).toBe('unreadable');
    expect(value('12,5,0')).toBe('unreadable');
    expect(value('12O0')).toBe('unreadable');
    expect(value('12o0', 'en')).toBe('unreadable');
    expect(value('12O0 €', 'fr', { decimals: 2, money: true })).toBe('unreadable');
    expect(value('1,2.3,4', 'en')).toBe('unreadable');
    expect(value('5.')).toBe('unreadable');
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
    expect(value('-5')).toBe('negative');
    expect(value('-5', 'fr', { decimals: 2, negative: true })).toBe(-5);
    expect(value('\u22122,5', 'fr', { decimals: 2, negative: true })).toBe(-2.5);
    expect(value('3', 'fr', { decimals: 0, min: 5 })).toBe('too-small');
    expect(value('2,5', 'fr', { decimals: 0 })).toBe('too-many-decimals');
    expect(value('2,00', 'fr', { decimals: 0 })).toBe(2);
  });

  it('writes a number back as the language types it', () => {
    expect(numberFieldText(1290.5, 'fr')).toBe('1290,5');
    expect(numberFieldText(1290.5, 'fr', 2, 2)).toBe('1290,50');
    expect(numberFieldText(1290.5, 'en')).toBe('1290.5');
    for (const n of [0.1, 29.9, 1290, 3200.5, 1234567.89])
      for (const language of ['fr', 'en']) expect(value(numberFieldText(n, language), language)).toBe(n);
  });
});
