// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutPaid, forgetCheckout, rememberCheckout, startedCheckout } from './checkout-return';

afterEach(() => sessionStorage.clear());

describe('coming back from a checkout without paying', () => {
  it('is remembered for this tab until told', () => {
    rememberCheckout('premium', 1000);
    expect(startedCheckout(2000)).toEqual({ planId: 'premium', at: 1000 });
    forgetCheckout();
    expect(startedCheckout(2000)).toBeNull();
  });

  it('is not told after the callback page, or for a checkout hours old', () => {
    rememberCheckout('premium', 1000);
    forgetCheckout();
    expect(startedCheckout(2000)).toBeNull();
    rememberCheckout('premium', 0);
    expect(startedCheckout(3 * 60 * 60 * 1000)).toBeNull();
  });

  it('sees a checkout paid after all when the plan became active since', () => {
    const started = { planId: 'premium' as const, at: Date.parse('2026-11-23T10:00:00Z') };
    expect(checkoutPaid(started, { planId: 'premium', status: 'active', startDate: '2026-11-23T10:01:00Z' })).toBe(true);
    expect(checkoutPaid(started, { planId: 'free', status: 'inactive', startDate: null })).toBe(false);
    expect(checkoutPaid(started, { planId: 'premium', status: 'active', startDate: '2026-10-01T00:00:00Z' })).toBe(false);
  });
});
