import { sampleProfile } from '@/test/sample-user';
import { describe, expect, it } from 'vitest';
import { profileFieldOf, profileToForm, splitFullName, toProfileBody } from './profile-form';

describe('splitFullName', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('Mary Ann Evans')).toEqual({ firstName: 'Mary', lastName: 'Ann Evans' });
  });

  it('trims, and a single word is the first name only', () => {
    expect(splitFullName('  Cher  ')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName(' Jean   Paul ')).toEqual({ firstName: 'Jean', lastName: 'Paul' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });
});

const profile = sampleProfile({ lastName: 'Lovelace King', businessName: 'Stitch & Co' });

describe('profile body', () => {
  it('joins the name for the form and splits it back for the body', () => {
    const values = profileToForm(profile);
    expect(values.fullName).toBe('Ada Lovelace King');
    const built = toProfileBody({ ...values, fullName: 'Grace Brewster Hopper' }, profile.email);
    expect(built.ok && built.body).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', businessName: 'Stitch & Co' });
  });

  it('sends the email only when it changed, so saving does not start an email change', () => {
    const same = toProfileBody({ ...profileToForm(profile), email: ' ADA@example.com ' }, profile.email);
    expect(same.ok && 'email' in same.body).toBe(false);
    const changed = toProfileBody({ ...profileToForm(profile), email: 'new@example.com' }, profile.email);
    expect(changed.ok && changed.body.email).toBe('new@example.com');
  });

  it('sends the proof with a new email only (decision 050): the password, or the mailed code', () => {
    const values = { ...profileToForm(profile), proof: 'my password' };
    const same = toProfileBody(values, profile.email);
    expect(same.ok && same.body).not.toHaveProperty('currentPassword');
    const changed = toProfileBody({ ...values, email: 'new@example.com' }, profile.email);
    expect(changed.ok && changed.body).toMatchObject({ email: 'new@example.com', currentPassword: 'my password' });
    const social = toProfileBody({ ...values, email: 'new@example.com', proof: '1234' }, profile.email, false);
    expect(social.ok && social.body).toMatchObject({ email: 'new@example.com', otp: '1234' });
    expect(['currentPassword', 'otp', 'twoFactorCode'].map(profileFieldOf)).toEqual(['proof', 'proof', 'proof']);
  });

  it('refuses what the shared schema refuses, on the form field', () => {
    const built = toProfileBody({ ...profileToForm(profile), fullName: ' ', website: 'javascript:alert(1)' }, profile.email);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(Object.keys(built.errors).map(profileFieldOf).sort()).toEqual(['fullName', 'website']);
  });
});
