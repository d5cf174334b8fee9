import { signinBodySchema } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { SocialLogin } from './social-login';
import { TwoFactorStep } from './two-factor-step';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { EmailField } from './email-field';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { afterSignInPath } from '@/features/team';

export const messages = i18n('login', {
  title: 'Welcome back',
  description: 'Sign in to your Atelier account',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  password: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  submit: 'Sign In',
});

export function LoginPage() {
  const signin = useAuthStore((s) => s.signin);
  const isLoading = useAuthStore((s) => s.isLoading);
  const navigate = useNavigate();
  const fields = useForm({ email: '', password: '', rememberMe: false });
  const { email, password, rememberMe } = fields.values;
  const t = useMessages(messages);
  const challenge = useAuthStore((s) => s.twoFactorChallenge);
  const signedOutReason = useAuthStore((s) => s.signedOutReason);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await fields.submit(validateBody(signinBodySchema, fields.values), async (body) => {
      try {
        // With 2FA on, the page turns into the second step (decision 023).
        if ((await signin(body)) === 'signed-in') void navigate(afterSignInPath(), { replace: true });
      } catch (err) {
        if (!(err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED')) throw err;
        void navigate(`/verify-otp?email=${encodeURIComponent(email.trim().toLowerCase())}`);
      }
    });
  };

  if (challenge) return <TwoFactorStep />;

  return (
    <AuthShell
      title={t.title}
      description={t.description}
      footer={
        <>
          {t.noAccount}{' '}
          <Link to="/signup" className={inlineLinkClasses}>
            {t.signUp}
          </Link>
        </>
      }
    >
      {signedOutReason && (
        <div className="mb-4" data-testid="signed-out-reason">
          <Alert>{signedOutReason}</Alert>
        </div>
      )}
      {/* POST: this form is prerendered (decision 057); sent before any script has run, the password must not go into the address. */}
      <form onSubmit={onSubmit} method="post" className="space-y-4" noValidate>
        <EmailField value={email} error={fields.errors.email} onChange={(value) => fields.set('email', value)} />
        <Field label={t.password} error={fields.errors.password}>
          {(p) => (
            <PasswordInput
              {...p}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={fields.text('password')}
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id="remember-me" checked={rememberMe} onCheckedChange={(v) => fields.set('rememberMe', v === true)} />
            <Label htmlFor="remember-me" className="font-normal">
              {t.rememberMe}
            </Label>
          </div>
          <Link to="/forgot-password" className={cn(standaloneLinkClasses, 'text-sm font-medium text-primary hover:underline')}>
            {t.forgotPassword}
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={isLoading}>
          {t.submit}
        </Button>
      </form>
      <SocialLogin />
    </AuthShell>
  );
}
