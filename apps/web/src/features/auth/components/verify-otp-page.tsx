import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { MissingEmailNotice, ResendCode, useBusyAction } from './code-flow';
import { emptyOtp, isOtpComplete, OtpInput, otpToString } from './otp-input';

export const messages = i18n('verify-otp', {
  title: 'Verify your email',
  missingEmail: 'Error: Email for verification not found. Please go back to signup.',
  goToSignup: 'Go to signup',
  incompleteCode: 'Please enter a complete 4-digit code.',
  description: 'Enter the 4-digit code we sent to ',
  code: 'Verification code',
  submit: 'Verify Code',
  noCode: "Didn't get a code?",
});

export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const storedEmail = useAuthStore((s) => s.emailForVerification);
  const email = params.get('email')?.trim() || storedEmail || '';
  const verifyOtp = useAuthStore((s) => s.verifyOtp);
  const sendOtp = useAuthStore((s) => s.sendOtp);
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const { busy, run } = useBusyAction<'verify' | 'resend'>();
  const t = useMessages(messages);

  if (!email) {
    return <MissingEmailNotice title={t.title} message={t.missingEmail} to="/signup" linkText={t.goToSignup} />;
  }

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpComplete(digits)) return toast.error(t.incompleteCode);
    // On failure the store has toasted; the digits stay so the user can correct one.
    void run('verify', async () => {
      await verifyOtp(email, otpToString(digits));
      void navigate('/login', { replace: true });
    });
  };

  const onResend = () =>
    void run('resend', async () => {
      await sendOtp(email);
      setDigits(emptyOtp());
    });

  return (
    <AuthShell
      title={t.title}
      description={
        <>
          {t.description}
          <strong className="break-all text-foreground">{email}</strong>
        </>
      }
    >
      <form onSubmit={onVerify} className="space-y-6">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the code is all this page asks for; signup and an unverified sign-in land here (decision 063) */}
        <OtpInput value={digits} onChange={setDigits} autoFocus label={t.code} />
        <Button type="submit" size="lg" className="w-full" loading={busy === 'verify'} disabled={busy !== null}>
          {t.submit}
        </Button>
      </form>
      <ResendCode prompt={t.noCode} disabled={busy !== null} onResend={onResend} />
    </AuthShell>
  );
}
