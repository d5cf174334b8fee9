import type { DashboardStats } from '@atelier/shared';
import { AlertTriangle } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { PRIORITY_CLASSES } from '@/components/ui/priority-classes';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { clientPath } from '@/lib/navigation';
import { useMetricHints } from '@/features/analytics';
import { dashboardMessages } from '../messages';
import { Panel, PanelEmpty } from './panel';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * Open projects and their open stages by due date, overdue first: the stage and the project
 * ('Cutting · Ivory gown', a link to the project's details, decision 080), client, due date and the
 * priority's colour with its word. A due date is a calendar day (stored as midnight UTC), shown as
 * that day everywhere; overdue is the server's judgement in the account's zone (decision 027).
 */
export function UpcomingDeadlines({ deadlines }: { deadlines: DashboardStats['upcomingDeadlines'] }) {
  const t = useMessages(dashboardMessages);
  const labels = useLabels();
  const hints = useMetricHints();
  const language = useLocale();
  return (
    <Panel id="upcoming-deadlines" title={t.upcomingDeadlines} hint={hints.upcomingDeadlines}>
      {deadlines.length === 0 ? (
        <PanelEmpty text={t.noDeadlines} />
      ) : (
        <ul className="divide-y divide-border">
          {deadlines.map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-1.5 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3"
              data-testid="deadline"
            >
              <div className="min-w-0">
                <AppLink
                  to={`/projects?project=${encodeURIComponent(d.projectId)}`}
                  className={cn(inlineLinkClasses, standaloneLinkClasses, 'break-words')}
                >
                  {d.stageName ? t.stageOf({ stage: labels.stage(d.stageName), project: d.title }) : d.title}
                </AppLink>
                {d.clientName && (
                  <p className="text-sm text-muted-foreground">
                    {/* The client's name opens the client page (decision 126). */}
                    <AppLink to={clientPath(d.clientId)} className={cn(standaloneLinkClasses, 'hover:text-foreground hover:underline')}>
                      {t.forClient({ client: d.clientName })}
                    </AppLink>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-1.5 sm:justify-end">
                <span className={cn('text-sm tabular-nums', d.overdue ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
                  {t.due({ date: formatCalendarDate(d.dueDate, language) })}
                </span>
                {d.overdue && (
                  <span className={cn(pill, 'bg-destructive-soft text-destructive')}>
                    <AlertTriangle className="h-3 w-3" aria-hidden /> {t.overdue}
                  </span>
                )}
                <span className={cn(pill, PRIORITY_CLASSES[d.priority])}>
                  {t.priority({ priority: labels.projectPriority(d.priority) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
