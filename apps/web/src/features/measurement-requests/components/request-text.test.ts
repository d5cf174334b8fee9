import type { GarmentTemplate } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { askedGarment, askOptions, sentRows } from './request-text';

const template = (id: string, name: string, names: string[]): GarmentTemplate => ({
  _id: id,
  id,
  name,
  measurements: names.map((n) => ({ name: n, hint: '', unit: null })),
  createdAt: '',
  updatedAt: '',
});

describe('asking for a garment (decision 084)', () => {
  it('offers the built-in garments with a list, then the studio’s own that have measurements', () => {
    const options = askOptions([template('t1', 'Agbada', ['Chest']), template('t2', 'Empty', [])], (g) => `label:${g}`);
    expect(options.map((o) => o.value)).toEqual(['dress', 'suit', 'shirt', 'pants', 'skirt', 'blouse', 'jacket', 'template:t1']);
    expect(options.at(-1)?.label).toBe('Agbada');
  });

  it('sends a built-in as garmentType and a template as templateId, nothing when none is chosen', () => {
    expect(askedGarment('dress')).toEqual({ garmentType: 'dress' });
    expect(askedGarment('template:t1')).toEqual({ templateId: 't1' });
    expect(askedGarment('')).toEqual({});
  });

  it('lists every measurement asked in its order, with what was sent for it', () => {
    const rows = sentRows({
      fields: [
        { name: 'Bust', hint: '' },
        { name: 'Waist', hint: '' },
      ],
      values: [{ name: 'Waist', size: 70, flag: null, previous: null }],
    });
    expect(rows).toEqual([
      { name: 'Bust', value: null },
      { name: 'Waist', value: { name: 'Waist', size: 70, flag: null, previous: null } },
    ]);
  });
});
