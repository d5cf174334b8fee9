import { PURCHASE_ORDER_STATUSES, type PurchaseOrder, type PurchaseOrderStatus } from '@atelier/shared';
import { useId, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { usePurchaseOrders } from '../api/purchase-orders-api';
import { useSuppliers } from '../api/suppliers-api';
import { purchasingMessages } from '../messages';
import { OrderFormDialog } from './order-form-dialog';
import { orderMoney, purchaseOrderPath, STATUS_BADGE } from './order-texts';

/** One order in the list: its number (opening its page), supplier, status, total and date. */
function OrderCard({ order }: { order: PurchaseOrder }) {
  const t = useMessages(purchasingMessages);
  const labels = useLabels();
  const format = useFormat();
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="purchase-order-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          <AppLink to={purchaseOrderPath(order.id)} className="hover:underline focus-visible:underline">
            {order.number}
          </AppLink>
        </h2>
        <Badge variant={STATUS_BADGE[order.status]} data-testid="status">
          {labels.purchaseOrderStatus(order.status)}
        </Badge>
      </div>
      <p className="truncate">{order.supplier.name}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.total}</dt>
          <dd className="font-semibold tabular-nums" data-testid="total">
            {orderMoney(order.total, order.currency, format.language)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.date}</dt>
          <dd>{format.calendarDate(order.sentAt ?? order.createdAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function OrdersList() {
  const t = useMessages(purchasingMessages);
  const query = useServerSearch();
  const [status, setStatus] = useState<PurchaseOrderStatus | 'all'>('all');
  const [supplierId, setSupplierId] = useState('all');
  const list = usePurchaseOrders({
    search: query.search,
    status: status === 'all' ? undefined : status,
    supplierId: supplierId === 'all' ? undefined : supplierId,
  });
  const [adding, setAdding] = useState(false);
  const canWrite = useCan('purchaseOrders.write');
  const narrowed = !!query.search || status !== 'all' || supplierId !== 'all';
  const labels = useLabels();
  const suppliers = useSuppliers();
  // Narrowed to a status and a supplier; each status in the user's language.
  const filters = [
    {
      label: t.statusFilter,
      value: status,
      onChange: (v: string) => setStatus(v as PurchaseOrderStatus | 'all'),
      options: [
        { value: 'all', label: t.allStatuses },
        ...PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: labels.purchaseOrderStatus(s) })),
      ],
    },
    {
      label: t.supplierFilter,
      value: supplierId,
      onChange: setSupplierId,
      options: [{ value: 'all', label: t.allSuppliers }, ...suppliers.items.map((s) => ({ value: s.id, label: s.name }))],
    },
  ];
  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.ordersTitle}
            description={t.ordersDescription}
            links={
              <AppLink to="/suppliers" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {t.suppliersLink}
              </AppLink>
            }
            create={canWrite && { label: t.newOrder, onClick: () => setAdding(true) }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchOrders, label: t.searchOrdersLabel }}
            filters={filters}
          />
        }
        list={list}
        loadingText={t.loadingOrders}
        emptyText={narrowed ? t.noOrdersMatch : t.noOrders}
      >
        <CardGrid items={list.items} label={t.ordersList} card={(order) => <OrderCard order={order} />} />
      </ListPage>
      {adding && <OrderFormDialog order={null} onClose={() => setAdding(false)} />}
    </div>
  );
}

/**
 * /purchase-orders (decisions 145, 147): the studio's orders to its suppliers, a page at a time, by
 * status and supplier; a new one is made in a dialog and opens on its page. Managers and owners;
 * Premium and Enterprise.
 */
export function PurchaseOrdersPage() {
  return <OrdersList />;
}
