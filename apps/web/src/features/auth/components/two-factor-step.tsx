import { twoFactorSigninBodySchema } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { maxLengthOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useAuthStore } from '../stores/auth-store';
import { AuthShell } from './auth-shell';
import { afterSignInPath } from '@/features/team';

const messages = i18n('two-factor-signin', {
  title: 'Two-factor authentication',
  totpDescription: 'Enter the 6-digit code from your authenticator app.',
  recoveryDescription: 'Enter one of the recovery codes you saved when you turned on two-factor authentication.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  codeRequired: 'Enter the code',
  verify: 'Verify',
  useRecovery: 'Use a recovery code',
  useApp: 'Use your authenticator app',
  back: 'Back to sign in',
});

/** The code alone, checked as the server checks it (the challenge token is the store's). */
const CODE_SCHEMA = twoFactorSigninBodySchema.pick({ code: true });
const CODE_MAX = maxLengthOf(CODE_SCHEMA.shape.code);

/** Codes that end the waiting sign-in: the user starts again with the password. */
const DEAD_CHALLENGE = ['TWO_FACTOR_CHALLENGE_INVALID', 'OTP_ATTEMPTS_EXCEEDED'];

/** The second step of a sign-in with 2FA on, for password, Google and Facebook alike (decision 023). */
export function TwoFactorStep() {
  const t = useMessages(messages);
  const completeTwoFactor = useAuthStore((s) => s.completeTwoFactor);
  const cancelTwoFactor = useAuthStore((s) => s.cancelTwoFactor);
  const isLoading = useAuthStore((s) => s.isLoading);
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const fields = useForm({ code: '' });
  const { code } = fields.values;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The page's own words for an empty code, before the schema's check.
    if (!code.trim()) return fields.refuse({ code: t.codeRequired });
    await fields.submit(validateBody(CODE_SCHEMA, { code }), async (body) => {
      try {
        await completeTwoFactor(body.code);
        void navigate(afterSignInPath(), { replace: true });
      } catch (err) {
        // The store has shown the message; a dead challenge sends the user back to the password.
        if (err instanceof ApiError && DEAD_CHALLENGE.includes(err.code)) return cancelTwoFactor();
        throw err;
      }
    });
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    fields.setValues({ code: '' });
    fields.reset();
  };

  return (
    <AuthShell title={t.title} description={recovery ? t.recoveryDescription : t.totpDescription}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={recovery ? t.recoveryLabel : t.codeLabel} error={fields.errors.code}>
          {(p) =>
            recovery ? (
              <Input
                {...p}
                key="recovery"
                name="recoveryCode"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="xxxx-xxxx"
                maxLength={CODE_MAX}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step replaces the form that had focus; its first field takes it (decision 063)
                autoFocus
                value={code}
                onChange={fields.text('code')}
              />
            ) : (
              <Input
                {...p}
                key="totp"
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={6}
                placeholder="123456"
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step replaces the form that had focus; its first field takes it (decision 063)
                autoFocus
                className="text-center font-mono text-lg tracking-[0.4em]"
                value={code}
                onChange={(e) => fields.set('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
            )
          }
        </Field>
        <Button type="submit" className="w-full" loading={isLoading}>
          {t.verify}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-2">
        <Button variant="link" onClick={switchMode}>
          {recovery ? t.useApp : t.useRecovery}
        </Button>
        <Button variant="link" onClick={cancelTwoFactor}>
          {t.back}
        </Button>
      </div>
    </AuthShell>
  );
}
