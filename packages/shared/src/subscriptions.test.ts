import { describe, expect, it } from 'vitest';
import { planPriceCents, sandboxCardBodySchema, subscribeBodySchema, SUBSCRIPTION_MESSAGES } from './subscriptions.js';

describe('subscription prices', () => {
  it('charges the monthly price in cents, and twelve months less 20% for a year', () => {
    expect(planPriceCents('premium', 'monthly')).toBe(600);
    expect(planPriceCents('enterprise', 'monthly')).toBe(1100);
    expect(planPriceCents('premium', 'annual')).toBe(5760);
    expect(planPriceCents('enterprise', 'annual')).toBe(10560);
    expect(planPriceCents('free', 'annual')).toBe(0);
  });
});

describe('subscription bodies', () => {
  it('asks for a plan with the shared message', () => {
    const r = subscribeBodySchema.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(SUBSCRIPTION_MESSAGES.selectPlan);
  });
  it('takes a card number with spaces and refuses letters', () => {
    expect(sandboxCardBodySchema.parse({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' }).number).toBe(
      '4242424242424242',
    );
    expect(sandboxCardBodySchema.safeParse({ number: '4242abcd', expMonth: 12, expYear: 2030, cvc: '123' }).success).toBe(false);
  });
});
