import type { FitProfileEntry } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { applyFit, type FitRequest } from './fit.js';

/** Decision 087: how a correction becomes a draft's input, without the database. */
const entry = (over: Partial<FitProfileEntry>): FitProfileEntry => ({
  _id: 'c',
  id: over.id ?? 'c1',
  target: 'measurement',
  name: 'Waist',
  design: null,
  change: 2,
  unit: 'cm',
  reason: '',
  retiredAt: null,
  position: 0,
  fittingId: 'f1',
  projectId: 'p1',
  projectName: 'Gown',
  fittedOn: '2030-03-12T10:00:00.000Z',
  worn: { undergarments: '', shoes: '', heelHeightMm: null, other: '' },
  ...over,
});

const request = (corrections: FitProfileEntry[]): FitRequest => ({
  design: 'bella',
  declared: { waistEase: { pct: 5, min: 1, max: 20 }, hemAllowance: { mm: 30, min: 0, max: 80 }, sleeves: { bool: true } },
  reads: ['waist', 'chest', 'shoulderSlope', 'seat'],
  base: { measurements: { waist: 700, chest: 900, shoulderSlope: 13 }, options: { waistEase: 0.06 } },
  clientName: 'Amara',
  corrections,
});

describe('applyFit', () => {
  it('adds corrections on one input: cm, in and a % of the base, exactly', () => {
    const out = applyFit(
      request([entry({ id: 'a', change: 2 }), entry({ id: 'b', change: -0.5, unit: 'in' }), entry({ id: 'c', change: 1, unit: '%' })]),
    );
    expect(out.measurements.waist).toBeCloseTo(700 + 20 - 12.7 + 7, 9);
    expect(out.fit.inputs).toEqual([
      expect.objectContaining({ name: 'waist', base: 700, result: out.measurements.waist, corrections: expect.any(Array) }),
    ]);
    expect(out.fit.inputs[0]!.corrections.map((c) => c.delta)).toEqual([20, -12.7, 7]);
    expect(out.measurements.chest).toBe(900);
  });

  it('moves a % option by percentage points and a mm option by its length, recording percent as people say it', () => {
    const out = applyFit(
      request([
        entry({ id: 'e', target: 'option', name: 'waistEase', design: 'bella', change: 3, unit: '%' }),
        entry({ id: 'h', target: 'option', name: 'hemAllowance', design: 'bella', change: -1, unit: 'cm' }),
      ]),
    );
    expect(out.options.waistEase).toBeCloseTo(0.09, 12);
    expect(out.options.hemAllowance).toBe(20);
    expect(out.fit.inputs.find((i) => i.name === 'waistEase')).toMatchObject({ unit: '%', base: 6, result: 9 });
  });

  it('lists what cannot apply with the reason, never dropping it', () => {
    const out = applyFit(
      request([
        entry({ id: '1', name: 'Inseam' }),
        entry({ id: '2', name: 'Hips' }),
        entry({ id: '3', name: 'Shoulder Slope', change: 1, unit: 'cm' }),
        entry({ id: '4', target: 'option', name: 'waistEase', design: 'penelope', unit: '%' }),
        entry({ id: '5', target: 'option', name: 'renamedOption', design: 'bella', unit: '%' }),
        entry({ id: '6', target: 'option', name: 'sleeves', design: 'bella', unit: '%' }),
      ]),
    );
    expect(out.fit.inputs).toEqual([]);
    expect(out.fit.notApplied.map((n) => [n.correctionId, n.why])).toEqual([
      ['1', 'Bodice with sleeves (Bella) does not use Inseam'],
      ['2', "The client's measurements have no Hips to correct"],
      ['3', 'Shoulder Slope is an angle: correct it in %'],
      ['4', 'An option of Pencil skirt (Penelope): it carries to Pencil skirt (Penelope) patterns only'],
      ['5', 'Bodice with sleeves (Bella) has no option renamedOption'],
      ['6', 'sleeves is a choice, not a measure: it cannot be corrected'],
    ]);
  });

  it('refuses a result past the design’s bounds, naming every correction that made it', () => {
    const fail = () => applyFit(request([entry({ id: 'x', change: -20 }), entry({ id: 'y', change: -20 })]));
    expect(fail).toThrow(expect.objectContaining({ code: 'FIT_CORRECTION_REFUSED' }));
    try {
      fail();
    } catch (e) {
      expect((e as { errors: { field: string }[] }).errors.map((x) => x.field)).toEqual(['fitProfile.x', 'fitProfile.y']);
    }
  });
});
