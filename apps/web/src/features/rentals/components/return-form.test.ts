import type { Rental } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { returnFormOf, settlementAsTyped, toReturnBody } from './return-form';

const line = (id: string, code: string) => ({
  id: `l-${id}`,
  piece: { id, code, size: '40', colour: '', style: { id: 'st1', styleNumber: 'HB-40', name: 'Morning suit' } },
  wearer: null,
  price: 89.5,
  deposit: 150,
  bufferDays: 2,
  freeFrom: '2027-06-18',
  checkedOut: true,
  returned: null,
});
const rental = {
  id: 'r1',
  returnDate: '2027-06-15',
  deposit: 300,
  lateFeePerDay: 12.5,
  lateFeeCap: 50,
  lines: [line('p1', 'S-0001'), line('p2', 'S-0002')],
} as unknown as Rental;
const fr = { language: 'fr', currency: 'EUR' };

describe('the check-in form (decision 223)', () => {
  it('sends each piece as it came back, a damage charge typed with a French comma kept to the cent', () => {
    const typed = returnFormOf(rental, '2027-06-18');
    typed.pieces[1] = { ...typed.pieces[1]!, condition: 'damaged', note: ' Lining torn ', damageCharge: '49,90' };
    const built = toReturnBody(typed, fr);
    expect(built).toEqual({
      ok: true,
      body: {
        returnedOn: '2027-06-18',
        pieces: [
          { pieceId: 'p1', condition: 'fine', note: null, damageCharge: 0 },
          { pieceId: 'p2', condition: 'damaged', note: 'Lining torn', damageCharge: 49.9 },
        ],
      },
    });
    // Three days late at 12,50: 37,50; with the damage, 300,00 less 87,40.
    expect(settlementAsTyped(rental, typed, fr)).toMatchObject({ lateDays: 3, lateFeeCents: 3750, damageCents: 4990, refundCents: 21260 });
  });

  it('refuses a charge it cannot read on its piece’s field, sending nothing', () => {
    const typed = returnFormOf(rental, '2027-06-15');
    typed.pieces[0] = { ...typed.pieces[0]!, damageCharge: '49,9O' };
    const built = toReturnBody(typed, fr);
    expect(!built.ok && Object.keys(built.errors)).toEqual(['pieces.0.damageCharge']);
  });
});
