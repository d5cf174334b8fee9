import { describe, expect, it } from 'vitest';
import { dashboardMessages } from '../messages';
import { clientChangeLine, revenueChangeLine } from './dashboard-text';

const t = dashboardMessages.get();

describe('clientChangeLine', () => {
  it('words a rise, a fall and no change', () => {
    expect(clientChangeLine(3, t)).toBe('+3 from last month');
    expect(clientChangeLine(-2, t)).toBe('-2 from last month');
    expect(clientChangeLine(0, t)).toBe('No change from last month');
  });
});

describe('revenueChangeLine', () => {
  it('is a signed percent, or New when last month was 0', () => {
    expect(revenueChangeLine(12.5, 'en', t)).toBe('+12.5% from last month');
    expect(revenueChangeLine(-40, 'en', t)).toBe('-40% from last month');
    expect(revenueChangeLine(0, 'en', t)).toBe('0% from last month');
    expect(revenueChangeLine(null, 'en', t)).toBe('New');
  });
});
