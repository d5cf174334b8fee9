import { describe, expect, it } from 'vitest';
import { choosePlan } from './plan-change';

const free = { planId: 'free', effectivePlanId: 'free', status: 'inactive', interval: null, cancelAtPeriodEnd: false } as const;
const premiumMonthly = {
  planId: 'premium',
  effectivePlanId: 'premium',
  status: 'active',
  interval: 'monthly',
  cancelAtPeriodEnd: false,
} as const;

describe('choosing a plan on /pricing', () => {
  it('asks for a plan when none, or an unknown one, is chosen', () => {
    expect(choosePlan(null, 'monthly', free)).toEqual({ kind: 'message', message: 'selectPlan' });
    expect(choosePlan('gold', 'monthly', free)).toEqual({ kind: 'message', message: 'selectPlan' });
  });

  it('says a Free account is already on Free', () => {
    expect(choosePlan('free', 'monthly', free)).toEqual({ kind: 'message', message: 'alreadyFree' });
    expect(choosePlan('free', 'monthly', undefined)).toEqual({ kind: 'message', message: 'alreadyFree' });
  });

  it('says the plan already paid for at the same interval is already subscribed', () => {
    expect(choosePlan('premium', 'monthly', premiumMonthly)).toEqual({ kind: 'message', message: 'alreadySubscribed' });
    expect(choosePlan('premium', 'monthly', { ...premiumMonthly, status: 'past_due' })).toEqual({
      kind: 'message',
      message: 'alreadySubscribed',
    });
  });

  it('subscribes a Free account to a paid plan at the chosen interval', () => {
    expect(choosePlan('premium', 'annual', free)).toEqual({ kind: 'subscribe', planId: 'premium', interval: 'annual' });
  });

  it('lets a trial pay for its own plan, and a cancelled plan be taken again', () => {
    const trial = { planId: 'premium', effectivePlanId: 'premium', status: 'trialing', interval: null, cancelAtPeriodEnd: false } as const;
    expect(choosePlan('premium', 'monthly', trial)).toEqual({ kind: 'subscribe', planId: 'premium', interval: 'monthly' });
    expect(choosePlan('premium', 'monthly', { ...premiumMonthly, status: 'cancelled', cancelAtPeriodEnd: true })).toEqual({
      kind: 'subscribe',
      planId: 'premium',
      interval: 'monthly',
    });
  });

  it('upgrades at once and switches interval, but asks before a downgrade', () => {
    expect(choosePlan('enterprise', 'monthly', premiumMonthly)).toEqual({ kind: 'subscribe', planId: 'enterprise', interval: 'monthly' });
    expect(choosePlan('premium', 'annual', premiumMonthly)).toEqual({ kind: 'subscribe', planId: 'premium', interval: 'annual' });
    expect(choosePlan('free', 'monthly', premiumMonthly)).toEqual({ kind: 'downgrade', planId: 'free', interval: 'monthly' });
    const enterprise = { ...premiumMonthly, planId: 'enterprise', effectivePlanId: 'enterprise' } as const;
    expect(choosePlan('premium', 'monthly', enterprise)).toEqual({ kind: 'downgrade', planId: 'premium', interval: 'monthly' });
  });
});
