import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { useFieldErrors } from '@/lib/use-field-errors';
import { EmailField } from './email-field';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('forgot-password', {
  title: 'Forgot your password?',
  description: 'Enter your email and we will send you a 4-digit code to reset it.',
  backToLogin: 'Back to login',
  submit: 'Send Reset Code',
});

export function ForgotPasswordPage() {
  const forgotPassword = useAuthStore((s) => s.forgotPassword);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors();
  const navigate = useNavigate();
  const t = useMessages(messages);

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
      title={t.title}
      description={t.description}
      footer={
        <Link to="/login" className={inlineLinkClasses}>
          {t.backToLogin}
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
          {t.submit}
        </Button>
      </form>
    </AuthShell>
  );
}
