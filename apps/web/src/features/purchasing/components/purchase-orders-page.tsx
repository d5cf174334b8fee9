import { PURCHASE_ORDER_STATUSES, type PurchaseOrder, type PurchaseOrderStatus } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { Label } from '@/components/ui/label';
import { FILTER_WIDTH } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
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

/** Narrowed to a status and a supplier; each status in the user's language. */
function Filters({
  status,
  onStatus,
  supplierId,
  onSupplier,
}: {
  status: PurchaseOrderStatus | 'all';
  onStatus: (s: PurchaseOrderStatus | 'all') => void;
  supplierId: string;
  onSupplier: (id: string) => void;
}) {
  const t = useMessages(purchasingMessages);
  const labels = useLabels();
  const suppliers = useSuppliers();
  const statusId = useId();
  const supplierFilterId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Label htmlFor={statusId} className="sr-only">
        {t.statusFilter}
      </Label>
      <Select
        id={statusId}
        value={status}
        onValueChange={(v) => onStatus(v as PurchaseOrderStatus | 'all')}
        options={[
          { value: 'all', label: t.allStatuses },
          ...PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: labels.purchaseOrderStatus(s) })),
        ]}
        className={FILTER_WIDTH}
      />
      <Label htmlFor={supplierFilterId} className="sr-only">
        {t.supplierFilter}
      </Label>
      <Select
        id={supplierFilterId}
        value={supplierId}
        onValueChange={onSupplier}
        options={[{ value: 'all', label: t.allSuppliers }, ...suppliers.items.map((s) => ({ value: s.id, label: s.name }))]}
        className={FILTER_WIDTH}
      />
    </div>
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
  return (
    <div>
      <ListPage
        header={
          <PageHeader
            title={t.ordersTitle}
            description={t.ordersDescription}
            actions={
              <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                <AppLink to="/suppliers" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                  {t.suppliersLink}
                </AppLink>
                {canWrite && (
                  <Button onClick={() => setAdding(true)} size="lg">
                    <Plus className="h-4 w-4" aria-hidden /> {t.newOrder}
                  </Button>
                )}
              </div>
            }
          />
        }
        controls={
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchInput
              value={query.text}
              onChange={query.setText}
              placeholder={t.searchOrders}
              label={t.searchOrdersLabel}
              className="flex-1 sm:max-w-md"
            />
            <Filters status={status} onStatus={setStatus} supplierId={supplierId} onSupplier={setSupplierId} />
          </div>
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
