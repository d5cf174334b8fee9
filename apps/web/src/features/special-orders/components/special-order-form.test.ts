import { describe, expect, it } from 'vitest';
import { emptySpecialOrderForm, toCreateSpecialOrderBody, toUpdateSpecialOrderBody } from './special-order-form';

const typed = {
  ...emptySpecialOrderForm,
  clientId: 'k1',
  styleId: 'st1',
  size: ' 12 ',
  sizeChartId: 'c1',
  weddingDate: '2027-09-12',
};
const fr = { language: 'fr', currency: 'EUR' };

describe('the special order form (decision 216)', () => {
  it('reads the price and the deposit as a French boutique writes them, to the cent', () => {
    const built = toCreateSpecialOrderBody({ ...typed, price: '2 890,10', deposit: '1 445,05' }, fr);
    expect(built).toEqual({
      ok: true,
      body: expect.objectContaining({ clientId: 'k1', size: '12', sizeChartId: 'c1', price: 2890.1, deposit: 1445.05 }),
    });
  });

  it('refuses an amount it cannot read on its field, and a deposit above the price, sending nothing', () => {
    const unreadable = toCreateSpecialOrderBody({ ...typed, price: '2 89O,10', deposit: '1 000' }, fr);
    expect(unreadable.ok).toBe(false);
    expect(!unreadable.ok && Object.keys(unreadable.errors)).toContain('price');
    const above = toCreateSpecialOrderBody({ ...typed, price: '1 000', deposit: '1 000,01' }, fr);
    expect(!above.ok && above.errors.deposit).toBe('The deposit cannot be more than the price');
  });

  it('sends the designer’s confirmation and ship date on an edit, and no style when the catalogue no longer has it', () => {
    const built = toUpdateSpecialOrderBody(
      { ...typed, styleId: '', price: '2890.10', deposit: '0', designerConfirmation: ' PRV-88412 ', promisedShipDate: '2027-07-18' },
      { language: 'en', currency: 'USD' },
    );
    expect(built.ok && built.body).toMatchObject({ designerConfirmation: 'PRV-88412', promisedShipDate: '2027-07-18', price: 2890.1 });
    expect(built.ok && 'styleId' in built.body).toBe(false);
  });
});
