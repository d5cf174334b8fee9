import type { ClientOverview } from '@atelier/shared';
import { useParams } from 'react-router';
import { RecordPage } from '@/components/layout/record-page';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useClientOverview } from '../api/client-overview';
import { clientPageMessages } from '../page-messages';
import { ActivitySection, AppointmentsSection, ConversationSection, NotesSection, PhotosSection } from './client-life-sections';
import { BrideCountdown } from './bride-countdown';
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

  return (
    <RecordPage query={query} list={{ to: '/clients', label: t.back }} loadingText={t.loading} failedTitle={t.failedTitle}>
      {(overview) => (
        <div data-testid="client-page">
          <ClientPageHeader overview={overview} />
          <ClientGroups clientId={id} />
          <BrideCountdown clientId={id} name={overview.client.name} />
          <Sections overview={overview} />
        </div>
      )}
    </RecordPage>
  );
}
