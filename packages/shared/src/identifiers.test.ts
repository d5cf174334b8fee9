import { describe, expect, it } from 'vitest';
import { frenchCompanyNumberProblem, frenchVatKey, normalIdentifier, vatNumberProblem } from './identifiers.js';

/** Decision 184: identifiers kept as typed, written and checked normalised. */
describe('identifiers', () => {
  it('normalises what people type to read a number: spaces, dots, dashes, lower case', () => {
    expect(normalIdentifier('FR 19 812345676')).toBe('FR19812345676');
    expect(normalIdentifier(' 732.829.320 – 00074 ')).toBe('73282932000074');
    expect(normalIdentifier('gb 123-456-789')).toBe('GB123456789');
    expect(normalIdentifier(null)).toBe('');
  });

  it('checks a SIREN’s and a SIRET’s Luhn key, and La Poste’s SIRETs by their own rule', () => {
    expect(frenchCompanyNumberProblem('732 829 320')).toBeNull();
    expect(frenchCompanyNumberProblem('732 829 320 00074')).toBeNull();
    expect(frenchCompanyNumberProblem('552 100 554')).toBeNull();
    expect(frenchCompanyNumberProblem('123 456 789')).toBe('companyNumberKey');
    expect(frenchCompanyNumberProblem('732 829 320 00075')).toBe('companyNumberKey');
    expect(frenchCompanyNumberProblem('356 000 000 00010')).toBeNull();
    expect(frenchCompanyNumberProblem('356 000 000 00011')).toBe('companyNumberKey');
    expect(frenchCompanyNumberProblem('7328293')).toBe('companyNumberFormat');
    expect(frenchCompanyNumberProblem('RCS Paris 732')).toBe('companyNumberFormat');
  });

  it('checks a French VAT number’s key against its SIREN and leaves other countries’ to their registry', () => {
    expect(frenchVatKey('732829320')).toBe('44');
    expect(vatNumberProblem('FR 44 732829320')).toBeNull();
    expect(vatNumberProblem('FR45732829320')).toBe('vatNumberKey');
    expect(vatNumberProblem('FR4473282932')).toBe('vatNumberFormat');
    // A key with letters (numbers given without a SIREN's key) is not computed from the SIREN.
    expect(vatNumberProblem('FRA1732829320')).toBeNull();
    expect(vatNumberProblem('GB 123 4567 89')).toBeNull();
  });
});
