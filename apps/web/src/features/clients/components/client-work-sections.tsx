import { currentStage, type ClientOverview } from '@atelier/shared';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { correctionText } from '@/features/fittings';
import { RevisionList } from '@/features/measurement-revisions';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { CLIENT_PARAM, forClientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { clientPageMessages } from '../page-messages';
import { OverviewList, OverviewSection } from './overview-section';

/** A section the role reads: its answer's part, never null here (the page leaves a null one out). */
type Part<K extends keyof ClientOverview> = NonNullable<ClientOverview[K]>;
type Of<K extends keyof ClientOverview> = { part: Part<K>; clientId: string; name: string };

const row = 'flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3';
const itemLink = cn(inlineLinkClasses, standaloneLinkClasses, 'min-w-0 break-words');

/** The newest record of each garment, its count of records and its first values (decision 078). */
export function MeasurementsSection({ part, clientId, name }: Of<'measurements'>) {
  const t = useMessages(clientPageMessages);
  const labels = useLabels();
  const format = useFormat();
  const history = `/measurements?tab=history&${CLIENT_PARAM}=${encodeURIComponent(clientId)}`;
  return (
    <OverviewSection
      title={t.measurements}
      count={part.total}
      name={name}
      seeAll={{ to: history }}
      emptyText={t.noMeasurements}
      isEmpty={part.items.length === 0}
      testId="client-measurements"
    >
      <OverviewList label={t.measurements}>
        {part.items.map(({ latest, records }) => (
          <li key={latest.id} className={row}>
            <div className="min-w-0">
              <p className="font-medium break-words">{latest.garmentName}</p>
              <p className="text-sm break-words text-muted-foreground">
                {latest.measurements
                  .slice(0, 3)
                  .map((m) => `${labels.measurement(m.name)} ${format.size(m)}`)
                  .join(' · ')}
              </p>
            </div>
            <p className="shrink-0 text-sm text-muted-foreground">
              {t.records(records)} · {t.takenOn({ date: format.calendarDate(latest.createdAt) })}
            </p>
          </li>
        ))}
      </OverviewList>
      {part.revisions.items.length > 0 && <LatestChanges revisions={part.revisions} name={name} />}
    </OverviewSection>
  );
}

/** The latest edits of the client's records, who made them and when (decision 130): 'Dress: Waist 27¼ → 27½ in, Ada Eze, Sep 3, 2026'. */
function LatestChanges({ revisions, name }: { revisions: Part<'measurements'>['revisions']; name: string }) {
  const t = useMessages(clientPageMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-border pt-3" data-testid="client-measurement-changes">
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {t.latestChanges}
      </h3>
      <RevisionList revisions={revisions.items} label={t.latestChangesOf({ name })} />
      {revisions.total > revisions.items.length && <p className="mt-2 text-xs text-muted-foreground">{t.moreChanges(revisions.total)}</p>}
    </section>
  );
}

/** The newest projects with their status and current stage (decision 077); each opens its details. */
export function ProjectsSection({ part, clientId, name }: Of<'projects'>) {
  const t = useMessages(clientPageMessages);
  const labels = useLabels();
  const format = useFormat();
  return (
    <OverviewSection
      title={t.projects}
      count={part.total}
      name={name}
      seeAll={{ to: forClientPath('/projects', clientId) }}
      emptyText={t.noProjects}
      isEmpty={part.items.length === 0}
      testId="client-projects"
    >
      <OverviewList label={t.projects}>
        {part.items.map((project) => {
          const stage = currentStage(project.stages);
          return (
            <li key={project.id} className={row}>
              <div className="min-w-0">
                <AppLink to={`/projects?project=${encodeURIComponent(project.id)}`} className={itemLink}>
                  {project.name}
                </AppLink>
                <p className="text-sm text-muted-foreground">
                  {[
                    stage ? t.stage({ stage: labels.stage(stage.name) }) : '',
                    project.dueDate ? t.due({ date: format.calendarDate(project.dueDate) }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Badge variant={project.status === 'completed' ? 'success' : 'secondary'} className="self-start sm:self-auto">
                {labels.projectStatus(project.status)}
              </Badge>
            </li>
          );
        })}
      </OverviewList>
    </OverviewSection>
  );
}

/** The latest fittings of all the client's projects, and the fit profile's corrections in force (decision 086). */
export function FittingsSection({ part, name }: Of<'fittings'>) {
  const t = useMessages(clientPageMessages);
  const format = useFormat();
  const profile = part.profile;
  return (
    <OverviewSection
      title={t.fittings}
      count={part.total}
      name={name}
      emptyText={t.noFittings}
      isEmpty={part.items.length === 0 && !profile?.total}
      testId="client-fittings"
    >
      {part.items.length > 0 && (
        <OverviewList label={t.fittings}>
          {part.items.map((fitting) => (
            <li key={fitting.id} className={row}>
              <p className="min-w-0 break-words">
                {t.fittingOf({ date: format.calendarDate(fitting.fittedOn), project: fitting.projectName })}
              </p>
              <p className="shrink-0 text-sm text-muted-foreground">{t.corrections(fitting.corrections.length)}</p>
            </li>
          ))}
        </OverviewList>
      )}
      {profile && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold">
            {t.fitProfile} <span className="text-muted-foreground tabular-nums">({profile.total})</span>
          </h3>
          {profile.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noFitProfile}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {profile.items.map((entry) => (
                <li key={entry.id} className="break-words">
                  {correctionText(entry, format.language)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </OverviewSection>
  );
}

/**
 * The newest invoices with what is still owed on each, and in all per currency: cents from the
 * server, shown in the invoice's currency (decisions 015 and 031). Only a role that sees money gets it.
 */
export function InvoicesSection({ part, clientId, name }: Of<'invoices'>) {
  const t = useMessages(clientPageMessages);
  const labels = useLabels();
  const format = useFormat();
  const money = (cents: number, currency: string) => formatMoney(cents / 100, { currency, language: format.language });
  const owed = part.outstanding.map((o) => money(o.balanceDueCents, o.currency)).join(' + ');
  return (
    <OverviewSection
      title={t.invoices}
      count={part.total}
      name={name}
      seeAll={{ to: forClientPath('/invoices', clientId) }}
      emptyText={t.noInvoices}
      isEmpty={part.items.length === 0}
      testId="client-invoices"
    >
      <p className="mb-2 text-sm font-semibold" data-testid="client-owes">
        {owed ? t.owes({ amount: owed }) : t.owesNothing}
      </p>
      <OverviewList label={t.invoices}>
        {part.items.map((invoice) => (
          <li key={invoice.id} className={row}>
            <div className="min-w-0">
              <p className="font-medium break-words">{invoice.invoiceNumber}</p>
              <p className="text-sm text-muted-foreground">
                {labels.invoiceStatus(invoice.status)} · {t.due({ date: format.calendarDate(invoice.dueDate) })}
              </p>
            </div>
            <div className="shrink-0 text-sm tabular-nums sm:text-end">
              <p>{money(invoice.totalCents, invoice.currency)}</p>
              {invoice.balanceDueCents > 0 && invoice.balanceDueCents !== invoice.totalCents && (
                <p className="text-muted-foreground">{t.balance({ amount: money(invoice.balanceDueCents, invoice.currency) })}</p>
              )}
            </div>
          </li>
        ))}
      </OverviewList>
    </OverviewSection>
  );
}
