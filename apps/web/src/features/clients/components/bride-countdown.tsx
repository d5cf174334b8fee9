import { AlertTriangle } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useWeddingCountdown } from '@/components/ui/wedding-countdown';
import { usePlanHas } from '@/features/billing';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useClientSpecialOrders } from '../api/client-special-orders';
import { clientPageMessages } from '../page-messages';

/**
 * On a bride's page (decision 216): the countdown to her wedding for each gown still on its way or
 * in the workroom, its state and the risk, each opening the special orders. Nothing when she has none.
 */
export function BrideCountdown({ clientId, name }: { clientId: string; name: string }) {
  const t = useMessages(clientPageMessages);
  const labels = useLabels();
  const format = useFormat();
  const countdown = useWeddingCountdown();
  const canRead = useCan('specialOrders.read');
  const onPlan = usePlanHas('materials');
  const allowed = canRead && onPlan;
  const orders = (useClientSpecialOrders(clientId, allowed).data ?? []).filter((o) => o.state !== 'collected');
  if (!allowed || orders.length === 0) return null;
  return (
    <section aria-label={t.brideOrders({ name })} className="my-3 grid gap-2" data-testid="bride-countdown">
      {orders.map((order) => (
        <div
          key={order.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-card px-3 py-2 text-sm"
        >
          <span className="font-semibold">
            {t.weddingOn({ date: format.calendarDate(order.weddingDate) })} · {countdown(order.road.daysToWedding)}
          </span>
          <span className="break-words text-muted-foreground">
            {order.style.name} · {t.orderSize({ size: order.size })}
          </span>
          <Badge variant="secondary">{labels.specialOrderState(order.state)}</Badge>
          {order.road.atRisk && (
            <Badge variant="destructive">
              <AlertTriangle className="h-3 w-3" aria-hidden /> {t.orderAtRisk}
            </Badge>
          )}
          <AppLink to={`/special-orders?search=${encodeURIComponent(name)}`} className={cn(inlineLinkClasses, 'ms-auto')}>
            {t.openOrder}
          </AppLink>
        </div>
      ))}
    </section>
  );
}
