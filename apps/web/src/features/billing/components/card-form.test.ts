import { describe, expect, it } from 'vitest';
import { toCardBody, formatCardNumber, formatExpiry, luhnValid } from './card-form';

const t = { numberInvalid: 'number', expiryInvalid: 'expiry', expired: 'expired', cvcInvalid: 'cvc' };
const now = new Date(2026, 10, 23);

describe('the sandbox card form', () => {
  it('groups the number by four and writes the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00000002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242 424');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks the number with the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('builds the tokenize body from a valid card', () => {
    expect(toCardBody({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, t, now)).toEqual({
      ok: true,
      body: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(toCardBody({ number: '4242424242424242', expiry: '11/2026', cvc: '1234' }, t, now)).toMatchObject({
      ok: true,
      body: { expMonth: 11, expYear: 2026 },
    });
  });

  it('refuses a mistyped number, a bad or past expiry and a short code, each under its field', () => {
    expect(toCardBody({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, t, now)).toEqual({
      ok: false,
      errors: { number: 'number', expiry: 'expiry', cvc: 'cvc' },
    });
    expect(toCardBody({ number: '', expiry: '', cvc: '' }, t, now)).toEqual({
      ok: false,
      errors: { number: 'number', expiry: 'expiry', cvc: 'cvc' },
    });
    expect(toCardBody({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, t, now)).toEqual({
      ok: false,
      errors: { expiry: 'expired' },
    });
  });
});
