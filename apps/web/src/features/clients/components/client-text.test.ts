import { describe, expect, it } from 'vitest';
import { toCreateClientBody, toUpdateClientBody } from './client-form';
import { activeProjectsText, lastOrderText, otherStatus, relatedText } from './client-text';

describe('client card texts', () => {
  it('words the active project count', () => {
    expect(activeProjectsText(0)).toBe('No active projects');
    expect(activeProjectsText(1)).toBe('1 active project');
    expect(activeProjectsText(4)).toBe('4 active projects');
  });

  it("says 'Never ordered' without a last order, else the date", () => {
    expect(lastOrderText('')).toBe('Never ordered');
    expect(lastOrderText('Mar 4, 2025')).toBe('Last Order Date: Mar 4, 2025');
  });

  it('names the records deleted with the client, singular and plural', () => {
    expect(relatedText({ measurements: 1, projects: 0 })).toBe('1 measurement and 0 projects');
    expect(relatedText({ measurements: 3, projects: 1 })).toBe('3 measurements and 1 project');
  });

  it('switches to the other status', () => {
    expect(otherStatus('active')).toBe('inactive');
    expect(otherStatus('inactive')).toBe('active');
  });
});

describe('client form checks (the shared schema the server uses)', () => {
  it("needs a name and a valid email, in the server's words", () => {
    const empty = {
      name: ' ',
      email: 'not-an-email',
      phone: '',
      address: '',
      notes: '',
      preferredChannel: 'email' as const,
      language: '' as const,
      companyNumber: '',
      vatNumber: '',
      country: '',
    };
    expect(toCreateClientBody(empty)).toEqual({ ok: false, errors: { name: 'Name is required', email: 'Enter a valid email address' } });
  });
});

describe('client form bodies', () => {
  const typed = {
    name: ' Grace ',
    email: '',
    phone: ' 555 ',
    address: '',
    notes: '',
    preferredChannel: 'sms' as const,
    language: '' as const,
    companyNumber: '',
    vatNumber: '',
    country: '',
  };

  it('omits empty optional fields on create, and sends the preferred channel (decision 083)', () => {
    expect(toCreateClientBody(typed)).toEqual({ ok: true, body: { name: 'Grace', phone: '555', preferredChannel: 'sms' } });
  });

  it('sends emptied optional fields as null on edit so they are cleared', () => {
    expect(toUpdateClientBody(typed)).toEqual({
      ok: true,
      body: {
        name: 'Grace',
        email: null,
        phone: '555',
        address: null,
        notes: null,
        companyNumber: null,
        vatNumber: null,
        country: null,
        preferredChannel: 'sms',
      },
    });
  });

  it('sends a business client’s company and VAT numbers and its country in capitals (decision 167)', () => {
    const business = { ...typed, companyNumber: ' 123 456 789 ', vatNumber: 'FR12123456789', country: ' fr ' };
    expect(toCreateClientBody(business)).toMatchObject({
      ok: true,
      body: { companyNumber: '123 456 789', vatNumber: 'FR12123456789', country: 'FR' },
    });
    expect(toUpdateClientBody({ ...business, country: 'France' })).toMatchObject({
      ok: false,
      errors: { country: 'Country must be a two-letter code such as FR or GB' },
    });
  });

  it('sends the language chosen, and none when the studio’s is kept (decision 128)', () => {
    const french = { ...typed, language: 'fr' as const };
    expect(toCreateClientBody(french)).toEqual({
      ok: true,
      body: { name: 'Grace', phone: '555', preferredChannel: 'sms', language: 'fr' },
    });
    expect(toUpdateClientBody(french)).toMatchObject({ ok: true, body: { language: 'fr' } });
  });
});
