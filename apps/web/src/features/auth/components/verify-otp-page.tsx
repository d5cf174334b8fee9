import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { emptyOtp, isOtpComplete, OtpInput, otpToString } from './otp-input';

export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const storedEmail = useAuthStore((s) => s.emailForVerification);
  const email = params.get('email')?.trim() || storedEmail || '';
  const verifyOtp = useAuthStore((s) => s.verifyOtp);
  const sendOtp = useAuthStore((s) => s.sendOtp);
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  if (!email) {
    return (
      <AuthShell title="Verify your email">
        <Alert variant="error">Error: Email for verification not found. Please go back to signup.</Alert>
        <Link to="/signup" className={buttonVariants({ className: 'mt-6 w-full' })}>
          Go to signup
        </Link>
      </AuthShell>
    );
  }

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpComplete(digits)) {
      toast.error('Please enter a complete 4-digit code.');
      return;
    }
    setBusy('verify');
    try {
      await verifyOtp(email, otpToString(digits));
      void navigate('/login', { replace: true });
    } catch {
      // Toasted by the store; the digits stay so the user can correct one.
    } finally {
      setBusy(null);
    }
  };

  const onResend = async () => {
    if (!email) {
      toast.error('Email not found for resending OTP.');
      return;
    }
    setBusy('resend');
    try {
      await sendOtp(email);
      setDigits(emptyOtp());
    } catch {
      // Toasted by the store.
    } finally {
      setBusy(null);
    }
  };

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
      <div className="mt-4 text-center text-sm text-muted-foreground">
        Didn&apos;t get a code?{' '}
        <Button variant="link" onClick={() => void onResend()} disabled={busy !== null}>
          Resend Code
        </Button>
      </div>
    </AuthShell>
  );
}
