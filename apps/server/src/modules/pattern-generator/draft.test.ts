import { GENERATOR_DESIGNS, type GeneratorDesign } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { recordInInches, sampleBody } from '../../test/generator-samples.js';
import { bodyFrom, mergeValues } from '../drafting/body.js';
import { optionalMeasurements, optionsFor, requiredMeasurements } from '../../lib/freesewing-designs.js';
import { draftPattern } from '../drafting/draft.js';
import { sheetLayout } from './layout.js';
import { materialsList, seamAllowanceText } from './materials.js';
import { patternWords } from '../pattern-words/pattern-words.js';

const sample = (design: GeneratorDesign) => sampleBody(design);

describe('drafting every design', () => {
  it.each(GENERATOR_DESIGNS.map((d) => [d]))(
    "drafts %s from FreeSewing's sample body, every part outlined and cut-listed",
    async (design) => {
      const draft = await draftPattern({
        design,
        measurements: await sample(design),
        options: await optionsFor(design, { style: 'Casual', fabricType: 'Cotton', sizeRange: 'M-L' }),
        seamAllowance: 10,
      });
      expect(draft.parts.length).toBeGreaterThan(1);
      for (const part of draft.parts) {
        expect(
          part.paths.some((p) => p.stroke === 'cut' || p.stroke === 'seam'),
          `${part.id} has an outline`,
        ).toBe(true);
        expect(part.width).toBeGreaterThan(20);
        expect(part.height).toBeGreaterThan(20);
        expect(part.cuts.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(GENERATOR_DESIGNS.map((d) => [d]))(
    'drafts %s from a client record in inches, the same size as in millimetres',
    async (design) => {
      const body = bodyFrom(await recordInInches(design), await requiredMeasurements(design));
      expect(body.missing).toEqual([]);
      const inches = await draftPattern({ design, measurements: body.values, options: {}, seamAllowance: 9.525 });
      const mm = await draftPattern({ design, measurements: await sample(design), options: {}, seamAllowance: 9.525 });
      // Quarter-inch rounding moves a part by a few millimetres at most.
      inches.parts.forEach((part, i) => expect(Math.abs(part.height - mm.parts[i]!.height)).toBeLessThan(15));
    },
  );

  it('converts inches exactly and reads our names as FreeSewing’s', () => {
    const body = bodyFrom(
      [
        { name: 'Bust', size: 34, unit: 'inches' },
        { name: 'hips', size: 100, unit: 'cm' },
        { name: 'Shoulder Width', size: 15.5, unit: 'inches' },
        { name: 'Shoulder Slope', size: 13, unit: 'inches' },
      ],
      ['chest', 'seat', 'shoulderToShoulder', 'shoulderSlope', 'waistToFloor'],
    );
    expect(body.values.chest).toBeCloseTo(863.6, 10);
    expect(body.values.seat).toBe(1000);
    expect(body.values.shoulderToShoulder).toBeCloseTo(393.7, 10);
    expect(body.values.shoulderSlope).toBe(13);
    expect(body.missing).toEqual([{ name: 'waistToFloor', label: 'Outseam', kind: 'length' }]);
  });

  it('asks for a measurement by the name the garment’s template uses', () => {
    expect(bodyFrom([], ['chest'], 'dress').missing[0]?.label).toBe('Bust');
    expect(bodyFrom([], ['chest'], 'suit').missing[0]?.label).toBe('Chest');
    expect(bodyFrom([], ['neck'], 'dress').missing[0]?.label).toBe('Neck Circumference');
    expect(bodyFrom([], ['wrist'], 'shirt').missing[0]?.label).toBe('Cuff');
  });

  it('saves an added value under the record’s own name, and appends new ones', () => {
    const merged = mergeValues(
      [{ name: 'Hips', size: 38, unit: 'inches' }],
      [
        { name: 'seat', size: 39, unit: 'inches' },
        { name: 'High Bust', size: 33, unit: 'inches' },
      ],
    );
    expect(merged).toEqual([
      { name: 'Hips', size: 39, unit: 'inches' },
      { name: 'High Bust', size: 33, unit: 'inches' },
    ]);
  });

  it('refuses a body missing a measurement the design reads, naming it, and never answers a partial draft', async () => {
    // Waralee's straps read waist and waistBack although FreeSewing lists them as optional.
    const measurements = await sample('waralee');
    delete measurements.waist;
    const error = await draftPattern({ design: 'waralee', measurements, options: {}, seamAllowance: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('MEASUREMENTS_MISSING');
    expect((error as AppError).errors).toEqual([
      { field: 'measurements.waist', message: "Waist (FreeSewing: waist) is not in the client's measurements" },
    ]);
    expect(await requiredMeasurements('waralee')).toEqual(expect.arrayContaining(['waist', 'waistBack']));
    expect(await optionalMeasurements('waralee')).not.toContain('waist');
  });

  it('refuses values no body has (PATTERN_DRAFT_FAILED) rather than drawing broken parts', async () => {
    const measurements = Object.fromEntries(Object.keys(await sample('penelope')).map((n) => [n, Number.NaN]));
    const error = await draftPattern({ design: 'penelope', measurements, options: {}, seamAllowance: 10 }).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('PATTERN_DRAFT_FAILED');
  });

  it('gives a woven fabric more ease than a knit, within the design’s range', async () => {
    const woven = await optionsFor('brian', { style: 'Other', fabricType: 'Wool', sizeRange: 'Custom' });
    const knit = await optionsFor('brian', { style: 'Other', fabricType: 'Knit', sizeRange: 'Custom' });
    expect(woven.chestEase).toBeGreaterThan(knit.chestEase!);
    const extreme = await optionsFor('penelope', { style: 'Formal', fabricType: 'Knit', sizeRange: 'Custom' });
    expect(extreme.seatEase).toBe(0);
  });
});

describe('layout and materials', () => {
  it('lays every part on the sheet without overlaps', async () => {
    const draft = await draftPattern({ design: 'simon', measurements: await sample('simon'), options: {}, seamAllowance: 10 });
    const sheet = sheetLayout(draft.parts);
    expect(sheet.placements).toHaveLength(draft.parts.length);
    for (const a of sheet.placements) {
      expect(a.x + a.part.width).toBeLessThanOrEqual(sheet.width);
      for (const b of sheet.placements) {
        if (a === b) continue;
        const apart = a.x + a.part.width <= b.x || b.x + b.part.width <= a.x || a.y + a.part.height <= b.y || b.y + b.part.height <= a.y;
        expect(apart, `${a.part.title} and ${b.part.title}`).toBe(true);
      }
    }
  });

  it('says lengths in the user’s unit', () => {
    const fabric = (fabricLength: number, fabricWidth: number, unit: 'cm' | 'inches', language: 'en' | 'fr' = 'en') =>
      materialsList({ design: 'aaron', parts: [], fabricType: 'Silk', fabricLength, fabricWidth, unit, words: patternWords(language) })[0];
    expect(fabric(1300, 1400, 'cm')).toBe('Main fabric (Silk): 1.3 m of 140 cm wide fabric, estimated from laying out the pieces');
    expect(fabric(1300, 1397, 'inches')).toBe('Main fabric (Silk): 1 1/2 yd of 55 in wide fabric, estimated from laying out the pieces');
    expect(seamAllowanceText(10, 'cm')).toBe('1 cm');
    expect(seamAllowanceText(9.525, 'inches')).toBe('3/8 in');
    expect(seamAllowanceText(15.875, 'inches')).toBe('5/8 in');
    // In French (decision 132): the decimal comma, 'po' for inches.
    expect(fabric(1300, 1400, 'cm', 'fr')).toBe(
      'Tissu principal (soie) : 1,3 m de tissu de 140 cm de large, estimé en disposant les pièces',
    );
    expect(seamAllowanceText(15, 'cm', patternWords('fr'))).toBe('1,5 cm');
    expect(seamAllowanceText(9.525, 'inches', patternWords('fr'))).toBe('3/8 po');
  });
});
