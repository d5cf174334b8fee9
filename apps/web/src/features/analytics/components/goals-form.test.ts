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
      errors: { monthly: 'Monthly target must be greater than 0', yearly: 'Yearly target can have at most 2 decimals' },
    });
    const notANumber = toGoalsBody({ monthly: 'abc', yearly: '' });
    expect(notANumber.ok).toBe(false);
  });
});
