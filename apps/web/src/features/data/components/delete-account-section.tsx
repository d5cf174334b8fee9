import { deleteAccountBodySchema, type DeleteAccountBody } from '@atelier/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { fieldErrorsOf } from '@/lib/api-client';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';
import { OTP_LENGTH, otpDigits } from '@/lib/otp-digits';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useProfile } from '@/features/account';
import { dataApi } from '../api/data-api';
import { dataMessages } from './data-messages';

const FORM_ID = 'delete-account-form';

/**
 * Deleting needs the password, or for accounts that sign in with Google or Facebook (no password)
 * an emailed code (decision 024). The profile says which the account has; the other way stays offered.
 */
function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const t = useMessages(dataMessages);
  const hasPassword = useProfile().data?.hasPassword ?? true;
  const [mode, setMode] = useState<'password' | 'code'>(hasPassword ? 'password' : 'code');
  const form = useForm({ password: '', otp: '' });
  const { values, errors, setErrors } = form;
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  const sendCode = async () => {
    setSending(true);
    try {
      await dataApi.sendDeleteCode();
      setCodeSent(true);
      setErrors({});
    } catch (err) {
      handleError(err);
    } finally {
      setSending(false);
    }
  };

  // The call goes past the query client, so what it does not put on a field is toasted here.
  const deleteAccount = (body: DeleteAccountBody) =>
    dataApi.deleteAccount(body).catch((err: unknown) => {
      if (Object.keys(fieldErrorsOf(err)).length === 0) handleError(err);
      throw err;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog's own words for a missing proof, under the field, before the schema's check.
    if (mode === 'password' && !values.password) return setErrors({ password: t.passwordRequired });
    if (mode === 'code' && values.otp.length !== OTP_LENGTH) return setErrors({ otp: t.codeRequired });
    const body = mode === 'password' ? { password: values.password } : { otp: values.otp };
    setSaving(true);
    if (await form.submit(validateBody(deleteAccountBodySchema, body), deleteAccount)) onDeleted();
    else setSaving(false);
  };

  return (
    <FormDialog
      title={t.deleteDialogTitle}
      description={mode === 'password' ? t.deletePasswordDescription : t.deleteCodeDescription}
      formId={FORM_ID}
      submitLabel={t.deleteSubmit}
      isSaving={saving}
      onClose={onClose}
    >
      <form id={FORM_ID} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {mode === 'password' ? (
          <Field label={t.passwordLabel} error={errors.password}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" value={values.password} onChange={form.text('password')} />
            )}
          </Field>
        ) : (
          <>
            <Button variant="outline" size="sm" onClick={() => void sendCode()} loading={sending}>
              {codeSent ? t.resendCode : t.sendCode}
            </Button>
            {codeSent && (
              <p role="status" className="text-sm text-muted-foreground">
                {t.codeSent}
              </p>
            )}
            <Field label={t.codeLabel} error={errors.otp}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                  value={values.otp}
                  onChange={(e) => form.set('otp', otpDigits(e.target.value))}
                />
              )}
            </Field>
          </>
        )}
        <Button
          variant="link"
          onClick={() => {
            setMode(mode === 'password' ? 'code' : 'password');
            setErrors({});
          }}
        >
          {mode === 'password' ? t.useCodeInstead : t.usePasswordInstead}
        </Button>
      </form>
    </FormDialog>
  );
}

/** The Data tab's last card: the browser's own confirmation first, then the dialog. */
export function DeleteAccountSection() {
  const t = useMessages(dataMessages);
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  });

  // The account and its sessions are gone: the session ends in this browser only (no logout call),
  // once the app has left the protected pages. Ending it earlier would let the sign-in guard send
  // the user to /login instead of '/'.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      const current = sessionRef.current;
      if (current.clearSession) current.clearSession();
      else void current.logout();
    },
    [],
  );

  const start = () => {
    if (window.confirm(t.deleteConfirm)) setOpen(true);
  };

  const onDeleted = () => {
    deleted.current = true;
    setOpen(false);
    toast.success(t.deleted);
    void navigate('/', { replace: true });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t.deleteTitle}</CardTitle>
        <CardDescription>{t.deleteDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={start}>
          {t.deleteButton}
        </Button>
      </CardContent>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </Card>
  );
}
