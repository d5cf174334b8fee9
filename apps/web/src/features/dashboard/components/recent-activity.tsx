import type { ActivityEntity, ActivityEntry, DashboardStats } from '@atelier/shared';
import {
  CalendarDays,
  Circle,
  ClipboardList,
  FileText,
  FolderKanban,
  House,
  Layers,
  Link2,
  ListChecks,
  ListOrdered,
  Ticket,
  FileSignature,
  MessageSquare,
  PersonStanding,
  Ruler,
  Scissors,
  Truck,
  User,
  Users,
  Wallet,
  PenLine,
  type LucideIcon,
  UsersRound,
} from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { formatDateTime } from '@/lib/format';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useLabels } from '@/lib/labels';
import { useMetricHints } from '@/features/analytics';
import { relativeTime } from '@/lib/relative-time';
import { dashboardMessages } from '../messages';
import { activityMessages, activityText, recordActivity } from '@/features/activity';
import { Panel, PanelEmpty } from './panel';
import { useNow } from './use-now';

/** A record without its own icon shows the generic one (decision 198): a new resource needs no line here. */
const ICONS: Partial<Record<ActivityEntity, LucideIcon>> = {
  client: User,
  measurement: Ruler,
  project: FolderKanban,
  invoice: FileText,
  payment: Wallet,
  event: CalendarDays,
  pattern: Scissors,
  member: Users,
  stage: ListChecks,
  'measurement-request': House,
  portal: Link2,
  message: MessageSquare,
  fitting: PersonStanding,
  material: Layers,
  supplier: Truck,
  service: ListOrdered,
  ticket: Ticket,
  group: UsersRound,
  contract: PenLine,
  'purchase-order': ClipboardList,
  quote: FileSignature,
};

/** Entries whose record is a client (its changes, messages to it, its portal): their id is the client's. */
const ABOUT_A_CLIENT: ReadonlySet<ActivityEntity> = new Set<ActivityEntity>(['client', 'message', 'portal']);

/** An entry about a client still there links to the client page (decision 126); others are plain text. */
function ClientLinked({ entry, children }: { entry: ActivityEntry; children: string }) {
  const gone = entry.entityType === 'client' && entry.action === 'deleted';
  if (!ABOUT_A_CLIENT.has(entry.entityType) || gone) return children;
  return (
    <AppLink to={clientPath(entry.entityId)} className={inlineLinkClasses}>
      {children}
    </AppLink>
  );
}

/**
 * The latest changes of the studio's records, newest first, with who made them (decision 072) and
 * how long ago (lib/relative-time).
 */
export function RecentActivity({ entries, timezone }: { entries: DashboardStats['recentActivity']; timezone: string }) {
  const t = useMessages(dashboardMessages);
  const at = useMessages(activityMessages);
  const records = useMessages(recordActivity);
  const labels = useLabels();
  const hints = useMetricHints();
  const language = useLocale();
  const now = useNow();
  return (
    <Panel id="recent-activity" title={t.recentActivity} hint={hints.recentActivity}>
      {entries.length === 0 ? (
        <PanelEmpty text={t.noActivity} />
      ) : (
        <ol className="divide-y divide-border">
          {entries.map((entry) => {
            const Icon = ICONS[entry.entityType] ?? Circle;
            return (
              <li key={entry.id} className="flex items-start gap-3 py-2.5">
                <span className="mt-0.5 rounded-md bg-muted p-1.5 text-muted-foreground">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words">
                    <ClientLinked entry={entry}>{activityText(entry, language, at, labels, records)}</ClientLinked>
                  </p>
                  {entry.actorName && <p className="text-xs text-muted-foreground break-words">{t.byActor({ name: entry.actorName })}</p>}
                  {/* The exact date in the account's zone on hover; the text is the relative time. */}
                  <time
                    dateTime={entry.createdAt}
                    title={formatDateTime(entry.createdAt, { language, timeZone: timezone })}
                    className="text-xs text-muted-foreground"
                  >
                    {relativeTime(entry.createdAt, now, language)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
