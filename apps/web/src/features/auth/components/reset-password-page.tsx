import { LIMITS } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { MissingEmailNotice, ResendCode, useBusyAction } from './code-flow';
import { emptyOtp, isOtpComplete, OtpInput, otpToString } from './otp-input';
import { useFieldErrors } from '@/lib/use-field-errors';
import { inlineLinkClasses } from '@/components/ui/link-styles';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const storedEmail = useAuthStore((s) => s.emailForPasswordReset);
  const email = params.get('email')?.trim() || storedEmail || '';
  const resetPassword = useAuthStore((s) => s.resetPassword);
  const forgotPassword = useAuthStore((s) => s.forgotPassword);
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, run } = useBusyAction<'reset' | 'resend'>();
  const fields = useFieldErrors();

  if (!email) {
    return (
      <MissingEmailNotice
        title="Reset your password"
        message="Email not found for password reset. Please start over."
        to="/forgot-password"
        linkText="Request a reset code"
      />
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    fields.reset();
    if (!isOtpComplete(digits)) return toast.error('Please enter the full 4-digit code.');
    if (password.length < LIMITS.passwordMin) return toast.error('New password must be at least 8 characters long.');
    if (password !== confirm) return toast.error('New password and confirm password do not match.');
    void run(
      'reset',
      async () => {
        await resetPassword(email, otpToString(digits), password);
        void navigate('/login', { replace: true });
      },
      fields.fromError,
    );
  };

  const onResend = () =>
    void run('resend', async () => {
      await forgotPassword(email);
      setDigits(emptyOtp());
    });

  return (
    <AuthShell
      title="Reset your password"
      description={
        <>
          Enter the 4-digit code sent to <strong className="break-all text-foreground">{email}</strong> and choose a new password.
        </>
      }
      footer={
        <Link to="/login" className={inlineLinkClasses}>
          Back to login
        </Link>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div className="space-y-2">
          <p className="text-center text-sm font-medium" aria-hidden>
            Reset code
          </p>
          <OtpInput value={digits} onChange={setDigits} label="Reset code" invalid={!!fields.errors.otp} />
          {fields.errors.otp && <p className="text-center text-xs font-medium text-destructive">{fields.errors.otp}</p>}
        </div>
        <Field label="New Password" hint="Must be at least 8 characters long" error={fields.errors.password}>
          {(p) => <PasswordInput {...p} name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        <Field label="Confirm New Password">
          {(p) => <PasswordInput {...p} name="confirm-password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={busy === 'reset'} disabled={busy !== null}>
          Reset Password
        </Button>
      </form>
      <ResendCode prompt="Need a new code?" disabled={busy !== null} onResend={onResend} />
    </AuthShell>
  );
}
