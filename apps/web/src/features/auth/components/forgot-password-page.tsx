import { emailBodySchema } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell, BackToLogin } from './auth-shell';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { EmailField } from './email-field';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('forgot-password', {
  title: 'Forgot your password?',
  description: 'Enter your email and we will send you a 4-digit code to reset it.',
  submit: 'Send Reset Code',
});

export function ForgotPasswordPage() {
  const forgotPassword = useAuthStore((s) => s.forgotPassword);
  const fields = useForm({ email: '' });
  const { email } = fields.values;
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const t = useMessages(messages);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const sent = await fields.submit(validateBody(emailBodySchema, fields.values), (body) => forgotPassword(body.email));
    setBusy(false);
    if (sent) void navigate(`/reset-password?email=${encodeURIComponent(email.trim().toLowerCase())}`);
  };

  return (
    <AuthShell title={t.title} description={t.description} footer={<BackToLogin />}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <EmailField value={email} error={fields.errors.email} onChange={(value) => fields.set('email', value)} />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {t.submit}
        </Button>
      </form>
    </AuthShell>
  );
}
