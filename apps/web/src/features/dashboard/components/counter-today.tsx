import type { DashboardStats } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { dashboardMessages } from '../messages';
import { Panel } from './panel';

/**
 * 'At the counter' (decision 151): the tickets due for pick-up today, those past their day, and
 * those ready and waiting for their client, each opening the ticket list. Only for a role and a plan
 * with tickets (the server answers null otherwise).
 */
export function CounterToday({ tickets }: { tickets: DashboardStats['tickets'] }) {
  const t = useMessages(dashboardMessages);
  if (!tickets) return null;
  const rows = [
    { key: 'dueToday', label: t.ticketsDueToday, value: tickets.dueToday },
    { key: 'overdue', label: t.ticketsOverdue, value: tickets.overdue },
    { key: 'readyWaiting', label: t.ticketsReadyWaiting, value: tickets.readyWaiting },
  ];
  return (
    <Panel id="counter-today" title={t.counterToday} hint={t.counterTodayHint}>
      <ul className="divide-y divide-border">
        {rows.map((row) => (
          <li key={row.key} className="flex items-baseline justify-between gap-3 py-2" data-testid={`tickets-${row.key}`}>
            <AppLink to="/tickets" className={cn(inlineLinkClasses, standaloneLinkClasses)}>
              {row.label}
            </AppLink>
            <span className="text-lg font-semibold tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
