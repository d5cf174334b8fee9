import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { useFieldErrors } from '@/lib/use-field-errors';
import { EmailField } from './email-field';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const fields = useFieldErrors();
  const t = useMessages(messages);
  const challenge = useAuthStore((s) => s.twoFactorChallenge);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    fields.reset();
    try {
      // With 2FA on, the page turns into the second step (decision 023).
      if ((await signin({ email, password, rememberMe })) === 'signed-in') void navigate('/dashboard', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
        void navigate(`/verify-otp?email=${encodeURIComponent(email.trim().toLowerCase())}`);
        return;
      }
      fields.fromError(err);
    }
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
      {/* POST: this form is prerendered (decision 057); sent before any script has run, the password must not go into the address. */}
      <form onSubmit={onSubmit} method="post" className="space-y-4" noValidate>
        <EmailField
          value={email}
          error={fields.errors.email}
          onChange={(value) => {
            setEmail(value);
            fields.clear('email');
          }}
        />
        <Field label={t.password} error={fields.errors.password}>
          {(p) => (
            <PasswordInput
              {...p}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                fields.clear('password');
              }}
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id="remember-me" checked={rememberMe} onCheckedChange={(v) => setRememberMe(v === true)} />
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
