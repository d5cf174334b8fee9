import { LIMITS, resetPasswordBodySchema } from '@atelier/shared';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell, BackToLogin } from './auth-shell';
import { MissingEmailNotice, ResendCode, useBusyAction } from './code-flow';
import { emptyOtp, isOtpComplete, OtpInput, otpToString } from './otp-input';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('reset-password', {
  title: 'Reset your password',
  missingEmail: 'Email not found for password reset. Please start over.',
  requestCode: 'Request a reset code',
  incompleteCode: 'Please enter the full 4-digit code.',
  tooShort: 'New password must be at least 8 characters long.',
  mismatch: 'New password and confirm password do not match.',
  descriptionBefore: 'Enter the 4-digit code sent to ',
  descriptionAfter: ' and choose a new password.',
  resetCode: 'Reset code',
  newPassword: 'New Password',
  passwordHint: 'Must be at least 8 characters long',
  confirmPassword: 'Confirm New Password',
  submit: 'Reset Password',
  needCode: 'Need a new code?',
});

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const storedEmail = useAuthStore((s) => s.emailForPasswordReset);
  const email = params.get('email')?.trim() || storedEmail || '';
  const resetPassword = useAuthStore((s) => s.resetPassword);
  const forgotPassword = useAuthStore((s) => s.forgotPassword);
  const navigate = useNavigate();
  const fields = useForm(() => ({ digits: emptyOtp(), password: '', confirm: '' }));
  const { digits, password, confirm } = fields.values;
  const setDigits = (next: string[]) => fields.set('digits', next);
  const { busy, run } = useBusyAction<'reset' | 'resend'>();
  const t = useMessages(messages);

  if (!email) {
    return <MissingEmailNotice title={t.title} message={t.missingEmail} to="/forgot-password" linkText={t.requestCode} />;
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    fields.reset();
    if (!isOtpComplete(digits)) return toast.error(t.incompleteCode);
    if (password.length < LIMITS.passwordMin) return toast.error(t.tooShort);
    if (password !== confirm) return toast.error(t.mismatch);
    const body = { email, otp: otpToString(digits), password };
    void run('reset', async () => {
      const done = await fields.submit(validateBody(resetPasswordBodySchema, body), (b) => resetPassword(b.email, b.otp, b.password));
      if (done) void navigate('/login', { replace: true });
    });
  };

  const onResend = () =>
    void run('resend', async () => {
      await forgotPassword(email);
      setDigits(emptyOtp());
    });

  return (
    <AuthShell
      title={t.title}
      description={
        <>
          {t.descriptionBefore}
          <strong className="break-all text-foreground">{email}</strong>
          {t.descriptionAfter}
        </>
      }
      footer={<BackToLogin />}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div className="space-y-2">
          <p className="text-center text-sm font-medium" aria-hidden>
            {t.resetCode}
          </p>
          <OtpInput value={digits} onChange={setDigits} label={t.resetCode} invalid={!!fields.errors.otp} />
          {fields.errors.otp && <p className="text-center text-xs font-medium text-destructive">{fields.errors.otp}</p>}
        </div>
        <Field label={t.newPassword} hint={t.passwordHint} error={fields.errors.password}>
          {(p) => (
            <PasswordInput {...p} name="new-password" autoComplete="new-password" value={password} onChange={fields.text('password')} />
          )}
        </Field>
        <Field label={t.confirmPassword}>
          {(p) => (
            <PasswordInput {...p} name="confirm-password" autoComplete="new-password" value={confirm} onChange={fields.text('confirm')} />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={busy === 'reset'} disabled={busy !== null}>
          {t.submit}
        </Button>
      </form>
      <ResendCode prompt={t.needCode} disabled={busy !== null} onResend={onResend} />
    </AuthShell>
  );
}
