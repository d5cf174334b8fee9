import { createFittingBodySchema, type Fitting } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { toFittingBody, emptyFittingForm, fittingToForm, newRow } from './fitting-form';

const fitting: Fitting = {
  _id: 'f1',
  id: 'f1',
  projectId: 'p1',
  clientId: 'c1',
  eventId: null,
  fittedOn: '2030-03-12T10:00:00.000Z',
  worn: { undergarments: 'Strapless bra', shoes: 'Courts', heelHeightMm: 90, other: '' },
  notes: 'Gapes at the back',
  corrections: [
    {
      _id: 'k1',
      id: 'k1',
      target: 'measurement',
      name: 'Waist',
      design: null,
      change: 2,
      unit: 'cm',
      reason: 'Tight',
      retiredAt: null,
      position: 0,
    },
  ],
  createdById: 'u1',
  createdAt: '2030-03-12T10:00:00.000Z',
  updatedAt: '2030-03-12T10:00:00.000Z',
};

/** Decision 086: the form's text becomes the body the server's own schema checks. */
describe('the fitting form', () => {
  it('sends the heel height in whole millimetres and a change typed with a comma', () => {
    const values = emptyFittingForm(new Date(2030, 2, 12, 9, 5));
    expect(values.fittedOn).toBe('2030-03-12T09:05');
    const body = toFittingBody(
      {
        ...values,
        heelCm: '9,5',
        corrections: [
          { ...newRow(), name: 'Waist', change: '+2', reason: 'Tight' },
          { ...newRow(), target: 'option', design: 'bella', name: 'waistEase', change: '-1,5', unit: '%' },
        ],
      },
      'fr',
    );
    expect(body.heelHeightMm).toBe(95);
    expect(body.corrections).toEqual([
      { target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: 'Tight' },
      { target: 'option', design: 'bella', name: 'waistEase', change: -1.5, unit: '%', reason: '' },
    ]);
    expect(createFittingBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps an edited correction’s id, and refuses an empty change on that correction', () => {
    const values = fittingToForm(fitting);
    expect(values.heelCm).toBe('9');
    const body = toFittingBody({ ...values, corrections: [{ ...values.corrections[0]!, change: '' }] });
    expect(body.corrections?.[0]?.id).toBe('k1');
    const parsed = createFittingBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('corrections.0.change');
  });

  it('reads a correction in inches as a tailor writes it, and refuses what it cannot keep (decision 178)', () => {
    const values = emptyFittingForm(new Date(2030, 2, 12, 9, 5));
    const row = { ...newRow(), name: 'Waist', unit: 'in' as const };
    const body = toFittingBody(
      {
        ...values,
        heelCm: '7,25',
        corrections: [
          { ...row, change: '-3/8' },
          { ...row, change: '+1 1/4' },
        ],
      },
      'fr',
    );
    expect(body.corrections?.map((c) => c.change)).toEqual([-0.375, 1.25]);
    expect(body.heelHeightMm).toBeNaN();
    expect(toFittingBody({ ...values, corrections: [{ ...row, change: '1/3' }] }, 'fr').corrections?.[0]?.change).toBeNaN();
  });
});
