import type { Client } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { clientMessages } from '../messages';
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
  const t = useMessages(clientMessages);

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
      title={t.deleteTitle}
      description={t.deleteDescription({ name: client.name })}
      confirmLabel={t.deleteConfirm}
      confirmVariant="destructive"
      onConfirm={() => void confirm()}
      busy={remove.isPending}
      confirmDisabled={detail.isPending || blocked}
    >
      {detail.isPending && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner size="sm" /> {t.checkingRelated}
        </p>
      )}
      {detail.data && !blocked && (
        <p className="text-sm" data-testid="client-delete-related">
          {t.alsoDeletes({ related: relatedText(detail.data.related, t) })}
        </p>
      )}
      {blocked && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {detail.data?.deletion.message}
        </p>
      )}
      {detail.isError && (
        <p className="text-sm text-muted-foreground">
          {t.relatedFailed({ error: errorMessage(detail.error) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
