import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { offlineMessages } from '@/lib/offline/offline-messages';
import { useOutbox } from '@/lib/offline/outbox';

/**
 * Signing out removes the changes made offline and not yet on the server (decision 092), so with
 * any waiting it asks first (decision 098); without, it signs out at once. `signOut` runs the
 * sign-out itself; `request` is what the Logout control calls.
 */
export function useSignOutQuestion(signOut: () => Promise<void>) {
  const queue = useOutbox();
  const t = useMessages(offlineMessages);
  const [asking, setAsking] = useState(false);
  const request = () => (queue.length > 0 ? setAsking(true) : void signOut());
  const question = asking ? (
    <ConfirmDialog
      onClose={() => setAsking(false)}
      title={t.signOutTitle}
      description={t.signOutDescription(queue.length)}
      cancelLabel={t.stay}
      confirmLabel={t.signOutAnyway}
      confirmVariant="destructive"
      action={signOut}
    />
  ) : null;
  return { request, question };
}
