import type { DashboardStats } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { materialPath, useQuantityText } from '@/features/materials';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { dashboardMessages } from '../messages';
import { Panel } from './panel';

type LowMaterials = NonNullable<DashboardStats['lowMaterials']>;
type LowItem = LowMaterials['items'][number];

function LowItemRow({ item }: { item: LowItem }) {
  const t = useMessages(dashboardMessages);
  const quantity = useQuantityText(item.measure);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-testid="low-material">
      <AppLink to={materialPath(item.id)} className={cn(inlineLinkClasses, standaloneLinkClasses, 'break-words')}>
        {item.name}
      </AppLink>
      <span className="text-sm text-muted-foreground tabular-nums">
        {t.lowStockOf({ onHand: quantity(item.onHand), level: quantity(item.lowStockLevel) })}
      </span>
    </li>
  );
}

/**
 * 'Low stock' (decision 144): the materials below their level, the first five by name, each opening
 * its page, and 'See all' the materials list narrowed to them. Only when some are low: the server
 * answers null to a role or a plan without materials.
 */
export function LowStock({ low }: { low: DashboardStats['lowMaterials'] }) {
  const t = useMessages(dashboardMessages);
  if (!low || low.count === 0) return null;
  return (
    <Panel id="low-stock" title={t.lowStock} hint={t.lowStockHint(low.count)}>
      <ul className="divide-y divide-border">
        {low.items.slice(0, 5).map((item) => (
          <LowItemRow key={item.id} item={item} />
        ))}
      </ul>
      <AppLink to="/materials?low=true" aria-label={t.seeAllLowLabel} className={cn(inlineLinkClasses, 'mt-2 self-start text-sm')}>
        {t.seeAllLow}
      </AppLink>
    </Panel>
  );
}
