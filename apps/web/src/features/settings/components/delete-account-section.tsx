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
import { toast } from '@/lib/toast';
import { useProfile } from '../api/account-api';
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
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'password' && !password) return setErrors({ password: t.passwordRequired });
    if (mode === 'code' && !/^\d{4}$/.test(otp)) return setErrors({ otp: t.codeRequired });
    setSaving(true);
    try {
      await dataApi.deleteAccount(mode === 'password' ? { password } : { otp });
      onDeleted();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else handleError(err);
      setSaving(false);
    }
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
              <PasswordInput {...control} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
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
                  maxLength={4}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 4))}
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
