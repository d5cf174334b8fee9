import { describe, expect, it } from 'vitest';
import { bookingFormFrom, emptyBookingForm, toBookingBody } from './book-form';

const choice = {
  typeId: 't1',
  start: '2026-12-01T09:00:00Z',
  memberId: null,
  language: 'fr' as const,
  documentSha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
};

describe('the booking page’s details form', () => {
  it('starts with the group’s code from a wedding party’s link, and without one otherwise', () => {
    expect(bookingFormFrom('?group=K7M2QX').groupCode).toBe('K7M2QX');
    expect(bookingFormFrom('?booking=b1&paid=1')).toEqual(emptyBookingForm);
  });

  it('refuses to book without the terms agreed, naming the consent', () => {
    const checked = toBookingBody({ ...emptyBookingForm, name: 'Awa Diallo', email: 'awa@example.com' }, choice);
    expect(checked).toEqual({ ok: false, errors: { acceptTerms: 'termsRequired' } });
  });

  it('asks for a name and an email or a phone', () => {
    const checked = toBookingBody({ ...emptyBookingForm, acceptTerms: true }, choice);
    expect(checked).toEqual({ ok: false, errors: { name: 'nameRequired', email: 'emailOrPhone' } });
  });

  it('takes a phone as people write it, with no email, and trims what was typed', () => {
    const checked = toBookingBody(
      { ...emptyBookingForm, name: '  Chloé Martin ', phone: '+33 6 12 34 56 78', note: ' Robe de mariée ', acceptTerms: true },
      choice,
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        typeId: 't1',
        start: '2026-12-01T09:00:00Z',
        memberId: null,
        name: 'Chloé Martin',
        email: null,
        phone: '+33 6 12 34 56 78',
        note: 'Robe de mariée',
        groupCode: null,
        language: 'fr',
        acceptTerms: true,
        documentSha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      },
    });
  });

  it('refuses an email without a domain and a phone without digits', () => {
    const checked = toBookingBody({ ...emptyBookingForm, name: 'A', email: 'awa@', phone: 'call me', acceptTerms: true }, choice);
    expect(checked).toEqual({ ok: false, errors: { email: 'emailInvalid', phone: 'phoneInvalid' } });
  });

  it('sends a wedding party’s code when one is given', () => {
    const checked = toBookingBody({ ...emptyBookingForm, name: 'A', email: 'a@b.fr', groupCode: ' ROSE-24 ', acceptTerms: true }, choice);
    expect(checked.ok && checked.body.groupCode).toBe('ROSE-24');
  });
});
