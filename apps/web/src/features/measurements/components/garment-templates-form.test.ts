import type { Measurement } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { chooseGarment, garmentChoice, garmentLabelOf, garmentOptions } from './garment-choice';
import { changeText, historyGarmentName } from './history-text';
import {
  toCreateMeasurementBody,
  toUpdateMeasurementBody,
  emptyMeasurementForm,
  measurementToForm,
  standardFields,
  type FormTemplate,
} from './measurement-form';

/** Decision 078: the measurement form with a studio's own garment, and the history's change texts. */
const agbada: FormTemplate = {
  id: 't1',
  name: 'Agbada',
  measurements: [
    { name: 'Chest', hint: 'Around the fullest part', unit: null },
    { name: 'Agbada length', hint: '', unit: 'cm' },
  ],
};
const label = (g: string) => `label:${g}`;
const record = (over: Partial<Measurement>): Measurement => ({
  _id: 'm1',
  id: 'm1',
  clientId: 'c1',
  garmentType: 'other',
  templateId: 't1',
  garmentName: 'Agbada',
  takenBy: 'studio',
  measurements: [
    { name: 'Chest', size: 44, unit: 'inches' },
    { name: 'Agbada length', size: 150, unit: 'cm' },
    { name: 'Cap', size: 22, unit: 'inches' },
  ],
  notes: '',
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('a template in the measurement form', () => {
  it('offers the built-in garments then the templates, and a chosen template brings its rows with their hints and units', () => {
    const form = emptyMeasurementForm('c1', 'inches');
    const options = garmentOptions(form, [agbada], label);
    expect(options.slice(0, 2)).toEqual([
      { value: 'dress', label: 'label:dress' },
      { value: 'suit', label: 'label:suit' },
    ]);
    expect(options.at(-1)).toEqual({ value: 'template:t1', label: 'Agbada' });
    const chosen = chooseGarment({ ...form, standard: { Chest: '40' } }, 'template:t1', [agbada]);
    expect(garmentChoice(chosen)).toBe('template:t1');
    expect(standardFields(chosen)).toEqual([
      { name: 'Chest', hint: 'Around the fullest part', unit: 'inches' },
      { name: 'Agbada length', hint: '', unit: 'cm' },
    ]);
    // Back to a built-in: the template goes, what was typed stays by name.
    const dress = chooseGarment(chosen, 'dress', [agbada]);
    expect(dress).toMatchObject({ garmentType: 'dress', template: null, standard: { Chest: '40' } });
  });

  it('saves with templateId and garment type other, each value in its field’s unit', () => {
    const form = chooseGarment(emptyMeasurementForm('c1', 'inches'), 'template:t1', [agbada]);
    const built = toCreateMeasurementBody({ ...form, standard: { Chest: '44', 'Agbada length': '150' } });
    expect(built.ok && built.body).toEqual({
      clientId: 'c1',
      garmentType: 'other',
      templateId: 't1',
      measurements: [
        { name: 'Chest', size: 44, unit: 'inches' },
        { name: 'Agbada length', size: 150, unit: 'cm' },
      ],
    });
  });

  it('opens a record under its template, and sends the same template back', () => {
    const form = measurementToForm(record({}), 'cm', [agbada]);
    expect(form.template?.id).toBe('t1');
    expect(form.standard).toEqual({ Chest: '111.76', 'Agbada length': '150' });
    expect(form.custom.map((r) => r.name)).toEqual(['Cap']);
    const built = toUpdateMeasurementBody(form);
    expect(built.ok && built.body).toMatchObject({ garmentType: 'other', templateId: 't1' });
    expect(built.ok && built.body.measurements).toEqual(record({}).measurements);
  });

  it('keeps the garment of a record whose template is gone or not offered, and does not send it', () => {
    for (const m of [record({ templateId: null }), record({})]) {
      const form = measurementToForm(m, 'inches', []);
      expect(form.keptGarment).toBe('Agbada');
      expect(garmentChoice(form)).toBe('kept');
      expect(garmentOptions(form, [], label).at(-1)).toEqual({ value: 'kept', label: 'Agbada' });
      expect(form.custom.map((r) => r.name)).toEqual(['Chest', 'Agbada length', 'Cap']);
      const built = toUpdateMeasurementBody(form);
      expect(built.ok && Object.keys(built.body).sort()).toEqual(['measurements', 'notes']);
    }
    expect(measurementToForm(record({ templateId: null, garmentName: 'Other' })).keptGarment).toBeNull();
  });

  it('names a record by its built-in label or by the name it was taken with', () => {
    expect(garmentLabelOf({ garmentType: 'dress', templateId: null, garmentName: 'Dress' }, label)).toBe('label:dress');
    expect(garmentLabelOf({ garmentType: 'other', templateId: null, garmentName: 'Other' }, label)).toBe('label:other');
    expect(garmentLabelOf({ garmentType: 'other', templateId: null, garmentName: 'Agbada' }, label)).toBe('Agbada');
    expect(garmentLabelOf({ garmentType: 'other', templateId: 't1', garmentName: 'Agbada' }, label)).toBe('Agbada');
  });
});

describe('the history’s change since the last visit', () => {
  const opts = { name: 'Waist', language: 'en', unitLabel: (u: string) => (u === 'cm' ? 'cm' : 'in'), same: 'unchanged' };
  it('signs it, with a true minus, in the user’s unit, inches in fractions (decision 124)', () => {
    expect(changeText(0.5, { ...opts, from: 'inches', to: 'inches' })).toBe('+½ in');
    expect(changeText(-1, { ...opts, from: 'cm', to: 'cm' })).toBe('\u22121 cm');
    expect(changeText(2.54, { ...opts, from: 'cm', to: 'inches' })).toBe('+1 in');
    expect(changeText(0, { ...opts, from: 'cm', to: 'inches' })).toBe('unchanged');
    expect(changeText(null, { ...opts, from: 'cm', to: 'inches' })).toBeNull();
    expect(changeText(-0.25, { ...opts, from: 'inches', to: 'inches', language: 'fr', unitLabel: () => 'po' })).toBe('\u2212¼ po');
    expect(changeText(0.1875, { ...opts, from: 'inches', to: 'inches' })).toBe('+3/16 in');
  });

  it('keeps an angle’s change in degrees, never converted', () => {
    expect(changeText(1.5, { ...opts, name: 'Shoulder Slope', from: 'cm', to: 'inches' })).toBe('+1.5°');
  });

  it('names a built-in garment in the user’s language and a studio garment by its name', () => {
    expect(historyGarmentName({ key: 'suit', garmentName: 'Suit' }, label)).toBe('label:suit');
    expect(historyGarmentName({ key: 'name:agbada', garmentName: 'Agbada' }, label)).toBe('Agbada');
  });
});
