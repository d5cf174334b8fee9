import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { MissingEmailNotice, ResendCode, useBusyAction } from './code-flow';
import { emptyOtp, isOtpComplete, OtpInput, otpToString } from './otp-input';

export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const storedEmail = useAuthStore((s) => s.emailForVerification);
  const email = params.get('email')?.trim() || storedEmail || '';
  const verifyOtp = useAuthStore((s) => s.verifyOtp);
  const sendOtp = useAuthStore((s) => s.sendOtp);
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const { busy, run } = useBusyAction<'verify' | 'resend'>();

  if (!email) {
    return (
      <MissingEmailNotice
        title="Verify your email"
        message="Error: Email for verification not found. Please go back to signup."
        to="/signup"
        linkText="Go to signup"
      />
    );
  }

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpComplete(digits)) return toast.error('Please enter a complete 4-digit code.');
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
      title="Verify your email"
      description={
        <>
          Enter the 4-digit code we sent to <strong className="break-all text-foreground">{email}</strong>
        </>
      }
    >
      <form onSubmit={onVerify} className="space-y-6">
        <OtpInput value={digits} onChange={setDigits} autoFocus label="Verification code" />
        <Button type="submit" size="lg" className="w-full" loading={busy === 'verify'} disabled={busy !== null}>
          Verify Code
        </Button>
      </form>
      <ResendCode prompt="Didn't get a code?" disabled={busy !== null} onResend={onResend} />
    </AuthShell>
  );
}
