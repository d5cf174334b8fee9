import type { Client, ClientDetailData } from '@atelier/shared';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { clientsApi } from '../api/clients-api';
import { useClientsStore } from '../stores/clients-store';
import { relatedText } from './client-text';

type Detail = { state: 'loading' } | { state: 'ready'; data: ClientDetailData } | { state: 'failed'; message: string };

/**
 * 'Delete Client'. The server deletes the client's measurements and projects with it, so the
 * dialog first asks GET /clients/{id} how many there are (and whether deletion is allowed at
 * all: a rule that grows with invoices) and says so before the user confirms.
 */
export function ClientDeleteDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const [detail, setDetail] = useState<Detail>({ state: 'loading' });
  const remove = useClientsStore((s) => s.remove);
  const isSaving = useClientsStore((s) => s.isSaving);

  useEffect(() => {
    let live = true;
    clientsApi.get(client.id).then(
      (data) => live && setDetail({ state: 'ready', data }),
      (err: unknown) => live && setDetail({ state: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [client.id]);

  const confirm = async () => {
    try {
      await remove(client.id);
      onClose();
    } catch {
      // Toasted by the store; the dialog stays so the user can retry or cancel.
    }
  };

  const blocked = detail.state === 'ready' && !detail.data.deletion.allowed;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Client"
      description={`Are you sure you want to delete ${client.name}? This action cannot be undone.`}
      confirmLabel="Delete"
      confirmVariant="destructive"
      onConfirm={() => void confirm()}
      busy={isSaving}
      confirmDisabled={detail.state === 'loading' || blocked}
    >
      {detail.state === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner size="sm" /> Checking related records...
        </p>
      )}
      {detail.state === 'ready' && !blocked && (
        <p className="text-sm" data-testid="client-delete-related">
          This will also delete {relatedText(detail.data.related)} of this client.
        </p>
      )}
      {blocked && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {detail.data.deletion.message}
        </p>
      )}
      {detail.state === 'failed' && (
        <p className="text-sm text-muted-foreground">
          Could not count the related records ({detail.message}). Deleting the client also deletes all of its measurements and projects.
        </p>
      )}
    </ConfirmDialog>
  );
}
