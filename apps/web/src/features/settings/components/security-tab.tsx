import type { UserProfile } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useChangePassword } from '@/features/account';
import { emptyPasswordForm, toPasswordBody, type PasswordFormValues } from '@/features/account';
import { DeleteAccountSection } from '@/features/data';
import { LeaveStudioSection } from '@/features/team';
import { SessionsSection } from '@/features/account';
import { SettingsSection } from '@/components/layout/settings-section';
import { TwoFactorSection } from '@/features/two-factor';

export const securityMessages = i18n('settings-security', {
  passwordTitle: 'Change password',
  passwordDescription: 'Changing it signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  confirmPassword: 'Confirm new password',
  mismatch: 'New passwords do not match!',
  save: 'Update Password',
});

/** Change password (PATCH /user/password), two-factor sign-in, and the signed-in devices. */
export function PasswordSection() {
  const t = useMessages(securityMessages);
  const form = useForm<PasswordFormValues>(emptyPasswordForm);
  const { values, setValues, errors, text } = form;
  const change = useChangePassword();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(toPasswordBody(values, t.mismatch), (body) => change.mutateAsync(body));
    if (saved) setValues(emptyPasswordForm);
  };

  return (
    <SettingsSection title={t.passwordTitle} description={t.passwordDescription}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid max-w-md gap-4">
        <Field label={t.currentPassword} error={errors.currentPassword}>
          {(p) => (
            <PasswordInput {...p} value={values.currentPassword} onChange={text('currentPassword')} autoComplete="current-password" />
          )}
        </Field>
        <Field label={t.newPassword} hint={t.newPasswordHint} error={errors.newPassword}>
          {(p) => <PasswordInput {...p} value={values.newPassword} onChange={text('newPassword')} autoComplete="new-password" />}
        </Field>
        <Field label={t.confirmPassword} error={errors.confirmPassword}>
          {(p) => <PasswordInput {...p} value={values.confirmPassword} onChange={text('confirmPassword')} autoComplete="new-password" />}
        </Field>
        <div>
          <Button type="submit" loading={change.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

export function SecurityTab({ profile, withDeleteAccount = false }: { profile: UserProfile; withDeleteAccount?: boolean }) {
  // A member other than the owner may leave for a studio of their own (decision 072).
  const isMember = !!profile.studio && profile.studio.role !== 'owner';
  return (
    <div className="space-y-6">
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection sessions={profile.activeSessions} />
      {isMember && <LeaveStudioSection />}
      {withDeleteAccount && <DeleteAccountSection />}
    </div>
  );
}
