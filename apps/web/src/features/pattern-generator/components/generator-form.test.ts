import type { DesignMeasurement, Measurement } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  boltWidth,
  toGeneratorBody,
  canGenerate,
  chosenDesign,
  defaultPatternName,
  defaultSeamAllowance,
  effectiveRecord,
  inchFraction,
  missingFromError,
  emptyGeneratorForm,
  NO_RECORD,
  pdfFileName,
  type GeneratorFormValues,
} from './generator-form';

const texts = { enterMeasurement: (label: string) => `Enter ${label}`, seamAllowanceInvalid: 'Bad seam allowance' };
const filled = (over: Partial<GeneratorFormValues> = {}): GeneratorFormValues => ({
  ...emptyGeneratorForm(),
  garmentType: 'Skirt',
  style: 'Formal',
  sizeRange: 'Custom',
  fabricType: 'Wool',
  clientId: 'c1',
  measurementId: 'm1',
  ...over,
});
const record = (id: string, garmentType: Measurement['garmentType'], createdAt: string): Measurement => ({
  _id: id,
  id,
  clientId: 'c1',
  garmentType,
  templateId: null,
  garmentName: '',
  takenBy: 'studio',
  measurements: [],
  notes: '',
  createdAt,
  updatedAt: createdAt,
});
const seat: DesignMeasurement = { name: 'seat', label: 'Hips', kind: 'circumference' };
const waistToSeat: DesignMeasurement = { name: 'waistToSeat', label: 'Waist to Hip', kind: 'length' };

describe('Pattern Specifications: the disabled rule', () => {
  it('starts with the four choices empty and Generate disabled', () => {
    const empty = emptyGeneratorForm();
    expect([empty.garmentType, empty.style, empty.sizeRange, empty.fabricType]).toEqual(['', '', '', '']);
    expect(canGenerate(empty, false)).toBe(false);
  });

  it('needs garment type, style, size range and fabric type all chosen, and a client to draft for', () => {
    expect(canGenerate(filled(), false)).toBe(true);
    for (const key of ['garmentType', 'style', 'sizeRange', 'fabricType', 'clientId'] as const) {
      expect(canGenerate(filled({ [key]: '' }), false), key).toBe(false);
    }
  });

  it('is disabled while generating', () => {
    expect(canGenerate(filled(), true)).toBe(false);
  });
});

describe('the default name', () => {
  it('is the style followed by what the design drafts, never a garment it does not draft (decision 132)', () => {
    expect(defaultPatternName({ style: 'Formal', garmentType: 'Skirt', design: '' })).toBe('Formal pencil skirt');
    expect(defaultPatternName({ style: 'Casual', garmentType: 'Blouse', design: 'simon' })).toBe('Casual button-up shirt');
    // No design drafts a dress: the garment type, as the user chose it.
    expect(defaultPatternName({ style: 'Formal', garmentType: 'Dress', design: '' })).toBe('Formal Dress');
    expect(defaultPatternName({ style: '', garmentType: '', design: '' })).toBe('');
  });

  it('is sent when the name is empty or blank; a typed name is sent trimmed', () => {
    const sent = (name: string) => {
      const built = toGeneratorBody(filled({ name }), [], {}, 'cm', texts);
      return built.ok ? built.body.name : null;
    };
    expect(sent('')).toBe('Formal pencil skirt');
    expect(sent('   ')).toBe('Formal pencil skirt');
    expect(sent('  Ada’s skirt ')).toBe('Ada’s skirt');
  });
});

describe('the seam allowance (1 cm, or 3/8 in by the unit preference)', () => {
  it('defaults by unit and is sent in millimetres', () => {
    expect(defaultSeamAllowance('cm')).toBe('1');
    expect(defaultSeamAllowance('inches')).toBe('0.375');
    // Untouched, the field is the unit's default.
    const cm = toGeneratorBody(filled(), [], {}, 'cm', texts);
    const inches = toGeneratorBody(filled(), [], {}, 'inches', texts);
    expect(cm.ok && cm.body.seamAllowance).toBe(10);
    expect(inches.ok && inches.body.seamAllowance).toBe(9.525);
    const typed = toGeneratorBody(filled({ seamAllowance: '0.5' }), [], {}, 'inches', texts);
    expect(typed.ok && typed.body.seamAllowance).toBe(12.7);
  });

  it('reads 1,5 cm as 15 mm and 5/8 in as a tailor writes it, in French (decision 178)', () => {
    const fr = { ...texts, language: 'fr' };
    expect(defaultSeamAllowance('inches', 'fr')).toBe('0,375');
    const comma = toGeneratorBody(filled({ seamAllowance: '1,5' }), [], {}, 'cm', fr);
    expect(comma.ok && comma.body.seamAllowance).toBe(15);
    const eighths = toGeneratorBody(filled({ seamAllowance: '5/8' }), [], {}, 'inches', fr);
    expect(eighths.ok && eighths.body.seamAllowance).toBe(15.875);
    const none = toGeneratorBody(filled({ seamAllowance: '0' }), [], {}, 'cm', fr);
    expect(none.ok && none.body.seamAllowance).toBe(0);
    expect(toGeneratorBody(filled({ seamAllowance: '1,55' }), [], {}, 'cm', fr).ok).toBe(false);
  });

  it('refuses what is not a number or is out of range, under its field', () => {
    for (const seamAllowance of ['', 'abc', '-1', '6']) {
      const built = toGeneratorBody(filled({ seamAllowance }), [], {}, 'cm', texts);
      expect(built.ok ? null : built.errors.seamAllowance, seamAllowance).toBe('Bad seam allowance');
    }
  });
});

describe('the client and record', () => {
  it('sends the record chosen, or null when the client has none yet', () => {
    const chosen = toGeneratorBody(filled(), [], {}, 'cm', texts);
    const none = toGeneratorBody(filled({ measurementId: NO_RECORD }), [], {}, 'cm', texts);
    expect(chosen.ok && chosen.body).toMatchObject({ clientId: 'c1', measurementId: 'm1' });
    expect(none.ok && none.body.measurementId).toBeNull();
  });

  it('picks the newest record of the best-fitting garment until the user picks one', () => {
    const records = [
      record('dress1', 'dress', '2026-01-01T00:00:00Z'),
      record('skirtOld', 'skirt', '2026-02-01T00:00:00Z'),
      record('skirtNew', 'skirt', '2026-03-01T00:00:00Z'),
    ];
    expect(effectiveRecord('', records, 'Skirt')).toBe('skirtNew');
    expect(effectiveRecord('', records, 'Dress')).toBe('dress1');
    // Nothing fits a jacket: the newest record.
    expect(effectiveRecord('', records, 'Jacket')).toBe('skirtNew');
    expect(effectiveRecord('dress1', records, 'Skirt')).toBe('dress1');
    // A choice from another client's list does not stick.
    expect(effectiveRecord('elsewhere', records, 'Skirt')).toBe('skirtNew');
    expect(effectiveRecord('', [], 'Skirt')).toBe(NO_RECORD);
  });

  it("drafts with the garment type's default design unless one is chosen", () => {
    expect(chosenDesign({ design: '', garmentType: 'Skirt' })).toBe('penelope');
    // No design drafts a whole dress (decision 132).
    expect(chosenDesign({ design: '', garmentType: 'Dress' })).toBeNull();
    expect(chosenDesign({ design: '', garmentType: 'Blouse' })).toBe('bella');
    expect(chosenDesign({ design: 'simon', garmentType: 'Blouse' })).toBe('simon');
    expect(chosenDesign({ design: '', garmentType: '' })).toBeNull();
  });
});

describe('missing measurements', () => {
  it('reads the names a 422 MEASUREMENTS_MISSING gives, with the labels the design lists', () => {
    const refusal = new ApiError({
      statusCode: 422,
      code: 'MEASUREMENTS_MISSING',
      message: 'Measurements missing',
      details: [
        { field: 'measurements.seat', message: "Hips (FreeSewing: seat) is not in the client's measurements" },
        { field: 'measurements.waistToKnee', message: '…' },
        { field: 'measurements.seat', message: 'twice' },
      ],
    });
    expect(missingFromError(refusal, [seat, waistToSeat])).toEqual([seat, { name: 'waistToKnee', label: 'waistToKnee', kind: 'length' }]);
    expect(missingFromError(new ApiError({ statusCode: 403, code: 'PLAN_AI_LIMIT_REACHED', message: 'Limit' }), [seat])).toBeNull();
    expect(missingFromError(new Error('boom'), [seat])).toBeNull();
  });

  it("sends a value for each, by our name in the user's unit, to be saved to the record", () => {
    const built = toGeneratorBody(filled(), [seat, waistToSeat], { seat: '96.5', waistToSeat: '20,5' }, 'cm', texts);
    expect(built.ok && built.body.extraMeasurements).toEqual([
      { name: 'Hips', size: 96.5, unit: 'cm' },
      { name: 'Waist to Hip', size: 20.5, unit: 'cm' },
    ]);
  });

  it('reads a size as a tailor writes it, and refuses one finer than the unit takes (decision 124)', () => {
    const built = toGeneratorBody(filled(), [seat, waistToSeat], { seat: '38 1/4', waistToSeat: '8⅛' }, 'inches', texts);
    expect(built.ok && built.body.extraMeasurements?.map((m) => m.size)).toEqual([38.25, 8.125]);
    const slip = toGeneratorBody(filled(), [seat], { seat: '38.3' }, 'inches', texts);
    expect(!slip.ok && slip.errors).toEqual({ 'measurements.seat': 'Enter Hips' });
  });

  it('refuses to send while one is empty or not above 0, under its field, keyed as the server keys them', () => {
    const built = toGeneratorBody(filled(), [seat, waistToSeat], { seat: '0' }, 'inches', texts);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.errors).toEqual({ 'measurements.seat': 'Enter Hips', 'measurements.waistToSeat': 'Enter Waist to Hip' });
  });
});

describe('sizes as a tailor reads them', () => {
  it('writes inch seam allowances in sixteenths, and bolt widths in whole units', () => {
    expect(inchFraction(9.525)).toBe('3/8');
    expect(inchFraction(15.875)).toBe('5/8');
    expect(inchFraction(31.75)).toBe('1 1/4');
    expect(inchFraction(25.4)).toBe('1');
    expect(inchFraction(10)).toBeNull();
    expect(boltWidth(1400, 'inches')).toBe(55);
    expect(boltWidth(1400, 'cm')).toBe(140);
    expect(boltWidth(1120, 'inches')).toBe(44);
  });
});

describe('the PDF file name', () => {
  it('names the pattern and the paper, without what file systems refuse', () => {
    expect(pdfFileName('Formal Skirt', 'a4')).toBe('Formal Skirt (A4).pdf');
    expect(pdfFileName('a/b:c', 'letter')).toBe('a b c (Letter).pdf');
    // A re-draft keeps its pattern's name: its version tells the two files apart (decision 132).
    expect(pdfFileName('Formal Skirt', 'a4', 1)).toBe('Formal Skirt (A4).pdf');
    expect(pdfFileName('Formal Skirt', 'a4', 2)).toBe('Formal Skirt v2 (A4).pdf');
  });
});
