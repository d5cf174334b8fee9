import { describe, expect, it } from 'vitest';
import { ticketMessages } from '../messages';
import { pickupHint } from './pickup-field';

const t = ticketMessages.get();
const suggestion = {
  date: '2026-12-04',
  days: [
    { date: '2026-12-04', open: true, promisedMinutes: 300, capacityMinutes: 480 },
    { date: '2026-12-06', open: false, promisedMinutes: 0, capacityMinutes: 0 },
  ],
};

describe('the pick-up day’s hint', () => {
  it('says how full the day would be with this ticket’s minutes, in hours', () => {
    expect(pickupHint(suggestion, '2026-12-04', 60, 'en', t)).toBe('Fri, Dec 4: 6 h of 8 h promised');
  });

  it('writes a part of an hour as the page’s language does: 5,8 h in French', () => {
    expect(pickupHint(suggestion, '2026-12-04', 45, 'fr', t)).toContain('5,8 h of 8 h');
    expect(pickupHint(suggestion, '2026-12-04', 45, 'en', t)).toContain('5.8 h of 8 h');
  });

  it('says a day the studio does not work is closed, and nothing for a day it did not look at', () => {
    expect(pickupHint(suggestion, '2026-12-06', 60, 'en', t)).toBe('Sun, Dec 6: the studio is closed');
    expect(pickupHint(suggestion, '2027-03-01', 60, 'en', t)).toBeUndefined();
  });
});
