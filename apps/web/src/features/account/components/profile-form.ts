import { profileBodySchema, type ProfileBody, type UserProfile } from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

export type ProfileFormValues = {
  fullName: string;
  email: string;
  businessName: string;
  phone: string;
  address: string;
  bio: string;
  website: string;
  /** The proof a new email needs (decision 050): the current password, or the code mailed to the current address. */
  proof: string;
};

/** The full name is split at the first space into firstName and lastName. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

export function profileToForm(profile: UserProfile): ProfileFormValues {
  return {
    fullName: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    email: profile.email,
    businessName: profile.businessName,
    phone: profile.phone,
    address: profile.address,
    bio: profile.bio,
    website: profile.website,
    proof: '',
  };
}

/** Whether the form's email differs from the account's: only then is a proof asked and sent. */
export const emailChanged = (values: ProfileFormValues, currentEmail: string) =>
  values.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();

/** The body field that carries the proof: the password, or for accounts without one the mailed code. */
export const proofFieldOf = (hasPassword: boolean) => (hasPassword ? 'currentPassword' : 'otp');

/**
 * PATCH /user/profile. The email is sent only when it changed: a change is not applied but waits
 * for the code mailed to the new address (decision 024), so an unchanged one must not start that. A
 * changed one goes with its proof (decision 050).
 */
export function toProfileBody(values: ProfileFormValues, currentEmail: string, hasPassword = true): Validated<ProfileBody> {
  const body: ProfileBody = {
    ...splitFullName(values.fullName),
    businessName: values.businessName.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    bio: values.bio.trim(),
    website: values.website.trim(),
  };
  if (emailChanged(values, currentEmail)) {
    body.email = values.email.trim();
    if (values.proof) body[proofFieldOf(hasPassword)] = hasPassword ? values.proof : values.proof.trim();
  }
  return validateBody(profileBodySchema, body);
}

/** Which form field shows an error the server or the schema gave for a body field. */
export function profileFieldOf(path: string): keyof ProfileFormValues | undefined {
  if (path === 'firstName' || path === 'lastName') return 'fullName';
  if (path === 'currentPassword' || path === 'otp' || path === 'twoFactorCode') return 'proof';
  const known: readonly string[] = ['email', 'businessName', 'phone', 'address', 'bio', 'website'];
  return known.includes(path) ? (path as keyof ProfileFormValues) : undefined;
}
