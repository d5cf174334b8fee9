import { describe, expect, it } from 'vitest';
import { emptyRentalForm, rentalFieldOf, toCreateRentalBody, toUpdateRentalBody } from './rental-form';

const typed = {
  ...emptyRentalForm,
  clientId: 'k1',
  pickupDate: '2027-06-12',
  returnDate: '2027-06-15',
  pieces: [
    { id: 'p1', code: 'S-0001', size: '40', styleName: 'Morning suit' },
    { id: 'p2', code: 'S-0002', size: '42', styleName: 'Morning suit' },
  ],
};
const fr = { language: 'fr', currency: 'EUR' };

describe('the rental form (decision 222)', () => {
  it('sends each chosen piece as a line and the late fee as a French shop writes it, to the cent', () => {
    const built = toCreateRentalBody({ ...typed, lateFeePerDay: '12,50', lateFeeCap: '1 000', note: '  Wedding in Lyon ' }, fr);
    expect(built).toEqual({
      ok: true,
      body: {
        clientId: 'k1',
        pickupDate: '2027-06-12',
        returnDate: '2027-06-15',
        lines: [{ pieceId: 'p1' }, { pieceId: 'p2' }],
        lateFeePerDay: 12.5,
        lateFeeCap: 1000,
        note: 'Wedding in Lyon',
      },
    });
  });

  it('refuses an unreadable fee on its field, no piece, and a negative cap, sending nothing', () => {
    const unreadable = toCreateRentalBody({ ...typed, lateFeePerDay: '12,5O' }, fr);
    expect(!unreadable.ok && Object.keys(unreadable.errors)).toEqual(['lateFeePerDay']);
    const none = toCreateRentalBody({ ...typed, pieces: [] }, fr);
    expect(!none.ok && rentalFieldOf(Object.keys(none.errors)[0]!)).toBe('pieces');
    const negative = toUpdateRentalBody({ ...typed, lateFeeCap: '-5' }, fr);
    expect(!negative.ok && Object.keys(negative.errors)).toEqual(['lateFeeCap']);
  });

  it('shows a refused line under the pieces', () => {
    expect(rentalFieldOf('lines.1.pieceId')).toBe('pieces');
    expect(rentalFieldOf('returnDate')).toBe('returnDate');
  });
});
