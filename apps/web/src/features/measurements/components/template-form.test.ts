import { GARMENT_TEMPLATES } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  toTemplateBody,
  emptyTemplateForm,
  mapTemplateErrors,
  moveRow,
  newTemplateRow,
  rowField,
  startFromBuiltIn,
  templateToForm,
} from './template-form';

/** Decision 078: the garment editor's rows and the body it saves. */
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('the garment editor', () => {
  it('moves a row up and down, never past either end', () => {
    const rows = ['Chest', 'Waist', 'Hem'].map((n) => newTemplateRow(n));
    expect(names(moveRow(rows, rows[1]!.key, -1))).toEqual(['Waist', 'Chest', 'Hem']);
    expect(names(moveRow(rows, rows[1]!.key, 1))).toEqual(['Chest', 'Hem', 'Waist']);
    expect(names(moveRow(rows, rows[0]!.key, -1))).toEqual(['Chest', 'Waist', 'Hem']);
    expect(names(moveRow(rows, rows[2]!.key, 1))).toEqual(['Chest', 'Waist', 'Hem']);
  });

  it('starts from a built-in: an empty list takes its names, a typed one gains the missing ones', () => {
    expect(names(startFromBuiltIn(emptyTemplateForm().rows, 'skirt'))).toEqual([...GARMENT_TEMPLATES.skirt]);
    const typed = [newTemplateRow('waist'), newTemplateRow('Cape drop')];
    expect(names(startFromBuiltIn(typed, 'skirt'))).toEqual([
      'waist',
      'Cape drop',
      'Hips',
      'Skirt Length',
      'Hem Circumference',
      'Waist to Hip',
    ]);
  });

  it('saves the rows in order with their hints and units, leaving out empty rows', () => {
    const rows = [newTemplateRow(' Chest ', 'Around the fullest part', 'cm'), newTemplateRow(), newTemplateRow('Agbada length')];
    const built = toTemplateBody({ name: ' Agbada ', rows }, 'Enter a name');
    expect(built).toEqual({
      ok: true,
      body: {
        name: ' Agbada ',
        measurements: [
          { name: ' Chest ', hint: 'Around the fullest part', unit: 'cm' },
          { name: 'Agbada length', hint: '', unit: null },
        ],
      },
      sources: [rows[0]!.key, rows[2]!.key],
    });
  });

  it('puts errors on the rows they concern: a hint without a name, a name listed twice, no garment name', () => {
    const hintOnly = newTemplateRow('', 'Shoulder to hem');
    const first = newTemplateRow('Chest');
    const twice = newTemplateRow('chest');
    const built = toTemplateBody({ name: '', rows: [first, hintOnly, twice] }, 'Enter a name');
    expect(built.ok).toBe(false);
    const errors = built.ok ? {} : built.errors;
    expect(errors[rowField(hintOnly.key, 'name')]).toBe('Enter a name');
    expect(errors[rowField(twice.key, 'name')]).toContain('listed twice');
    expect(errors.name).toBe('Name is required');
  });

  it('maps the server’s errors to the rows they came from', () => {
    expect(mapTemplateErrors({ 'measurements.1.hint': 'Too long', name: 'Taken', measurements: 'Too many' }, ['a', 'b'])).toEqual({
      [rowField('b', 'hint')]: 'Too long',
      name: 'Taken',
      measurements: 'Too many',
    });
  });

  it('opens a saved garment with its rows', () => {
    const form = templateToForm({ name: 'Agbada', measurements: [{ name: 'Chest', hint: '', unit: null }] });
    expect(form.name).toBe('Agbada');
    expect(form.rows.map(({ name, hint, unit }) => ({ name, hint, unit }))).toEqual([{ name: 'Chest', hint: '', unit: '' }]);
  });
});
