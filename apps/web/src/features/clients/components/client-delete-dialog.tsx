import type { Client } from '@atelier/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/handle-error';
import { mutateThenClose } from '@/lib/mutate-then-close';
import { useMessages } from '@/lib/i18n/i18n';
import { clientMessages } from '../messages';
import { useClientDetail, useDeleteClient, useUpdateClient } from '../api/clients-api';
import { relatedText } from './client-text';

/**
 * 'Delete Client'. The server deletes the client's measurements and projects with it, so the
 * dialog first asks GET /clients/{id} how many there are (and whether deletion is allowed at
 * all: a rule that grows with invoices) and says so before the user confirms. A client with
 * invoices cannot be deleted (409 CLIENT_HAS_INVOICES): the dialog shows the server's
 * message and offers to mark the client inactive instead.
 */
export function ClientDeleteDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const detail = useClientDetail(client.id);
  const remove = useDeleteClient();
  const update = useUpdateClient();
  const t = useMessages(clientMessages);
  // The refusal of the delete itself (an invoice made after the dialog opened, or no detail yet).
  const [refusal, setRefusal] = useState<string | null>(null);

  // Toasted by the query client; the dialog stays so the user can retry or cancel.
  const onDeleteError = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'CLIENT_HAS_INVOICES') setRefusal(err.message);
  };
  const markInactive = () => mutateThenClose(() => update.mutateAsync({ id: client.id, body: { status: 'inactive' } }), onClose);

  const blocked = refusal !== null || (detail.data ? !detail.data.deletion.allowed : false);
  const blockedMessage = refusal ?? detail.data?.deletion.message;
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t.deleteTitle}
      description={t.deleteDescription({ name: client.name })}
      confirmLabel={t.deleteConfirm}
      confirmVariant="destructive"
      action={() => remove.mutateAsync(client.id)}
      onActionError={onDeleteError}
      busy={update.isPending}
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
        <div className="space-y-3">
          <p className="text-sm font-medium text-destructive" role="alert">
            {blockedMessage}
          </p>
          {client.status !== 'inactive' && (
            <Button variant="outline" onClick={() => void markInactive()} loading={update.isPending}>
              {t.markInactive}
            </Button>
          )}
        </div>
      )}
      {detail.isError && <p className="text-sm text-muted-foreground">{t.relatedFailed({ error: errorMessage(detail.error) })}</p>}
    </ConfirmDialog>
  );
}
