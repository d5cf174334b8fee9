import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';
import { SettingsSection } from '@/components/layout/settings-section';
import { useLeaveStudio } from '../api/team-api';

const messages = i18n('settings-leave-studio', {
  title: 'Leave the studio',
  description: params('You work in {studio}. Leaving takes you back to a studio of your own; the records you made stay theirs.'),
  leave: 'Leave the studio',
  confirmTitle: params('Leave {studio}?'),
  confirmText: 'You lose access to its clients and records at once. To come back, the owner must invite you again.',
});

/** A member other than the owner leaves for a studio of their own (POST /team/leave, decision 072). */
export function LeaveStudioSection() {
  const t = useMessages(messages);
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveStudio();
  const studio = user?.studio.name ?? '';
  return (
    <SettingsSection title={t.title} description={t.description({ studio })}>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {t.leave}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle({ studio })}
          description={t.confirmText}
          confirmLabel={t.leave}
          confirmVariant="destructive"
          action={() => leave.mutateAsync()}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsSection>
  );
}
