import { describe, expect, it } from 'vitest';
import {
  DESIGNS,
  defaultDesignFor,
  defaultSeamAllowanceMm,
  designInfo,
  designLabel,
  designsFor,
  generatePatternBodySchema,
  missingMeasurementField,
  missingMeasurementName,
  toMillimetres,
} from './pattern-generator.js';
import { FREESEWING_MEASUREMENTS } from './measurement-kinds.js';
import { PATTERN_GARMENT_TYPES } from './patterns.js';

describe('pattern generator contract', () => {
  it('converts inches exactly: a 34 in bust is 863.6 mm', () => {
    expect(toMillimetres({ size: 34, unit: 'inches' })).toBeCloseTo(863.6, 10);
    expect(toMillimetres({ size: 86.5, unit: 'cm' })).toBe(865);
  });

  it('defaults the seam allowance to 1 cm or 3/8 in by the unit preference', () => {
    expect(defaultSeamAllowanceMm('cm')).toBe(10);
    expect(defaultSeamAllowanceMm('inches')).toBeCloseTo((3 / 8) * 25.4, 10);
  });

  it('offers a design for every garment type but Dress, and exactly 5 Free templates', () => {
    // Decision 132: no design drafts a whole dress; every other garment type has one.
    const drafted = PATTERN_GARMENT_TYPES.filter((type) => type !== 'Dress');
    expect(defaultDesignFor('Dress')).toBeNull();
    expect(designsFor('Dress')).toEqual([]);
    for (const type of drafted) expect(DESIGNS.find((d) => d.id === defaultDesignFor(type))?.garmentTypes).toContain(type);
    expect(defaultDesignFor('Skirt')).toBe('penelope');
    expect(DESIGNS.filter((d) => d.free)).toHaveLength(5);
    // Each garment type's default is a Free template, so Free can draft every garment type a design drafts.
    for (const type of drafted) expect(DESIGNS.find((d) => d.id === defaultDesignFor(type))?.free).toBe(true);
  });

  it('names each design by what it drafts, then by FreeSewing’s name (decision 132)', () => {
    expect(designLabel(designInfo('bella'))).toBe('Bodice with sleeves (Bella)');
    expect(designLabel(designInfo('penelope'))).toBe('Pencil skirt (Penelope)');
    expect(new Set(DESIGNS.map((d) => d.drafts)).size).toBe(DESIGNS.length);
    expect(designsFor('Blouse').map((d) => d.id)).toEqual(['bella', 'simon']);
    expect(designsFor('Jacket').map((d) => d.id)).toEqual(['brian', 'bent']);
  });

  it("names our measurements as the issue maps them to FreeSewing's", () => {
    expect(FREESEWING_MEASUREMENTS.seat?.label).toBe('Hips');
    expect(FREESEWING_MEASUREMENTS.shoulderToShoulder?.label).toBe('Shoulder Width');
    expect(FREESEWING_MEASUREMENTS.waistToFloor?.label).toBe('Outseam');
    expect(FREESEWING_MEASUREMENTS.chest?.aliases).toContain('Bust');
    expect(missingMeasurementName(missingMeasurementField('seat'))).toBe('seat');
    expect(missingMeasurementName('name')).toBeNull();
  });

  it('refuses a body without a client or with an unknown design', () => {
    const body = { clientId: 'c', measurementId: null, garmentType: 'Skirt', style: 'Casual', sizeRange: 'Custom', fabricType: 'Cotton' };
    expect(generatePatternBodySchema.safeParse(body).success).toBe(true);
    expect(generatePatternBodySchema.safeParse({ ...body, clientId: '' }).success).toBe(false);
    expect(generatePatternBodySchema.safeParse({ ...body, design: 'nope' }).success).toBe(false);
    expect(generatePatternBodySchema.safeParse({ ...body, seamAllowance: -1 }).success).toBe(false);
  });
});
