import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useSendEmailChangeCode } from '../api/account-api';
import { OTP_LENGTH, otpDigits } from '@/lib/otp-digits';

export const emailProofMessages = i18n('settings-email-proof', {
  currentPassword: 'Current password',
  currentPasswordHint: 'To move your account to a new email address, confirm it is you.',
  passwordRequired: 'Enter your current password to change your email address.',
  code: 'Code sent to your current address',
  codeHint: params('Your account has no password: send a code to {email} and enter it here.'),
  codeRequired: 'Enter the 4-digit code we sent to your current address.',
  sendCode: 'Send code',
  sendAnother: 'Send another code',
});

type Props = {
  hasPassword: boolean;
  currentEmail: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The proof a new email needs (decision 050), shown only while the email field holds a new
 * address: the current password, or for accounts made with Google or Facebook a code mailed to the
 * current address (POST /user/email/code). The ref lets the form move focus here when it is missing.
 */
export function EmailProofField({ hasPassword, currentEmail, value, error, onChange, inputRef: ref }: Props) {
  const t = useMessages(emailProofMessages);
  const [sent, setSent] = useState(false);
  const sendCode = useSendEmailChangeCode(currentEmail);
  const sending = sendCode.isPending;

  if (hasPassword) {
    return (
      <Field label={t.currentPassword} hint={t.currentPasswordHint} error={error} className="sm:col-span-2">
        {(p) => <PasswordInput {...p} ref={ref} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="current-password" />}
      </Field>
    );
  }

  // A failure is toasted by the query client.
  const send = () => sendCode.mutate(undefined, { onSuccess: () => setSent(true) });

  return (
    <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-end">
      <Field label={t.code} hint={t.codeHint({ email: currentEmail })} error={error} className="sm:w-72">
        {(p) => (
          <Input
            {...p}
            ref={ref}
            value={value}
            onChange={(e) => onChange(otpDigits(e.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
          />
        )}
      </Field>
      <Button type="button" variant="outline" loading={sending} onClick={() => void send()}>
        {sent ? t.sendAnother : t.sendCode}
      </Button>
    </div>
  );
}
