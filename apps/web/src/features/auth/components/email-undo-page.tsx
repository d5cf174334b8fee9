import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { errorMessage } from '@/lib/handle-error';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useUndoEmailChange } from '../api/auth-api';
import { AuthShell, BackToLogin } from './auth-shell';

export const emailUndoMessages = i18n('email-undo', {
  title: 'Undo the email change',
  description: 'Someone moved your Atelier account to another email address. If it was not you, bring your address back.',
  consequences: 'Undoing signs out every device and removes the password. You then set a new one with "Forgot password".',
  submit: 'Bring my address back',
  done: 'Your address is back. Every device was signed out.',
  setPassword: 'Set a new password',
  missing: 'This link is incomplete. Open the link from the email again.',
});

/** The token travels in the URL fragment (`#token=…`), which never reaches a server log (decision 050). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /email-change/undo: the link mailed to the old address after an email change. Opening it does
 * nothing by itself (mail scanners open links); the button posts the token.
 */
export function EmailUndoPage() {
  const t = useMessages(emailUndoMessages);
  const token = tokenOf(useLocation().hash);
  const undo = useUndoEmailChange();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  const submit = async () => {
    setState({ kind: 'busy' });
    try {
      await undo.mutateAsync(token);
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'error', message: errorMessage(err) });
    }
  };

  return (
    <AuthShell title={t.title} description={t.description} footer={<BackToLogin />}>
      <div className="space-y-4" aria-live="polite">
        {!token && <Alert variant="error">{t.missing}</Alert>}
        {state.kind === 'error' && <Alert variant="error">{state.message}</Alert>}
        {state.kind === 'done' ? (
          <Alert title={t.done}>
            <Link to="/forgot-password" className={inlineLinkClasses}>
              {t.setPassword}
            </Link>
          </Alert>
        ) : (
          token && (
            <>
              <p className="text-sm text-muted-foreground">{t.consequences}</p>
              <Button size="lg" className="w-full" loading={state.kind === 'busy'} onClick={() => void submit()}>
                {t.submit}
              </Button>
            </>
          )
        )}
      </div>
    </AuthShell>
  );
}
