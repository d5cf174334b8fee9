import { DEFAULT_SETTINGS } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { browserConventions } from './browser-conventions';
import { proposedConventions } from './conventions-card';

describe('the conventions a browser proposes (decision 201)', () => {
  it.each([
    [['fr-FR', 'fr'], { currency: 'EUR', measurementUnit: 'cm', weekStart: 'monday' }],
    [['fr'], { currency: 'EUR', measurementUnit: 'cm', weekStart: 'monday' }],
    [['de-DE'], { currency: 'EUR', measurementUnit: 'cm', weekStart: 'monday' }],
    [['pt-BR'], { currency: 'BRL', measurementUnit: 'cm', weekStart: 'sunday' }],
    [['en-GB'], { currency: 'GBP', measurementUnit: 'inches', weekStart: 'monday' }],
    [['en-US'], { currency: 'USD', measurementUnit: 'inches', weekStart: 'sunday' }],
  ])('%j proposes %j', (languages, expected) => {
    expect(browserConventions(languages)).toEqual(expected);
  });

  it('proposes no currency the app does not offer, and still the unit and the week', () => {
    expect(browserConventions(['cs-CZ'])).toEqual({ measurementUnit: 'cm', weekStart: 'monday' });
  });

  it('offers a French browser euros, centimetres and Monday, and keeps what the studio changed in Settings', () => {
    const french = browserConventions(['fr-FR']);
    const fresh = sampleUser({ settings: { ...DEFAULT_SETTINGS, conventionsConfirmedAt: '' } });
    expect(proposedConventions(fresh, 'Europe/Paris', french)).toMatchObject({
      timezone: 'Europe/Paris',
      currency: 'EUR',
      measurementUnit: 'cm',
      weekStart: 'monday',
    });
    const changed = sampleUser({ settings: { ...DEFAULT_SETTINGS, currency: 'CHF', conventionsConfirmedAt: '' } });
    expect(proposedConventions(changed, 'Europe/Paris', french).currency).toBe('CHF');
  });
});
