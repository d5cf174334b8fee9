import { describe, expect, it } from 'vitest';
import { emptyPieceForm, toCreatePieceBody, toUpdatePieceBody } from './piece-form';

const fr = { language: 'fr', currency: 'EUR' };
const typed = { ...emptyPieceForm, styleId: 'st1', size: '40' };

describe('the piece form’s rental terms (decision 222)', () => {
  it('sends the terms typed as a French shop writes them, and none when the piece is not rented out', () => {
    const rented = toCreatePieceBody(
      {
        ...typed,
        rentable: true,
        rentalPrice: '89,50',
        rentalPeriod: 'weekend',
        rentalDeposit: '150',
        bufferDays: '2',
        replacementValue: '1 290,00',
      },
      fr,
    );
    expect(rented.ok && rented.body.rental).toEqual({
      price: 89.5,
      period: 'weekend',
      deposit: 150,
      bufferDays: 2,
      replacementValue: 1290,
    });
    const kept = toUpdatePieceBody({ ...typed, rentable: false, rentalPrice: '89,50' }, fr);
    expect(kept.ok && kept.body.rental).toBeNull();
  });

  it('refuses a price it cannot read and a part of a day on their fields, sending nothing', () => {
    const built = toCreatePieceBody({ ...typed, rentable: true, rentalPrice: '89,5O', bufferDays: '1,5' }, fr);
    expect(!built.ok && Object.keys(built.errors).sort()).toEqual(['rental.bufferDays', 'rental.price']);
    const missing = toCreatePieceBody({ ...typed, rentable: true }, fr);
    expect(!missing.ok && Object.keys(missing.errors)).toEqual(['rental.price']);
  });
});
