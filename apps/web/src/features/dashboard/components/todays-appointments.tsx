import { AppLink } from '@/components/ui/app-link';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { useCalendarEvents } from '@/features/calendar';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { dashboardMessages } from '../messages';
import { Panel, PanelEmpty } from './panel';

/**
 * Today's appointments, first on the dashboard (decision 134: a tailor at a fitting on a phone looks
 * for who comes next before any figure): the studio's appointments of today in its zone, by time,
 * each with its client's page. Deadlines stay in their own panel. A plan without the calendar, or
 * a failed read, shows nothing here rather than an error above the figures.
 */
export function TodaysAppointments() {
  const t = useMessages(dashboardMessages);
  const format = useFormat();
  const today = format.today();
  const { events, hasData, error } = useCalendarEvents({ startDate: today, endDate: today });
  if (error || !hasData) return null;
  const appointments = events
    .filter((e) => e.source === 'event' && !e.allDay && e.status !== 'cancelled')
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <Panel id="todays-appointments" title={t.todaysAppointments} hint={t.todaysAppointmentsHint}>
      {appointments.length === 0 ? (
        <PanelEmpty text={t.noAppointmentsToday} />
      ) : (
        <ul className="divide-y divide-border">
          {appointments.map((e) => (
            <li key={e.id} className="flex items-baseline gap-3 py-2.5" data-testid="todays-appointment">
              <span className="w-20 shrink-0 text-sm font-semibold tabular-nums">{format.time(e.startTime)}</span>
              <div className="min-w-0">
                <p className="font-medium break-words">{e.title}</p>
                {e.clientId && (
                  <AppLink to={clientPath(e.clientId.id)} className={cn(standaloneLinkClasses, 'text-sm break-words hover:underline')}>
                    {e.clientName || e.clientId.name}
                  </AppLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
