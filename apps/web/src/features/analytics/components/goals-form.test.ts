import { describe, expect, it } from 'vitest';
import { goalsToForm, toGoalsBody } from './goals-form';

describe('goals form', () => {
  it('shows stored targets, and no target as an empty field', () => {
    expect(goalsToForm({ monthly: 2500.5, yearly: null })).toEqual({ monthly: '2500.5', yearly: '' });
  });

  it('sends numbers, and null for an empty field', () => {
    expect(toGoalsBody({ monthly: ' 2000 ', yearly: '' })).toEqual({ ok: true, body: { monthly: 2000, yearly: null } });
    expect(toGoalsBody({ monthly: '', yearly: '' })).toEqual({ ok: true, body: { monthly: null, yearly: null } });
  });

  it("refuses what the server's schema refuses, by field", () => {
    expect(toGoalsBody({ monthly: '0', yearly: '12.345' })).toEqual({
      ok: false,
      errors: { monthly: 'Monthly target must be greater than 0', yearly: 'At most 2 decimals' },
    });
    const notANumber = toGoalsBody({ monthly: 'abc', yearly: '' });
    expect(notANumber.ok).toBe(false);
  });

  it('keeps a target as a French studio types it (decision 178)', () => {
    expect(toGoalsBody({ monthly: '12 500,50', yearly: '150 000' }, { language: 'fr', currency: 'EUR' })).toEqual({
      ok: true,
      body: { monthly: 12500.5, yearly: 150000 },
    });
    expect(goalsToForm({ monthly: 2500.5, yearly: null }, 'fr')).toEqual({ monthly: '2500,5', yearly: '' });
  });
});
