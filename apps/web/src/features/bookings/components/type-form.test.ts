import { describe, expect, it } from 'vitest';
import { emptyTypeForm, readSettingsNumbers, toTypeBody, typeToForm } from './type-form';

const texts = {
  writeAmount: 'Write an amount like 25,50',
  wholeNumber: 'Enter a whole number',
  depositOverPrice: 'Too much',
  language: 'fr',
  currency: 'EUR',
};

describe('the appointment type form', () => {
  it('reads amounts typed with a comma or a point, and spaces in thousands', () => {
    const checked = toTypeBody({ ...emptyTypeForm, name: 'Essayage', price: '1 200,00', deposit: '25,50' }, texts);
    expect(checked.ok && [checked.body.price, checked.body.deposit]).toEqual([1200, 25.5]);
    const point = toTypeBody({ ...emptyTypeForm, name: 'Fitting', price: '69.5', deposit: '' }, texts);
    expect(point.ok && [point.body.price, point.body.deposit]).toEqual([69.5, 0]);
  });

  it('refuses an unreadable amount and minutes that are not whole, naming each field', () => {
    const checked = toTypeBody({ ...emptyTypeForm, name: 'Fitting', price: '25,505', deposit: 'ten', durationMinutes: '45,5' }, texts);
    expect(checked).toEqual({
      ok: false,
      errors: { durationMinutes: 'Enter a whole number', price: 'Write an amount like 25,50', deposit: 'Write an amount like 25,50' },
    });
  });

  it('refuses a deposit above the price and a missing name with the schema’s own words', () => {
    const checked = toTypeBody({ ...emptyTypeForm, name: ' ', price: '20', deposit: '30' }, texts);
    expect(checked).toEqual({ ok: false, errors: { deposit: 'Too much', name: 'Name is required' } });
  });

  it('writes a saved type’s amounts back in the user’s language', () => {
    const form = typeToForm(
      {
        id: 'a',
        name: 'Fitting',
        durationMinutes: 45,
        bufferAfterMinutes: 15,
        price: 80,
        deposit: 25.5,
        eventType: 'fitting',
        memberIds: [],
        active: true,
        position: 0,
      },
      'fr',
    );
    expect([form.durationMinutes, form.bufferAfterMinutes, form.price, form.deposit]).toEqual(['45', '15', '80,00', '25,50']);
  });

  it('reads the notice and the daily cap as whole numbers', () => {
    expect(readSettingsNumbers({ noticeHours: '24', dailyCap: '8' }, 'whole', 'fr')).toEqual({ ok: true, noticeHours: 24, dailyCap: 8 });
    expect(readSettingsNumbers({ noticeHours: '1,5', dailyCap: '' }, 'whole', 'fr')).toEqual({
      ok: false,
      errors: { noticeHours: 'whole', dailyCap: 'whole' },
    });
  });
});
