import { describe, expect, it } from 'vitest';
import { budgetSchema } from './projects.js';
import { centsToDollars, dollarsToCents, hasAtMostTwoDecimals } from './money.js';
import { PLANS, getPlan } from './plans.js';

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('accepts at most two decimals', () => {
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(budgetSchema.safeParse(19.999).success).toBe(false);
    expect(budgetSchema.safeParse(-1).success).toBe(false);
  });
});

describe('plans', () => {
  it('limit Free to 3 clients and 5 projects and leave paid plans unlimited', () => {
    expect(getPlan('free').limits).toMatchObject({ clients: 3, projects: 5 });
    expect(getPlan('premium').limits.clients).toBeNull();
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['premium']);
    expect(getPlan('premium').price).toBe(6);
    expect(getPlan('enterprise').price).toBe(11);
  });
});
