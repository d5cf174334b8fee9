import { confirmEmailBodySchema } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { OTP_LENGTH, otpDigits } from '@/lib/otp-digits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useCancelEmailChange, useConfirmEmail, useResendEmailCode } from '../api/account-api';

export const emailChangeMessages = i18n('settings-email-change', {
  sentTo: params('We sent a code to {email}'),
  explain: 'Your current address stays in use until you enter the 4-digit code from that message.',
  code: 'Verification code',
  confirm: 'Confirm',
  resend: 'Resend',
  cancel: 'Cancel',
});

/**
 * A pending email change (decision 024): the code mailed to the new address confirms it
 * (POST /user/email/confirm); Resend mails another, Cancel keeps the current address.
 */
export function EmailChangeConfirm({ pendingEmail }: { pendingEmail: string }) {
  const t = useMessages(emailChangeMessages);
  const form = useForm({ otp: '' });
  const confirm = useConfirmEmail();
  const resend = useResendEmailCode(pendingEmail);
  const cancel = useCancelEmailChange();
  const busy = confirm.isPending || resend.isPending || cancel.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(validateBody(confirmEmailBodySchema, form.values), (body) => confirm.mutateAsync(body.otp));
    if (saved) form.setValues({ otp: '' });
  };

  return (
    <section aria-labelledby="email-change-title" className="mt-6 space-y-3 rounded-lg border border-border bg-muted p-4">
      <h3 id="email-change-title" className="font-semibold">
        {t.sentTo({ email: pendingEmail })}
      </h3>
      <p className="text-sm text-muted-foreground">{t.explain}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label={t.code} error={form.errors.otp} className="sm:w-48">
          {(p) => (
            <Input
              {...p}
              value={form.values.otp}
              onChange={(e) => form.set('otp', otpDigits(e.target.value))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              className="tracking-[0.4em]"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirm.isPending} disabled={busy}>
            {t.confirm}
          </Button>
          <Button variant="outline" loading={resend.isPending} disabled={busy} onClick={() => resend.mutate()}>
            {t.resend}
          </Button>
          <Button variant="ghost" loading={cancel.isPending} disabled={busy} onClick={() => cancel.mutate(undefined)}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
