import { getPlan } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { formatPlanPrice, planAmount } from './plan-cards';

const texts = { forever: 'forever', perMonth: '/month' };
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('a plan’s price (decision 205)', () => {
  it('is in dollars written the reader’s way, from the one price the plans are sold at', () => {
    expect(formatPlanPrice(getPlan('premium'), texts, 'en')).toEqual({ amount: '$6', period: '/month' });
    expect(spaces(formatPlanPrice(getPlan('premium'), texts, 'fr').amount)).toBe('6 $');
    expect(spaces(planAmount(5760, 'de'))).toBe('57,60 $');
    expect(formatPlanPrice(getPlan('free'), texts, 'en')).toEqual({ amount: '$0', period: 'forever' });
  });
});
