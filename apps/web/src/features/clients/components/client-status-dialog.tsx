import type { Client } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useUpdateClient } from '../api/clients-api';
import { clientMessages } from '../messages';
import { otherStatus } from './client-text';

/** The confirmation behind the status badge: confirming sends the other status. */
export function ClientStatusDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const update = useUpdateClient();
  const next = otherStatus(client.status);
  const t = useMessages(clientMessages);
  const labels = useLabels();

  return (
    <ConfirmDialog
      onClose={onClose}
      title={t.statusTitle}
      description={t.statusDescription({ name: client.name, status: labels.clientStatus(client.status), next: labels.clientStatus(next) })}
      confirmLabel={t.markAs({ status: labels.clientStatus(next) })}
      action={() => update.mutateAsync({ id: client.id, body: { status: next } })}
    />
  );
}
