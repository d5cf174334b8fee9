import type { Client } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/handle-error';
import { useClientDetail, useDeleteClient } from '../api/clients-api';
import { relatedText } from './client-text';

/**
 * 'Delete Client'. The server deletes the client's measurements and projects with it, so the
 * dialog first asks GET /clients/{id} how many there are (and whether deletion is allowed at
 * all: a rule that grows with invoices) and says so before the user confirms.
 */
export function ClientDeleteDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const detail = useClientDetail(client.id);
  const remove = useDeleteClient();

  const confirm = async () => {
    try {
      await remove.mutateAsync(client.id);
      onClose();
    } catch {
      // Toasted by the query client; the dialog stays so the user can retry or cancel.
    }
  };

  const blocked = detail.data ? !detail.data.deletion.allowed : false;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Client"
      description={`Are you sure you want to delete ${client.name}? This action cannot be undone.`}
      confirmLabel="Delete"
      confirmVariant="destructive"
      onConfirm={() => void confirm()}
      busy={remove.isPending}
      confirmDisabled={detail.isPending || blocked}
    >
      {detail.isPending && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner size="sm" /> Checking related records...
        </p>
      )}
      {detail.data && !blocked && (
        <p className="text-sm" data-testid="client-delete-related">
          This will also delete {relatedText(detail.data.related)} of this client.
        </p>
      )}
      {blocked && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {detail.data?.deletion.message}
        </p>
      )}
      {detail.isError && (
        <p className="text-sm text-muted-foreground">
          Could not count the related records ({errorMessage(detail.error)}). Deleting the client also deletes all of its measurements and projects.
        </p>
      )}
    </ConfirmDialog>
  );
}
