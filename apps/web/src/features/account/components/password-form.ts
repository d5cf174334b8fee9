import { passwordChangeBodySchema, type PasswordChangeBody } from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

export type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const emptyPasswordForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: new and confirmation must match. */
export const PASSWORD_MISMATCH = 'New passwords do not match!';

/**
 * The mismatch is checked first and shown on the confirmation; then the shared schema's rules.
 * The message is this English one unless the screen passes its translation.
 */
export function toPasswordBody(values: PasswordFormValues, mismatch = PASSWORD_MISMATCH): Validated<PasswordChangeBody> {
  if (values.newPassword !== values.confirmPassword) return { ok: false, errors: { confirmPassword: mismatch } };
  return validateBody(passwordChangeBodySchema, { currentPassword: values.currentPassword, newPassword: values.newPassword });
}
