import type { PurchaseOrder } from '@atelier/shared';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { usePurchaseOrder } from '../api/purchase-orders-api';
import { purchasingMessages } from '../messages';
import { OrderActions } from './order-actions';
import { OrderLinesView } from './order-lines-view';
import { STATUS_BADGE } from './order-texts';

/** The order's number, status, supplier and dates, its actions and its lines. */
function OrderView({ order }: { order: PurchaseOrder }) {
  const t = useMessages(purchasingMessages);
  const labels = useLabels();
  const format = useFormat();
  const dates = [
    t.createdOn({ date: format.calendarDate(order.createdAt) }),
    order.sentAt ? t.sentOn({ date: format.calendarDate(order.sentAt) }) : '',
    order.receivedAt ? t.receivedOn({ date: format.calendarDate(order.receivedAt) }) : '',
  ].filter(Boolean);
  return (
    <div className="space-y-6" data-testid="purchase-order-page">
      <AppLink to="/purchase-orders" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back}
      </AppLink>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">{order.number}</h1>
          <Badge variant={STATUS_BADGE[order.status]} data-testid="status">
            {labels.purchaseOrderStatus(order.status)}
          </Badge>
        </div>
        <p className="text-muted-foreground">
          {order.supplier.name} · {dates.join(' · ')}
        </p>
        <OrderActions order={order} />
      </header>
      <OrderLinesView order={order} />
    </div>
  );
}

function OrderLoader() {
  const { id = '' } = useParams();
  const t = useMessages(purchasingMessages);
  const query = usePurchaseOrder(id);
  if (query.data) return <OrderView order={query.data} />;
  if (query.error instanceof ApiError && query.error.statusCode === 404)
    return (
      <NotFoundState
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        action={
          <AppLink to="/purchase-orders" className={buttonVariants()}>
            {t.back}
          </AppLink>
        }
      />
    );
  if (query.error)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold">{t.failedTitle}</h1>
        <p className="text-sm font-medium text-destructive">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
      <Spinner /> {t.loadingOrder}
    </div>
  );
}

/**
 * /purchase-orders/:id (decisions 145, 147): one order's lines with what arrived, and what its status
 * allows. One that is not there (deleted, another studio's, a mistyped address) is the app's not-found state.
 */
export function PurchaseOrderPage() {
  return <OrderLoader />;
}
