import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { AuthShell } from './auth-shell';

export const messages = i18n('code-flow', { resend: 'Resend Code' });

/**
 * Pieces the two code pages (/verify-otp, /reset-password) share: the screen shown when no email
 * is known, one busy flag for their two actions, and the "Resend Code" line.
 */
export function MissingEmailNotice({ title, message, to, linkText }: { title: string; message: string; to: string; linkText: string }) {
  return (
    <AuthShell title={title}>
      <Alert variant="error">{message}</Alert>
      <Link to={to} className={buttonVariants({ className: 'mt-6 w-full' })}>
        {linkText}
      </Link>
    </AuthShell>
  );
}

/**
 * Runs one action at a time and says which is running. A failed action has been toasted by the
 * store already; `onError` lets a form put field errors in place, and the input stays as typed.
 */
export function useBusyAction<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (kind: K, task: () => Promise<void>, onError?: (err: unknown) => void) => {
    setBusy(kind);
    try {
      await task();
    } catch (err) {
      onError?.(err);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

export function ResendCode({ prompt, disabled, onResend }: { prompt: string; disabled: boolean; onResend: () => void }) {
  const t = useMessages(messages);
  return (
    <div className="mt-4 text-center text-sm text-muted-foreground">
      {prompt}{' '}
      <Button variant="link" onClick={onResend} disabled={disabled}>
        {t.resend}
      </Button>
    </div>
  );
}
