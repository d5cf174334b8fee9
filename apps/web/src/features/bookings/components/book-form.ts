import type { CreateBookingBody, Language } from '@atelier/shared';

/**
 * The booking page's details form (decision 161), checked in the browser before it is sent, as
 * the server's schema checks it (createBookingBodySchema) but without zod, which the public page
 * does not load. Each refusal names its field; the server's own answer still has the last word.
 */
export type BookingFormValues = {
  name: string;
  email: string;
  phone: string;
  note: string;
  groupCode: string;
  acceptTerms: boolean;
};
export const emptyBookingForm: BookingFormValues = { name: '', email: '', phone: '', note: '', groupCode: '', acceptTerms: false };

/**
 * The form as the page's address starts it: a group's link (`?group=K7M2QX`, decision 160) fills
 * the group's code, which the member can still read and change before booking.
 */
export function bookingFormFrom(search: string): BookingFormValues {
  const group = new URLSearchParams(search).get('group')?.trim().slice(0, 32) ?? '';
  return { ...emptyBookingForm, groupCode: group };
}

export type BookingFormError = 'nameRequired' | 'emailOrPhone' | 'emailInvalid' | 'phoneInvalid' | 'termsRequired';
export type BookingFormCheck =
  | { ok: true; body: CreateBookingBody }
  | { ok: false; errors: Partial<Record<'name' | 'email' | 'phone' | 'acceptTerms', BookingFormError>> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits as people write them: '+33 6 12 34 56 78', '(555) 123-4567', '06.12.34.56.78'. */
const PHONE = /^\+?[\d\s().-]{6,}$/;

export function toBookingBody(
  values: BookingFormValues,
  /** `documentSha256`: the fingerprint of the terms the page showed with the type (decision 183). */
  choice: { typeId: string; start: string; memberId: string | null; language: Language; documentSha256: string },
): BookingFormCheck {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const errors: Extract<BookingFormCheck, { ok: false }>['errors'] = {};
  if (!name) errors.name = 'nameRequired';
  if (!email && !phone) errors.email = 'emailOrPhone';
  if (email && !EMAIL.test(email)) errors.email = 'emailInvalid';
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6)) errors.phone = 'phoneInvalid';
  if (values.acceptTerms !== true) errors.acceptTerms = 'termsRequired';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      typeId: choice.typeId,
      start: choice.start,
      memberId: choice.memberId,
      name,
      email: email || null,
      phone: phone || null,
      note: values.note.trim() || null,
      groupCode: values.groupCode.trim() || null,
      language: choice.language,
      acceptTerms: true,
      documentSha256: choice.documentSha256,
    },
  };
}
