import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BrandMark } from '@/components/ui/brand';
import { Button, buttonVariants } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { MAIN_ID, SkipLink } from '@/components/ui/skip-link';
import { Spinner } from '@/components/ui/spinner';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';
import { useFormat } from '@/lib/use-format';
import { useForm } from '@/lib/use-form';
import { useAcceptInvite, useInviteLookup } from '../api/join-api';
import { joinErrorText } from './join-text';
import { useInviteToken } from './use-invite-token';

export const messages = i18n('join', {
  title: 'Join a studio',
  loading: 'Reading the invitation...',
  missing: 'This invitation link is incomplete. Open the link from the mail again, or ask for a new invitation.',
  unavailable: 'This invitation has expired, was already used or was revoked. Ask the studio for a new one.',
  otherAddress: 'This invitation is for another address. Sign in with the address it was sent to.',
  notEmpty:
    'Your own studio still holds clients, records or other members. Export and delete them, or ask the studio for an invitation to another address.',
  notFound: 'This invitation link is not valid. Open the link from the mail again.',
  offer: params('{inviter} invites you to join {studio} as {role}.'),
  sentTo: params('Sent to {email}. Good until {date}.'),
  manager: 'a manager',
  staff: 'staff',
  signedOut: 'Sign in or create an account with this address to accept. You come back here afterwards.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
  leave: 'I leave my current studio',
  leaveHint: 'You will work in this studio instead of your own. Your own studio must hold no records.',
  leaveRequired: 'Confirm that you leave your current studio',
  join: 'Join the studio',
  notYou: 'Signed in with another address? Sign out',
});

/** The words a role reads in the sentence ("as a manager"); the label otherwise. */
const roleWord = (role: 'manager' | 'staff', t: { manager: string; staff: string }) => (role === 'manager' ? t.manager : t.staff);

/**
 * /join (decision 072): the link's secret (`#token=`) is read once and kept for this tab, so signing
 * up or in comes back here. Anyone can see what the invitation offers; a signed-in person confirms
 * they leave their own studio and joins, and the session's user becomes the new studio's member.
 */
export function JoinPage() {
  const t = useMessages(messages);
  const token = useInviteToken();
  const { user, logout } = useSession();
  const format = useFormat();
  const checkId = useId();
  const form = useForm({ leave: false });
  const { leave } = form.values;
  const leaveError = form.errorOf('leave');
  const lookup = useInviteLookup(token);
  const accept = useAcceptInvite(token);

  const join = () => {
    // Joining takes the user out of their own studio: they confirm it first (decision 072).
    if (!leave) {
      form.setErrors({ leave: t.leaveRequired });
      return;
    }
    accept.mutate();
  };

  let body;
  if (!token) body = <Alert variant="error">{t.missing}</Alert>;
  else if (lookup.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-6 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  } else if (lookup.isError) body = <Alert variant="error">{joinErrorText(lookup.error, t)}</Alert>;
  else {
    const invite = lookup.data;
    body = (
      <div className="space-y-5">
        <div className="space-y-1 text-center" data-testid="invite-offer">
          <p className="text-base">{t.offer({ inviter: invite.invitedBy, studio: invite.studioName, role: roleWord(invite.role, t) })}</p>
          <p className="text-sm text-muted-foreground">{t.sentTo({ email: invite.email, date: format.dateTime(invite.expiresAt) })}</p>
        </div>
        {accept.isError && <Alert variant="error">{joinErrorText(accept.error, t)}</Alert>}
        {user ? (
          <div className="space-y-4">
            <div className="space-y-1">
              <div className="flex items-start gap-2">
                <Checkbox
                  id={checkId}
                  checked={leave}
                  aria-describedby={`${checkId}-hint`}
                  aria-invalid={leaveError ? true : undefined}
                  onCheckedChange={(v) => form.set('leave', v === true)}
                />
                <Label htmlFor={checkId} className="font-normal">
                  {t.leave}
                </Label>
              </div>
              <p id={`${checkId}-hint`} className="text-xs text-muted-foreground">
                {leaveError ? <span className="font-medium text-destructive">{leaveError}</span> : t.leaveHint}
              </p>
            </div>
            <Button className="w-full" onClick={join} loading={accept.isPending}>
              {t.join}
            </Button>
            <Button variant="link" className="w-full" onClick={() => void logout()}>
              {t.notYou}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-center text-sm text-muted-foreground">{t.signedOut}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link to="/login" className={buttonVariants({ className: 'flex-1' })}>
                {t.signIn}
              </Link>
              <Link to="/signup" className={buttonVariants({ variant: 'outline', className: 'flex-1' })}>
                {t.createAccount}
              </Link>
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 pt-8 pb-36 sm:justify-center sm:py-12">
      <SkipLink />
      <BrandMark className="mb-6" />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="w-full max-w-md rounded-2xl border border-border bg-card p-5 shadow-sm outline-none sm:p-8"
      >
        <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight">{t.title}</h1>
        {body}
      </main>
    </div>
  );
}
