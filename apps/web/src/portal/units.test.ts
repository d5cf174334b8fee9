import { describe, expect, it } from 'vitest';
import { measurementText } from '@atelier/shared';
import { saveUnit, savedUnit, type Unit } from './units';

describe('the portal unit switch', () => {
  it('shows a value in its own unit exactly, converts to one decimal, and never converts an angle (decision 124)', () => {
    const en = { language: 'en', unitLabel: (u: Unit) => (u === 'cm' ? 'cm' : 'in'), decimals: 1 };
    expect(measurementText({ name: 'Bust', size: 32, unit: 'inches' }, 'cm', en).text).toBe('81.3 cm');
    expect(measurementText({ name: 'Waist', size: 71, unit: 'cm' }, 'inches', en).text).toBe('28 in');
    expect(measurementText({ name: 'Waist', size: 34.25, unit: 'inches' }, 'inches', en).text).toBe('34¼ in');
    expect(measurementText({ name: 'Shoulder Slope', size: 13, unit: 'inches' }, 'cm', en).text).toBe('13°');
  });

  it("remembers the client's pick on the phone, and falls back to the studio's unit", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(savedUnit('inches', storage)).toBe('inches');
    saveUnit('cm', storage);
    expect(savedUnit('inches', storage)).toBe('cm');
    store.set('atelier-portal-unit', 'furlongs');
    expect(savedUnit('cm', storage)).toBe('cm');
  });

  it('still works when storage is refused (private browsing)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(savedUnit('cm', refusing)).toBe('cm');
    expect(() => saveUnit('inches', refusing)).not.toThrow();
  });
});
