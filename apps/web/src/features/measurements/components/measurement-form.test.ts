import type { Measurement } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  toCreateMeasurementBody,
  toUpdateMeasurementBody,
  customKey,
  emptyMeasurementForm,
  mapServerErrors,
  measurementToForm,
  newCustomRow,
  standardKey,
  type MeasurementFormValues,
} from './measurement-form';
import { currentSizeFieldTexts } from './size-field';

const record: Measurement = {
  _id: 'm1',
  id: 'm1',
  clientId: 'c1',
  garmentType: 'dress',
  templateId: null,
  garmentName: 'Dress',
  takenBy: 'studio',
  measurements: [],
  notes: '',
  createdAt: '',
  updatedAt: '',
};

const form = (over: Partial<MeasurementFormValues>): MeasurementFormValues => ({
  ...emptyMeasurementForm('c1'),
  garmentType: 'dress',
  ...over,
});

describe('toCreateMeasurementBody', () => {
  it('sends only standard values above 0, in inches, and omits empty notes', () => {
    const built = toCreateMeasurementBody(form({ standard: { Bust: '34.5', Waist: '0', Hips: '', 'Dress Length': '40,25' } }));
    expect(built).toEqual({
      ok: true,
      body: {
        clientId: 'c1',
        garmentType: 'dress',
        templateId: null,
        measurements: [
          { name: 'Bust', size: 34.5, unit: 'inches' },
          { name: 'Dress Length', size: 40.25, unit: 'inches' },
        ],
      },
      sources: [standardKey('Bust'), standardKey('Dress Length')],
    });
  });

  it('ignores values typed for names the garment type does not have', () => {
    const built = toCreateMeasurementBody(form({ garmentType: 'skirt', standard: { Bust: '34', Waist: '28' } }));
    expect(built.ok && built.body.measurements).toEqual([{ name: 'Waist', size: 28, unit: 'inches' }]);
  });

  it('needs a client and a garment type', () => {
    const built = toCreateMeasurementBody({ ...emptyMeasurementForm(), notes: 'x' });
    expect(built).toEqual({ ok: false, errors: { clientId: 'Select a client', garmentType: 'Select a garment type' } });
  });

  it('sends custom rows with a name and a size above 0, skips empty rows, flags half-filled ones', () => {
    const good = newCustomRow(' Train Length ', '40');
    const empty = newCustomRow('', '');
    const noSize = newCustomRow('Cape', '0');
    const noName = newCustomRow('', '12');
    const built = toCreateMeasurementBody(form({ custom: [good, empty, noSize, noName] }));
    expect(built).toEqual({
      ok: false,
      errors: {
        [customKey(noSize.key, 'size')]: 'Cape: enter a size above 0',
        [customKey(noName.key, 'name')]: 'Enter a name for this measurement',
      },
    });
    const ok = toCreateMeasurementBody(form({ custom: [good, empty], notes: ' first fitting ' }));
    expect(ok.ok && ok.body).toEqual({
      clientId: 'c1',
      garmentType: 'dress',
      templateId: null,
      measurements: [{ name: 'Train Length', size: 40, unit: 'inches' }],
      notes: 'first fitting',
    });
  });

  it('refuses a custom name that repeats a sent one, case-insensitively', () => {
    const dup = newCustomRow('bust', '3');
    const built = toCreateMeasurementBody(form({ standard: { Bust: '34' }, custom: [dup] }));
    expect(built).toEqual({ ok: false, errors: { [customKey(dup.key, 'name')]: "'bust' is already in this record" } });
  });
});

describe('sizes as tailors write them (decision 124)', () => {
  it.each([
    ['27 1/4', 27.25],
    ['27¼', 27.25],
    ['27-1/4', 27.25],
    ['27.25', 27.25],
    [' 6 1/2 ', 6.5],
    ['27⅛', 27.125],
    ['27 3/16', 27.1875],
  ])('sends %j as the exact number %d', (typed, size) => {
    const built = toCreateMeasurementBody(form({ standard: { Waist: typed } }));
    expect(built.ok && built.body.measurements).toEqual([{ name: 'Waist', size, unit: 'inches' }]);
  });

  it.each([
    ['27 1/3', 'Waist: write 27 1/4 or 27.25'],
    ['27..5', 'Waist: write 27 1/4 or 27.25'],
    ['27.3', 'Waist: write 27 1/4 or 27.25'],
    ['27 1/4 1/2', 'Waist: write 27 1/4 or 27.25'],
    ['-2', 'Waist: write 27 1/4 or 27.25'],
    ['abc', 'Waist: write 27 1/4 or 27.25'],
    ['2714', 'Waist: write a size above 0 and at most 1000'],
  ])('refuses %j under the field, naming it, and sends nothing', (typed, message) => {
    expect(toCreateMeasurementBody(form({ standard: { Bust: '34', Waist: typed } }))).toEqual({
      ok: false,
      errors: { [standardKey('Waist')]: message },
    });
  });

  it('takes centimetres to the millimetre, a French decimal comma, and names the field in French', () => {
    const fr = { ...currentSizeFieldTexts(), language: 'fr', label: (n: string) => (n === 'Waist' ? 'Tour de taille' : n) };
    const cm = { ...emptyMeasurementForm('c1', 'cm'), garmentType: 'skirt' as const };
    const built = toCreateMeasurementBody({ ...cm, standard: { Waist: '69,5' } }, fr);
    expect(built.ok && built.body.measurements).toEqual([{ name: 'Waist', size: 69.5, unit: 'cm' }]);
    const refused = toCreateMeasurementBody({ ...cm, standard: { Waist: '69.55' } });
    expect(!refused.ok && refused.errors).toEqual({ [standardKey('Waist')]: 'Waist: write 69 or 69.5' });
  });

  it('takes an angle in degrees in a custom row, whatever the unit', () => {
    const row = newCustomRow('Shoulder Slope', '13.5');
    const built = toCreateMeasurementBody(form({ custom: [row] }));
    expect(built.ok && built.body.measurements).toEqual([{ name: 'Shoulder Slope', size: 13.5, unit: 'inches' }]);
    const fine = newCustomRow('Shoulder Slope', '13¼');
    expect(toCreateMeasurementBody(form({ custom: [fine] }))).toEqual({
      ok: false,
      errors: { [customKey(fine.key, 'size')]: 'Shoulder Slope: write degrees, like 13 or 13.5' },
    });
  });

  it('shows saved inches back as a tailor writes them, and an angle as taken', () => {
    const values = measurementToForm(
      {
        ...record,
        measurements: [
          { name: 'Bust', size: 34.25, unit: 'inches' },
          { name: 'Waist', size: 27.1875, unit: 'inches' },
          { name: 'Shoulder Slope', size: 13, unit: 'inches' },
        ],
      },
      'cm',
    );
    expect(values.standard).toEqual({ Bust: '87', Waist: '69.06' });
    expect(values.custom.map((r) => [r.name, r.size])).toEqual([['Shoulder Slope', '13']]);
    const inches = measurementToForm({ ...record, measurements: [{ name: 'Bust', size: 34.25, unit: 'inches' }] });
    expect(inches.standard).toEqual({ Bust: '34¼' });
    const built = toUpdateMeasurementBody(inches);
    expect(built.ok && built.body.measurements).toEqual([{ name: 'Bust', size: 34.25, unit: 'inches' }]);
  });
});

describe('toUpdateMeasurementBody', () => {
  it('never sends the client and clears emptied notes with null', () => {
    const built = toUpdateMeasurementBody(form({ standard: { Waist: '29' } }));
    expect(built.ok && built.body).toEqual({
      garmentType: 'dress',
      templateId: null,
      measurements: [{ name: 'Waist', size: 29, unit: 'inches' }],
      notes: null,
    });
  });
});

describe('measurementToForm', () => {
  it('puts template names in their fields and other names in custom rows', () => {
    const m: Measurement = {
      _id: 'm1',
      id: 'm1',
      clientId: 'c1',
      garmentType: 'dress',
      templateId: null,
      garmentName: 'Dress',
      takenBy: 'studio',
      measurements: [
        { name: 'Bust', size: 34, unit: 'inches' },
        { name: 'Train Length', size: 40, unit: 'inches' },
      ],
      notes: '',
      createdAt: '',
      updatedAt: '',
    };
    const values = measurementToForm(m);
    expect(values.standard).toEqual({ Bust: '34' });
    expect(values.custom.map((r) => [r.name, r.size])).toEqual([['Train Length', '40']]);
    expect(values.notes).toBe('');
  });
});

describe('mapServerErrors', () => {
  it('places measurements.N errors on the field value N came from', () => {
    const row = newCustomRow('Cape', '2000');
    const sources = [standardKey('Bust'), `custom.${row.key}`];
    expect(
      mapServerErrors({ 'measurements.1.size': 'Size must be at most 1000', notes: 'Too long', 'measurements.9.size': 'x' }, sources),
    ).toEqual({
      [customKey(row.key, 'size')]: 'Size must be at most 1000',
      notes: 'Too long',
      measurements: 'x',
    });
    expect(mapServerErrors({ 'measurements.0.size': 'Too big' }, sources)).toEqual({ [standardKey('Bust')]: 'Too big' });
  });
});

describe('units (decision 027)', () => {
  const saved: Measurement = {
    _id: 'm1',
    id: 'm1',
    clientId: 'c1',
    garmentType: 'dress',
    templateId: null,
    garmentName: 'Dress',
    takenBy: 'studio',
    measurements: [
      { name: 'Bust', size: 32, unit: 'inches' },
      { name: 'Waist', size: 70.5, unit: 'cm' },
      { name: 'Train Length', size: 40, unit: 'inches' },
    ],
    notes: '',
    createdAt: '',
    updatedAt: '',
  };

  it("sends new values in the user's unit", () => {
    const built = toCreateMeasurementBody({ ...emptyMeasurementForm('c1', 'cm'), garmentType: 'skirt', standard: { Waist: '71.5' } });
    expect(built.ok && built.body.measurements).toEqual([{ name: 'Waist', size: 71.5, unit: 'cm' }]);
  });

  it("shows saved values in the user's unit, and sends untouched ones back as they were stored", () => {
    const values = measurementToForm(saved, 'cm');
    expect(values.unit).toBe('cm');
    expect(values.standard).toEqual({ Bust: '81.28', Waist: '70.5' });
    expect(values.custom.map((r) => r.size)).toEqual(['101.6']);
    const built = toUpdateMeasurementBody(values);
    expect(built.ok && built.body.measurements).toEqual(saved.measurements);
  });

  it("sends a changed value in the user's unit and leaves the others in theirs", () => {
    const values = measurementToForm(saved, 'cm');
    const row = values.custom[0]!;
    const built = toUpdateMeasurementBody({ ...values, standard: { ...values.standard, Bust: '82' }, custom: [{ ...row, name: 'Train' }] });
    expect(built.ok && built.body.measurements).toEqual([
      { name: 'Bust', size: 82, unit: 'cm' },
      { name: 'Waist', size: 70.5, unit: 'cm' },
      { name: 'Train', size: 40, unit: 'inches' },
    ]);
  });
});
