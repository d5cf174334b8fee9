import { describe, expect, it } from 'vitest';
import { effectivePlanOf, planHas } from './effective-plan';

describe('effectivePlanOf', () => {
  it('is the plan while the subscription is active or in trial', () => {
    expect(effectivePlanOf({ plan: 'enterprise', isSubActive: true })).toBe('enterprise');
    expect(effectivePlanOf({ plan: 'premium', isSubActive: true })).toBe('premium');
  });

  it('falls back to Free when the subscription lapsed, and without a user', () => {
    expect(effectivePlanOf({ plan: 'enterprise', isSubActive: false })).toBe('free');
    expect(effectivePlanOf({ plan: 'free', isSubActive: true })).toBe('free');
    expect(effectivePlanOf(null)).toBe('free');
  });
});

describe('planHas', () => {
  it('opens timeline management (stages, the board, workflows) on Premium and Enterprise only', () => {
    expect(planHas({ plan: 'premium', isSubActive: true }, 'timeline')).toBe(true);
    expect(planHas({ plan: 'enterprise', isSubActive: true }, 'timeline')).toBe(true);
    expect(planHas({ plan: 'free', isSubActive: true }, 'timeline')).toBe(false);
    expect(planHas({ plan: 'premium', isSubActive: false }, 'timeline')).toBe(false);
  });
});
