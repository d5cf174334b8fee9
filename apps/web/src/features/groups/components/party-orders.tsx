import type { SpecialOrder } from '@atelier/shared';
import { AlertTriangle, Truck } from 'lucide-react';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOrderFromDesigners } from '@/features/special-orders';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { groupMessages, type GroupTexts } from '../messages';
import { lotsOf, type StyleLot } from './party-orders-model';

/** The special orders page, searched for the bride, as her page opens it (decision 216). */
export const ordersPath = (name: string) => `/special-orders?search=${encodeURIComponent(name)}`;

/** "PR-2218 Aurore · Ivory — 5 dresses: sizes 8, 10, 10, 12, 14". */
function lotTitle(t: GroupTexts, lot: StyleLot): string {
  const style = [`${lot.styleNumber} ${lot.styleName}`.trim(), lot.colour].filter(Boolean).join(' · ');
  const n = lot.orders.length;
  return t.lotTitle({ style, dresses: t.dresses(n), sizes: `${t.sizesWord(n)} ${lot.orders.map((o) => o.size).join(', ')}` });
}

/** One order of the lot: the member's name opening her orders, her size, the state in words and the risk. */
function OrderRow({ order }: { order: SpecialOrder }) {
  const t = useMessages(groupMessages);
  const labels = useLabels();
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="party-order">
      <AppLink
        to={ordersPath(order.client.name)}
        className="min-w-0 font-medium break-words hover:underline focus-visible:underline"
        aria-label={t.openOrders({ name: order.client.name })}
      >
        {order.client.name}
      </AppLink>
      <span className="text-muted-foreground">{t.sizeShown({ size: order.size })}</span>
      <Badge variant="secondary">{labels.specialOrderState(order.state)}</Badge>
      {order.road.atRisk && (
        <Badge variant="destructive">
          <AlertTriangle className="h-3 w-3" aria-hidden /> {t.atRisk}
        </Badge>
      )}
    </li>
  );
}

/**
 * The lot's order to its designer (decision 221): one button ordering every dress of the lot still
 * to order, on one draft, for a role that may; then a link to each draft the lot's dresses are on.
 */
function LotDesignerOrder({ lot }: { lot: StyleLot }) {
  const t = useMessages(groupMessages);
  const order = useOrderFromDesigners();
  const canOrder = useCan('purchaseOrders.write');
  const designer = lot.orders[0]?.style.designer.name ?? '';
  const toOrder = lot.orders.filter((o) => o.state === 'to-order' && !o.opened.purchaseOrderId);
  const drafts = [...new Set(lot.orders.flatMap((o) => (o.opened.purchaseOrderId ? [o.opened.purchaseOrderId] : [])))];
  if (drafts.length === 0 && (toOrder.length === 0 || !canOrder)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 pt-2">
      {drafts.map((id, i) => (
        <AppLink
          key={id}
          to={`/purchase-orders/${id}`}
          className="inline-flex min-h-9 max-w-full items-center gap-1 text-sm font-medium break-words underline"
        >
          <Truck className="h-4 w-4" aria-hidden />
          {drafts.length > 1 ? t.lotDesignerOrders({ n: i + 1, designer }) : t.lotDesignerOrder({ designer })}
        </AppLink>
      ))}
      {canOrder && toOrder.length > 0 && (
        <Button
          variant="outline"
          size="sm"
          wrap
          className="max-w-full"
          loading={order.isPending}
          onClick={() => order.mutate(toOrder.map((o) => o.id))}
        >
          <Truck className="h-4 w-4" aria-hidden /> {t.orderLot({ dresses: t.dresses(toOrder.length), designer })}
        </Button>
      )}
    </div>
  );
}

function Lot({ lot }: { lot: StyleLot }) {
  const t = useMessages(groupMessages);
  const titleId = useId();
  return (
    <Card className="min-w-0 p-4" role="article" aria-labelledby={titleId} data-testid="party-lot">
      <h3 id={titleId} className="font-semibold break-words">
        {lotTitle(t, lot)}
      </h3>
      <ul className="divide-y divide-border" aria-label={t.ordersOfStyle({ style: lot.styleName || lot.styleNumber })}>
        {lot.orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <LotDesignerOrder lot={lot} />
    </Card>
  );
}

/**
 * The party's special orders together (decision 219): one card per style and colour, as the
 * boutique orders them from the designer, each member's size, state and risk. Nothing without orders.
 */
export function PartyOrders({ orders }: { orders: readonly SpecialOrder[] }) {
  const t = useMessages(groupMessages);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="group-orders-title" className="space-y-3" data-testid="party-orders">
      <h2 id="group-orders-title" className="text-xl font-semibold">
        {t.ordersTitle}
      </h2>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label={t.ordersTitle}>
        {lotsOf(orders).map((lot) => (
          <li key={lot.key} className="min-w-0">
            <Lot lot={lot} />
          </li>
        ))}
      </ul>
    </section>
  );
}
