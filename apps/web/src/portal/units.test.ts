import { describe, expect, it } from 'vitest';
import { convertSize, saveUnit, savedUnit } from './units';

describe('the portal unit switch', () => {
  it('converts to one decimal, both ways, and leaves a value in its own unit alone', () => {
    expect(convertSize(32, 'inches', 'cm')).toBe(81.3);
    expect(convertSize(81.28, 'cm', 'inches')).toBe(32);
    expect(convertSize(71, 'cm', 'inches')).toBe(28);
    expect(convertSize(34.25, 'inches', 'inches')).toBe(34.3);
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
