import { describe, expect, it } from 'vitest';
import { changeFields, withValues } from './change-fields';

describe('a refused change, edited field by field', () => {
  const body = {
    clientId: 'c1',
    garmentType: 'dress',
    measurements: [
      { name: 'Bust', size: 34.5, unit: 'in' },
      { name: 'Waist', size: 280, unit: 'in' },
    ],
  };

  it('lists the text fields by their names and each measurement by its own, at the paths the server names in its errors', () => {
    expect(changeFields({ ...body, notes: 'Heels' }, { garmentType: 'Garment Type' }).map((f) => [f.path, f.label, f.value])).toEqual([
      // The client is a reference, not typed by hand; a field without a name shows by its API name.
      ['garmentType', 'Garment Type', 'dress'],
      ['measurements.0.size', 'Bust', '34.5'],
      ['measurements.1.size', 'Waist', '280'],
      ['notes', 'notes', 'Heels'],
    ]);
  });

  it('puts the corrected values back, numbers as numbers, and leaves the rest of the body as it was', () => {
    const fields = changeFields(body).map((f) => (f.path === 'measurements.1.size' ? { ...f, value: '28' } : f));
    const next = withValues(body, fields);
    expect(next).toEqual({ ...body, measurements: [body.measurements[0], { name: 'Waist', size: 28, unit: 'in' }] });
    expect(body.measurements[1]!.size).toBe(280);
  });

  it('reads a corrected size as the measurement forms do: 27 1/4 is 27.25, and a slip stays as typed for the server to refuse', () => {
    const typed = (value: string) => changeFields(body).map((f) => (f.path === 'measurements.1.size' ? { ...f, value } : f));
    expect(withValues(body, typed('27 1/4'))).toMatchObject({ measurements: [{}, { size: 27.25 }] });
    expect(withValues(body, typed('27¼'))).toMatchObject({ measurements: [{}, { size: 27.25 }] });
    expect(withValues(body, typed('27 1/3'))).toMatchObject({ measurements: [{}, { size: '27 1/3' }] });
  });
});
