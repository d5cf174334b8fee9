import type { Supplier } from '@atelier/shared';
import { useId, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useAddressedSearch } from '@/lib/use-server-search';
import { useSuppliers } from '../api/suppliers-api';
import { purchasingMessages } from '../messages';
import { SupplierDeleteDialog, SupplierFormDialog } from './supplier-dialogs';

type Open = { kind: 'form'; supplier: Supplier | null } | { kind: 'delete'; supplier: Supplier } | null;

/** A supplier in the list: name, contact, how to reach them, lead time and how many orders. */
function SupplierCard({ supplier, onEdit, onDelete }: { supplier: Supplier; onEdit?: () => void; onDelete?: () => void }) {
  const t = useMessages(purchasingMessages);
  const titleId = useId();
  const reach = [supplier.contact, supplier.email, supplier.phone].filter(Boolean).join(' · ');
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="supplier-card">
      <h2 id={titleId} className="truncate text-lg font-semibold">
        {supplier.name}
      </h2>
      {reach && <p className="text-sm break-words text-muted-foreground">{reach}</p>}
      <p className="text-sm">
        {[
          supplier.leadTimeDays === null ? '' : t.leadTimeShown({ days: supplier.leadTimeDays }),
          t.ordersCount({ count: supplier.purchaseOrders }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {(onEdit || onDelete) && (
        <RecordActions
          onEdit={onEdit}
          editLabel={t.editSupplier({ name: supplier.name })}
          onDelete={onDelete}
          deleteLabel={t.deleteSupplier({ name: supplier.name })}
          className="mt-auto justify-end"
        />
      )}
    </Card>
  );
}

function SuppliersList() {
  const t = useMessages(purchasingMessages);
  const query = useAddressedSearch();
  const list = useSuppliers({ search: query.search });
  const [open, setOpen] = useState<Open>(null);
  const canWrite = useCan('suppliers.write');
  const canDelete = useCan('suppliers.delete');
  const close = () => setOpen(null);
  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.suppliersTitle}
            description={t.suppliersDescription}
            links={
              <AppLink to="/purchase-orders" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {t.toOrders}
              </AppLink>
            }
            create={canWrite && { label: t.addSupplier, onClick: () => setOpen({ kind: 'form', supplier: null }) }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchSuppliers, label: t.searchSuppliersLabel }}
          />
        }
        list={list}
        loadingText={t.loadingSuppliers}
        emptyText={query.search ? t.noSuppliersMatch : t.noSuppliers}
      >
        <CardGrid
          items={list.items}
          label={t.suppliersList}
          card={(supplier) => (
            <SupplierCard
              supplier={supplier}
              onEdit={canWrite ? () => setOpen({ kind: 'form', supplier }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', supplier }) : undefined}
            />
          )}
        />
      </ListPage>
      {open?.kind === 'form' && <SupplierFormDialog supplier={open.supplier} onClose={close} />}
      {open?.kind === 'delete' && <SupplierDeleteDialog supplier={open.supplier} onClose={close} />}
    </div>
  );
}

/**
 * /suppliers (decisions 145, 147): whom the studio buys from, a page at a time, searched by the server;
 * reached from its menu entry under Stock (decision 209) and from the purchase orders page. Managers
 * and owners; Premium and Enterprise.
 */
export function SuppliersPage() {
  return <SuppliersList />;
}
