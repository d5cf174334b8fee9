import type { PatternFit } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { fitChanges, fitDelta, fittingDay, fitValue, notAppliedName, signed, type FitFormat, type FitLineTexts } from './fit-line';

const texts: FitLineTexts = {
  change: ({ label, delta, context }) => `${label} ${delta} (${context})`,
  fitting: ({ date }) => `fitting ${date}`,
  list: (items) => items.join(', '),
};
const cm: FitFormat = { language: 'en-GB', timeZone: 'UTC', unit: 'cm', unitLabel: (u) => (u === 'cm' ? 'cm' : 'in') };
const inches: FitFormat = { ...cm, unit: 'inches' };

const correction = (over: Partial<PatternFit['inputs'][number]['corrections'][number]> = {}) => ({
  correctionId: 'k1',
  fittingId: 'f1',
  fittedOn: '2026-03-12T10:00:00.000Z',
  worn: '',
  change: 2,
  unit: 'cm' as const,
  reason: '',
  delta: 20,
  ...over,
});

const fit: PatternFit = {
  clientName: 'Amara',
  inputs: [
    { target: 'measurement', name: 'waist', label: 'Waist', unit: 'mm', base: 700, result: 720, corrections: [correction()] },
    {
      target: 'measurement',
      name: 'waistToFloor',
      label: 'Hem',
      unit: 'mm',
      base: 1000,
      result: 970,
      corrections: [correction({ correctionId: 'k2', fittedOn: '2026-03-09T10:00:00.000Z', worn: 'heels 9 cm', change: -3, delta: -30 })],
    },
  ],
  notApplied: [],
};

describe('the fit line of a generated pattern', () => {
  it('names each input with its signed change in cm, its fitting date and what was worn', () => {
    expect(fitChanges(fit, cm, texts)).toBe('Waist +2 cm (fitting 12 Mar), Hem −3 cm (fitting 9 Mar, heels 9 cm)');
  });

  it('says the changes in inches for a user who measures in inches', () => {
    expect(fitDelta(fit.inputs[0]!, inches)).toBe('+0.79 in');
    expect(fitDelta(fit.inputs[1]!, inches)).toBe('−1.18 in');
    expect(fitValue(720, 'mm', inches)).toBe('28.35 in');
  });

  it('keeps a % option in % and an angle in degrees, whatever the unit', () => {
    expect(fitDelta({ base: 5, result: 7, unit: '%' }, inches)).toBe('+2 %');
    expect(fitDelta({ base: 18, result: 16.5, unit: 'deg' }, cm)).toBe('−1.5°');
  });

  it('writes numbers and dates as the language does', () => {
    expect(signed(-1.5, 'fr')).toBe('−1,5');
    expect(fittingDay('2026-03-12T10:00:00.000Z', { language: 'fr', timeZone: 'UTC' })).toBe('12 mars');
    expect(fittingDay('2026-03-12T10:00:00.000Z', { language: 'en-US', timeZone: 'UTC' })).toBe('Mar 12');
  });

  it("dates the fitting in the user's time zone", () => {
    expect(fittingDay('2026-03-12T23:30:00.000Z', { language: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('13 Mar');
  });

  it('dates an input corrected twice by its newest fitting', () => {
    const twice = {
      ...fit,
      inputs: [
        {
          ...fit.inputs[0]!,
          result: 730,
          corrections: [correction(), correction({ correctionId: 'k3', fittedOn: '2026-04-02T09:00:00.000Z', change: 1, delta: 10 })],
        },
      ],
    };
    expect(fitChanges(twice, cm, texts)).toBe('Waist +3 cm (fitting 2 Apr)');
  });

  it('names a correction that was not applied with its change as written', () => {
    const c = {
      correctionId: 'k9',
      fittingId: 'f1',
      fittedOn: '',
      target: 'option' as const,
      name: 'waistEase',
      design: 'penelope' as const,
      change: -1.5,
      unit: '%' as const,
      why: 'x',
    };
    expect(notAppliedName(c, cm)).toBe('waistEase −1.5 %');
  });
});
