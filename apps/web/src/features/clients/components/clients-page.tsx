import type { Client } from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PhotosDialog } from '@/features/photos';
import { MeasurementRequestsDialog } from '@/features/measurement-requests';
import { ClientPortalDialog } from '@/features/portal';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { CardGrid } from '@/components/ui/card-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { NEW_CLIENT_PARAM } from '@/lib/navigation';
import { useAddressedSearch } from '@/lib/use-server-search';
import { useClients } from '../api/clients-api';
import { clientMessages } from '../messages';
import { ClientCard } from './client-card';
import { ClientDeleteDialog } from './client-delete-dialog';
import { ClientFormDialog } from './client-form-dialog';
import { ClientStatusDialog } from './client-status-dialog';

/** Which dialog is open, and for which client; one at a time. */
type Open =
  { kind: 'form'; client: Client | null } | { kind: 'delete' | 'status' | 'photos' | 'requests' | 'portal'; client: Client } | null;

/** /clients: search, card grid a page at a time, add/edit dialogs, delete and status confirmations. */
export function ClientsPage() {
  // The server searches by name or email (decision 069); each search has its own pages.
  const [search, setSearch] = useSearchParams();
  // `/clients?search=Grace` (a notification's link before decision 126) searches for that name.
  const query = useAddressedSearch();
  // Cached records show at once; the list is refreshed every time the screen opens.
  const list = useClients({ search: query.search });
  const clients = list.items;
  const t = useMessages(clientMessages);
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('clients.write');
  const canReadMeasurements = useCan('measurements.read');
  // The portal shows the client's invoices: only a role that sees them reaches its link (decision 102).
  const canPortal = useCan('portal.manage');

  // `/clients?new=1` (the dashboard's 'Add New Client') is read once. The Add Client
  // button gets focus first, so the dialog returns focus there when it closes; the parameter is
  // dropped so Back or a reload does not open the dialog again.
  const openNew = search.get(NEW_CLIENT_PARAM) === '1';
  useEffect(() => {
    if (!openNew) return;
    addButton.current?.focus();
    setOpen({ kind: 'form', client: null });
    setSearch(
      (params) => {
        params.delete(NEW_CLIENT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [openNew, setSearch]);

  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={{ label: t.addClient, onClick: () => setOpen({ kind: 'form', client: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={t.empty}
      >
        <CardGrid
          items={clients}
          label={t.listLabel}
          card={(client) => (
            <ClientCard
              client={client}
              onEdit={() => setOpen({ kind: 'form', client })}
              onDelete={() => setOpen({ kind: 'delete', client })}
              onToggleStatus={() => setOpen({ kind: 'status', client })}
              onPhotos={() => setOpen({ kind: 'photos', client })}
              onMeasurementRequests={canReadMeasurements ? () => setOpen({ kind: 'requests', client }) : undefined}
              onPortal={canPortal ? () => setOpen({ kind: 'portal', client }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <ClientFormDialog client={open.client} onClose={close} />}
      {open?.kind === 'delete' && <ClientDeleteDialog client={open.client} onClose={close} />}
      {open?.kind === 'status' && <ClientStatusDialog client={open.client} onClose={close} />}
      {open?.kind === 'requests' && <MeasurementRequestsDialog clientId={open.client.id} name={open.client.name} onClose={close} />}
      {open?.kind === 'portal' && (
        <ClientPortalDialog clientId={open.client.id} name={open.client.name} canWrite={canPortal} onClose={close} />
      )}
      {open?.kind === 'photos' && (
        <PhotosDialog subject="client" subjectId={open.client.id} name={open.client.name} canWrite={canWrite} onClose={close} />
      )}
    </div>
  );
}
