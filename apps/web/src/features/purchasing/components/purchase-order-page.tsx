import type { PurchaseOrder } from '@atelier/shared';
import { useParams } from 'react-router';
import { RecordHeader, RecordPage } from '@/components/layout/record-page';
import { Badge } from '@/components/ui/badge';
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
      <RecordHeader
        title={order.number}
        badges={
          <Badge variant={STATUS_BADGE[order.status]} data-testid="status">
            {labels.purchaseOrderStatus(order.status)}
          </Badge>
        }
      >
        <p className="text-muted-foreground">
          {order.supplier.name} · {dates.join(' · ')}
        </p>
        <OrderActions order={order} />
      </RecordHeader>
      <OrderLinesView order={order} />
    </div>
  );
}

function OrderLoader() {
  const { id = '' } = useParams();
  const t = useMessages(purchasingMessages);
  const query = usePurchaseOrder(id);
  return (
    <RecordPage query={query} list={{ to: '/purchase-orders', label: t.back }} loadingText={t.loadingOrder} failedTitle={t.failedTitle}>
      {(order) => <OrderView order={order} />}
    </RecordPage>
  );
}

/**
 * /purchase-orders/:id (decisions 145, 147): one order's lines with what arrived, and what its status
 * allows. One that is not there (deleted, another studio's, a mistyped address) is the app's not-found state.
 */
export function PurchaseOrderPage() {
  return <OrderLoader />;
}
