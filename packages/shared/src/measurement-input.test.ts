import { describe, expect, it } from 'vitest';
import { measurementText, sizeChangeText, sizeNumberText, sizeText } from './measurement-format.js';
import { isRepresentable, readSize, type SizeReading, type SizeReadingOptions } from './measurement-input.js';
import { measurementKind } from './measurement-kinds.js';
import { createMeasurementBodySchema } from './measurements.js';

const inches: SizeReadingOptions = { unit: 'inches' };
const cm: SizeReadingOptions = { unit: 'cm' };
const french = (o: SizeReadingOptions): SizeReadingOptions => ({ ...o, language: 'fr' });
const ok = (size: number): SizeReading => ({ ok: true, size });
const refused = (problem: string) => expect.objectContaining({ ok: false, problem });

describe('readSize: what a tailor types, read exactly', () => {
  it.each([
    ['27 1/4', inches, ok(27.25)],
    ['27¼', inches, ok(27.25)],
    ['27 ¼', inches, ok(27.25)],
    ['27-1/4', inches, ok(27.25)],
    ['27.25', inches, ok(27.25)],
    ['27', inches, ok(27)],
    ['  27 1/4  ', inches, ok(27.25)],
    ['27\u00a01/4', inches, ok(27.25)],
    ['27 1\u20444', inches, ok(27.25)],
    ['6 1/2', inches, ok(6.5)],
    ['6½', inches, ok(6.5)],
    ['27¾', inches, ok(27.75)],
    ['27⅛', inches, ok(27.125)],
    ['27⅜', inches, ok(27.375)],
    ['27⅝', inches, ok(27.625)],
    ['27⅞', inches, ok(27.875)],
    ['27 3/16', inches, ok(27.1875)],
    ['27 1/8', inches, ok(27.125)],
    ['27.125', inches, ok(27.125)],
    ['27 2/4', inches, ok(27.5)],
    ['3/4', inches, ok(0.75)],
    ['⅜', inches, ok(0.375)],
    ['.5', inches, ok(0.5)],
    ['1000', inches, ok(1000)],
    ['69.5', cm, ok(69.5)],
    ['70.1', cm, ok(70.1)],
    ['69', cm, ok(69)],
    ['69,5', french(cm), ok(69.5)],
    ['27,25', french(inches), ok(27.25)],
    ['27,125', french(inches), ok(27.125)],
    ['27,125', { ...inches, language: 'de' }, ok(27.125)],
    ['69,5', { ...cm, language: 'es' }, ok(69.5)],
    ['69½', cm, ok(69.5)],
    // A phone keypad set to a comma locale shows only ',' in an English page: one or two decimals are not a thousands group.
    ['69,5', cm, ok(69.5)],
    ['13', { unit: 'inches', kind: 'angle' }, ok(13)],
    ['12.5', { unit: 'cm', kind: 'angle' }, ok(12.5)],
    ['3', { unit: 'inches', kind: 'count' }, ok(3)],
  ] as const)('%j (%o) → %o', (typed, options, expected) => {
    expect(readSize(typed, options)).toEqual(expected);
  });

  it.each([
    ['', inches, 'empty'],
    ['   ', inches, 'empty'],
    ['27 1/3', inches, 'unreadable'],
    ['27 1/32', inches, 'unreadable'],
    ['27 4/4', inches, 'unreadable'],
    ['27 0/4', inches, 'unreadable'],
    ['27..5', inches, 'unreadable'],
    ['27.', inches, 'unreadable'],
    ['abc', inches, 'unreadable'],
    ['27 1/4 1/2', inches, 'unreadable'],
    ['27 in', inches, 'unreadable'],
    ['-27', inches, 'unreadable'],
    ['−27', inches, 'unreadable'],
    ['1e3', inches, 'unreadable'],
    ['27 ½ ¼', inches, 'unreadable'],
    ['27¼½', inches, 'unreadable'],
    ['2714', inches, 'out-of-range'],
    ['0', inches, 'out-of-range'],
    ['1000.5', inches, 'out-of-range'],
    ['27.3', inches, 'too-fine'],
    ['27.33', inches, 'too-fine'],
    ['27.0001', inches, 'too-fine'],
    ['69.55', cm, 'too-fine'],
    ['69 1/4', cm, 'too-fine'],
    ['12.25', { unit: 'inches', kind: 'angle' }, 'too-fine'],
    ['3.5', { unit: 'inches', kind: 'count' }, 'too-fine'],
    // '27,125' in English is a thousands group or a slip: never guessed.
    ['27,125', inches, 'unreadable'],
    // German groups with a dot and writes decimals with a comma; Spanish, Italian and Portuguese alike.
    ['27.125', { ...inches, language: 'de' }, 'unreadable'],
    ['1,000', cm, 'unreadable'],
    ['1 000', french(cm), 'unreadable'],
    ['12', { unit: 'inches', max: 10 }, 'out-of-range'],
  ] as const)('refuses %j (%o): %s', (typed, options, problem) => {
    expect(readSize(typed, options)).toEqual(refused(problem));
  });

  it('keeps the number it refused for bounds, so a form can tell 0 (not taken) from a slip', () => {
    expect(readSize('0', inches)).toEqual({ ok: false, problem: 'out-of-range', size: 0 });
    expect(readSize('2714', inches)).toEqual({ ok: false, problem: 'out-of-range', size: 2714 });
  });
});

describe('isRepresentable', () => {
  it('takes sixteenths of an inch, millimetres, tenths of a degree and whole counts, with floating point room', () => {
    expect(isRepresentable(27.125, 'inches')).toBe(true);
    expect(isRepresentable(27.3, 'inches')).toBe(false);
    expect(isRepresentable(70.1, 'cm')).toBe(true);
    expect(isRepresentable(0.1 + 0.2, 'cm')).toBe(true);
    expect(isRepresentable(69.55, 'cm')).toBe(false);
    expect(isRepresentable(13.3, 'inches', 'angle')).toBe(true);
    expect(isRepresentable(2.5, 'cm', 'count')).toBe(false);
  });
});

describe('measurementKind', () => {
  it.each([
    ['Shoulder Slope', 'angle'],
    ['shoulder slope ', 'angle'],
    ['shoulderSlope', 'angle'],
    ['Waist', 'circumference'],
    ['Bust', 'circumference'],
    ['Armhole', 'circumference'],
    ['Hem Circumference', 'circumference'],
    ['Inseam', 'length'],
    ['Dress Length', 'length'],
    ['Train length', 'length'],
  ])('%s is a %s', (name, kind) => expect(measurementKind(name)).toBe(kind));
});

describe('the formatter', () => {
  const en = { language: 'en', unitLabel: (u: string) => (u === 'cm' ? 'cm' : 'in') };
  const fr = { language: 'fr', unitLabel: (u: string) => (u === 'cm' ? 'cm' : 'po') };

  it.each([
    [27.25, 'inches', 'en', '27¼'],
    [27.5, 'inches', 'en', '27½'],
    [27.75, 'inches', 'en', '27¾'],
    [27.125, 'inches', 'en', '27⅛'],
    [27.375, 'inches', 'fr', '27⅜'],
    [27.625, 'inches', 'en', '27⅝'],
    [27.875, 'inches', 'en', '27⅞'],
    [27.1875, 'inches', 'en', '27 3/16'],
    [0.375, 'inches', 'en', '⅜'],
    [0.0625, 'inches', 'en', '1/16'],
    [27, 'inches', 'en', '27'],
    [27.95, 'inches', 'en', '27.95'],
    [69.5, 'cm', 'en', '69.5'],
    [69.5, 'cm', 'fr', '69,5'],
    [1000, 'cm', 'en', '1000'],
  ] as const)('%d %s in %s is %j, and reads back to itself', (size, unit, language, text) => {
    expect(sizeNumberText(size, { unit, language })).toBe(text);
    if (isRepresentable(size, unit)) expect(readSize(text, { unit, language })).toEqual({ ok: true, size });
  });

  it('writes an angle in degrees and a count bare, whatever the unit', () => {
    expect(sizeText(13, 'inches', 'angle', en)).toBe('13°');
    expect(sizeText(12.5, 'cm', 'angle', fr)).toBe('12,5°');
    expect(sizeText(3, 'cm', 'count', en)).toBe('3');
    expect(sizeText(27.25, 'inches', 'circumference', fr)).toBe('27¼ po');
  });

  it('converts a tape measurement for display, never an angle', () => {
    expect(measurementText({ name: 'Waist', size: 27.25, unit: 'inches' }, 'inches', en)).toEqual({ text: '27¼ in', original: null });
    expect(measurementText({ name: 'Bust', size: 32, unit: 'inches' }, 'cm', fr)).toEqual({ text: '81,28 cm', original: '32 po' });
    expect(measurementText({ name: 'Waist', size: 71, unit: 'cm' }, 'inches', en)).toEqual({ text: '27.95 in', original: '71 cm' });
    expect(measurementText({ name: 'Shoulder Slope', size: 13, unit: 'inches' }, 'cm', en)).toEqual({ text: '13°', original: null });
    expect(measurementText({ name: 'Bust', size: 32, unit: 'inches' }, 'cm', { ...en, decimals: 1 }).text).toBe('81.3 cm');
  });

  it('writes a change with its sign and its unit', () => {
    expect(sizeChangeText(0.5, 'inches', 'length', en)).toBe('+½ in');
    expect(sizeChangeText(-1.25, 'inches', 'length', fr)).toBe('\u22121¼ po');
    expect(sizeChangeText(2, 'cm', 'angle', en)).toBe('+2°');
    expect(sizeChangeText(0, 'cm', 'length', en)).toBeNull();
  });
});

describe('the measurement schema refuses what no tape gives (decision 124)', () => {
  const body = (value: { name: string; size: number; unit?: string }) => ({ clientId: 'c1', garmentType: 'dress', measurements: [value] });
  const errorsOf = (value: { name: string; size: number; unit?: string }) => {
    const result = createMeasurementBodySchema.safeParse(body(value));
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it.each([
    { name: 'Waist', size: 27.125 },
    { name: 'Waist', size: 27.1875, unit: 'inches' },
    { name: 'Waist', size: 69.5, unit: 'cm' },
    { name: 'Waist', size: 70.1, unit: 'cm' },
    { name: 'Shoulder Slope', size: 13.3, unit: 'inches' },
  ])('accepts %o', (value) => expect(errorsOf(value)).toEqual([]));

  it('refuses a size finer than the tape on the size’s own field', () => {
    expect(errorsOf({ name: 'Waist', size: 27.3 })).toEqual([
      ['measurements.0.size', 'The size 27.3 in is not in sixteenths of an inch, like 27.25 or 27.125'],
    ]);
    expect(errorsOf({ name: 'Hips', size: 69.55, unit: 'cm' })).toEqual([
      ['measurements.0.size', 'The size 69.55 cm has more than one decimal; write it to the millimetre, like 69.5'],
    ]);
    expect(errorsOf({ name: 'Shoulder Slope', size: 13.25 })[0]?.[0]).toBe('measurements.0.size');
  });

  it('keeps one refusal for a size out of bounds', () => {
    expect(errorsOf({ name: 'Bust', size: 1000.01 })).toEqual([['measurements.0.size', 'Size must be at most 1000']]);
  });
});
