import { describe, expect, it } from 'vitest';
import { samplePortal } from '@/test/sample-portal';
import { checkField, previousValue } from './checks';
import { translator } from './messages';

const en = { unit: 'inches' as const, language: 'en' as const, t: translator('en') };
const fr = {
  unit: 'cm' as const,
  language: 'fr' as const,
  t: (...args: Parameters<ReturnType<typeof translator>>) => translator('fr')(...args),
};

describe('checking what the client measured before it is sent', () => {
  it("finds the client's latest value of the same measurement, whatever its case", () => {
    const measurements = [
      ...samplePortal().measurements,
      {
        ...samplePortal().measurements[0]!,
        id: 'm0',
        createdAt: '2025-01-01T00:00:00.000Z',
        values: [{ name: 'Hips', size: 30, unit: 'inches' as const }],
      },
    ];
    expect(previousValue(measurements, 'hips')).toEqual({ size: 38, unit: 'inches' });
    expect(previousValue(measurements, 'Inseam')).toBeNull();
  });

  it("says 'Hips 16 in? Please check' with the usual range for a value no body has", () => {
    const check = checkField('Hips', '16', null, en);
    expect(check).toEqual({
      state: 'flagged',
      size: 16,
      message: 'Hips 16 in? Please check: most people measure between 17.7 and 90.6 in.',
    });
  });

  it('compares with the previous value, converted to the unit asked', () => {
    const check = checkField('Hips', '120', { size: 38, unit: 'inches' }, fr);
    expect(check).toMatchObject({
      state: 'flagged',
      message: "Tour de hanches 120 cm\u00a0? Vérifiez\u00a0: la dernière fois, c'était 96,5 cm.",
    });
  });

  it('accepts a believable value, and a comma for decimals', () => {
    expect(checkField('Hips', '38,5', { size: 38, unit: 'inches' }, en)).toEqual({ state: 'ok', size: 38.5 });
  });

  it('reads a size as a tailor writes it, exactly (decision 124)', () => {
    expect(checkField('Hips', '38 1/4', null, en)).toEqual({ state: 'ok', size: 38.25 });
    expect(checkField('Hips', '38¼', null, en)).toEqual({ state: 'ok', size: 38.25 });
    expect(checkField('Hips', '38-3/16', null, en)).toEqual({ state: 'ok', size: 38.1875 });
    expect(checkField('Hips', '97,5', null, fr)).toEqual({ state: 'ok', size: 97.5 });
  });

  it('refuses what is no size of the unit, naming the measurement, and skips an empty field', () => {
    expect(checkField('Hips', 'abc', null, en)).toEqual({ state: 'bad', message: 'Hips: write 27 1/4 or 27.25' });
    expect(checkField('Hips', '38 1/3', null, en)).toEqual({ state: 'bad', message: 'Hips: write 27 1/4 or 27.25' });
    expect(checkField('Hips', '38.3', null, en)).toEqual({ state: 'bad', message: 'Hips: write 27 1/4 or 27.25' });
    expect(checkField('Hips', '97,55', null, fr)).toEqual({ state: 'bad', message: 'Tour de hanches\u00a0: écrivez 69 ou 69,5' });
    expect(checkField('Hips', '0', null, en)).toEqual({ state: 'bad', message: 'Hips: write a size above 0 and at most 1000' });
    expect(checkField('Hips', '1001', null, en).state).toBe('bad');
    expect(checkField('Hips', '  ', null, en)).toEqual({ state: 'empty' });
  });

  it('takes an angle in degrees, whatever the unit asked', () => {
    expect(checkField('Shoulder Slope', '13', null, fr)).toEqual({ state: 'ok', size: 13 });
    expect(checkField('Shoulder Slope', '60', null, en)).toMatchObject({ state: 'flagged', message: expect.stringContaining('60 °?') });
  });
});
