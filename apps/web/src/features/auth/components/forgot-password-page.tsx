import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { useFieldErrors } from '@/lib/use-field-errors';
import { EmailField } from './email-field';
import { inlineLinkClasses } from '@/components/ui/link-styles';

export function ForgotPasswordPage() {
  const forgotPassword = useAuthStore((s) => s.forgotPassword);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors();
  const navigate = useNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    fields.reset();
    setBusy(true);
    try {
      await forgotPassword(email);
      void navigate(`/reset-password?email=${encodeURIComponent(email.trim().toLowerCase())}`);
    } catch (err) {
      fields.fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter your email and we will send you a 4-digit code to reset it."
      footer={
        <Link to="/login" className={inlineLinkClasses}>
          Back to login
        </Link>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <EmailField
          value={email}
          error={fields.errors.email}
          onChange={(value) => {
            setEmail(value);
            fields.clear('email');
          }}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          Send Reset Code
        </Button>
      </form>
    </AuthShell>
  );
}
