import type { Service } from '@atelier/shared';
import { useRef, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useServerSearch } from '@/lib/use-server-search';
import { useDeleteService, useServices } from '../api/services-api';
import { serviceMessages } from '../messages';
import { ServiceCard } from './service-card';
import { ServiceFormDialog } from './service-form-dialog';

/** Which dialog is open, and for which service; one at a time. */
type Open = { kind: 'form'; service: Service | null } | { kind: 'delete'; service: Service } | null;

/**
 * /services (decision 150): the studio's price list a page at a time, searched by the server
 * (accents ignored). Sold with invoices (Premium and Enterprise); a Free studio sees the upgrade
 * panel, from its route (decision 195).
 */
export function ServicesPage() {
  return <ServicesList />;
}

function ServicesList() {
  const t = useMessages(serviceMessages);
  const query = useServerSearch();
  const list = useServices({ search: query.search });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('services.write');
  const canDelete = useCan('services.delete');
  const remove = useDeleteService();
  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.addService, onClick: () => setOpen({ kind: 'form', service: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(service) => (
            <ServiceCard
              service={service}
              onEdit={canWrite ? () => setOpen({ kind: 'form', service }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', service }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <ServiceFormDialog service={open.service} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.service.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.service.id);
          }}
        />
      )}
    </div>
  );
}
