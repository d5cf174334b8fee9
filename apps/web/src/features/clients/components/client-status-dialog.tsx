import type { Client } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateClient } from '../api/clients-api';
import { otherStatus, statusLabel } from './client-text';

/** The confirmation behind the status badge: confirming sends the other status (spec section 4). */
export function ClientStatusDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const update = useUpdateClient();
  const next = otherStatus(client.status);

  const confirm = async () => {
    try {
      await update.mutateAsync({ id: client.id, body: { status: next } });
      onClose();
    } catch {
      // Toasted by the query client; the dialog stays open.
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change Client Status"
      description={`Change the status of ${client.name} from ${statusLabel(client.status)} to ${statusLabel(next)}?`}
      confirmLabel={`Mark as ${statusLabel(next)}`}
      onConfirm={() => void confirm()}
      busy={update.isPending}
    />
  );
}
