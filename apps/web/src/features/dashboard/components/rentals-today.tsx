import type { DashboardStats } from '@atelier/shared';
import { AlarmClock } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { dashboardMessages } from '../messages';
import { Panel } from './panel';

/**
 * 'Rentals' (decision 224): what is out, due back today and late, the morning after a return day
 * passed, and the pieces in their cleaning. Only for a shop that rents: the server answers null otherwise.
 */
export function RentalsToday({ rentals }: { rentals: DashboardStats['rentals'] }) {
  const t = useMessages(dashboardMessages);
  if (!rentals) return null;
  return (
    <Panel id="rentals" title={t.rentals} hint={t.rentalsHint}>
      <p className="text-2xl font-semibold tabular-nums">{t.rentalsOut(rentals.outNow)}</p>
      <p className="text-sm">{t.rentalsDueToday(rentals.dueToday)}</p>
      <p className={cn('flex items-center gap-1.5 text-sm', rentals.late > 0 ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {rentals.late > 0 && <AlarmClock className="h-4 w-4" aria-hidden />}
        {t.rentalsLate(rentals.late)}
      </p>
      <p className="text-sm text-muted-foreground">{t.rentalsInCleaning(rentals.inCleaning)}</p>
      <AppLink to="/rentals" className={cn(inlineLinkClasses, 'mt-2 self-start text-sm')}>
        {t.seeRentals}
      </AppLink>
    </Panel>
  );
}
