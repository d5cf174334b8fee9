import type { DashboardStats } from '@atelier/shared';
import { AlertTriangle } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { dashboardMessages } from '../messages';
import { Panel } from './panel';

/**
 * 'Brides' (decision 216): "14 brides this month, 2 orders at risk", from the server's one reading
 * of each order's road. Only for a boutique with special orders: the server answers null otherwise.
 */
export function Brides({ brides }: { brides: DashboardStats['brides'] }) {
  const t = useMessages(dashboardMessages);
  if (!brides) return null;
  return (
    <Panel id="brides" title={t.brides} hint={t.bridesHint}>
      <p className="text-2xl font-semibold tabular-nums">{t.bridesThisMonth(brides.thisMonth)}</p>
      <p className={cn('flex items-center gap-1.5 text-sm', brides.atRisk > 0 ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {brides.atRisk > 0 && <AlertTriangle className="h-4 w-4" aria-hidden />}
        {t.ordersAtRisk(brides.atRisk)}
      </p>
      <AppLink to="/special-orders" className={cn(inlineLinkClasses, 'mt-2 self-start text-sm')}>
        {t.seeOrders}
      </AppLink>
    </Panel>
  );
}
