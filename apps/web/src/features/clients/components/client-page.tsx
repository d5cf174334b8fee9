import type { ClientOverview } from '@atelier/shared';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useClientOverview } from '../api/client-overview';
import { clientPageMessages } from '../page-messages';
import { ActivitySection, AppointmentsSection, ConversationSection, NotesSection, PhotosSection } from './client-life-sections';
import { ClientGroups } from './client-groups';
import { ClientPageHeader } from './client-page-header';
import { FittingsSection, InvoicesSection, MeasurementsSection, ProjectsSection } from './client-work-sections';

/**
 * The sections in reading order: a phone shows them one under the other, a wide screen in two
 * columns. A section the role may not read is null in the answer and left out (decision 126).
 */
function Sections({ overview }: { overview: ClientOverview }) {
  const { client } = overview;
  const canWrite = useCan('clients.write');
  const of = { clientId: client.id, name: client.name };
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ConversationSection overview={overview} canWrite={canWrite} />
      {overview.projects && <ProjectsSection part={overview.projects} {...of} />}
      {overview.measurements && <MeasurementsSection part={overview.measurements} {...of} />}
      {overview.appointments && <AppointmentsSection part={overview.appointments} name={client.name} />}
      {overview.invoices && <InvoicesSection part={overview.invoices} {...of} />}
      {overview.fittings && <FittingsSection part={overview.fittings} {...of} />}
      {overview.photos && <PhotosSection part={overview.photos} {...of} canWrite={canWrite} />}
      <NotesSection notes={client.notes} name={client.name} />
      {overview.activity && <ActivitySection part={overview.activity} name={client.name} />}
    </div>
  );
}

/**
 * /clients/:id, the client page (decision 126): everything about one client from one read, each
 * section's first items and count, with links to the screens that list them all. A client that is
 * not there (deleted, another studio's, a mistyped address) is the app's not-found state.
 */
export function ClientPage() {
  const { id = '' } = useParams();
  const query = useClientOverview(id);
  const t = useMessages(clientPageMessages);

  if (query.data) {
    return (
      <div data-testid="client-page">
        <ClientPageHeader overview={query.data} />
        <ClientGroups clientId={id} />
        <Sections overview={query.data} />
      </div>
    );
  }
  if (query.error instanceof ApiError && query.error.statusCode === 404) {
    return (
      <NotFoundState
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        action={
          <AppLink to="/clients" className={buttonVariants()}>
            {t.back}
          </AppLink>
        }
      />
    );
  }
  if (query.error) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold">{t.failedTitle}</h1>
        <p className="text-sm font-medium text-destructive">{t.failed({ message: errorMessage(query.error) })}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 py-16 text-muted-foreground" data-testid="client-page-loading">
      <Spinner size="sm" /> {t.loading}
    </p>
  );
}
