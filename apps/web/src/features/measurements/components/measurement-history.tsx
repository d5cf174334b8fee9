import type { Measurement } from '@atelier/shared';
import { useId, useState } from 'react';
import { ClientPicker } from '@/features/clients';
import { FitProfilePanel } from '@/features/fittings';
import { MeasurementRequestsPanel } from '@/features/measurement-requests';
import { photoMessages } from '@/features/photos';
import { PhotosDialog } from '@/features/photos';
import { ListPage } from '@/components/layout/list-page';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { usePlanHas } from '@/features/billing';
import { useCan } from '@/lib/permissions';
import { useClientNames } from '@/features/clients';
import { useServerSearch } from '@/lib/use-server-search';
import { useDeleteMeasurement, useMeasurements } from '../api/measurements-api';
import { measurementMessages } from '../messages';
import { ClientHistory } from './client-history';
import { garmentLabelOf } from './garment-choice';
import { MeasurementCard } from './measurement-card';
import { MeasurementEditDialog } from './measurement-edit-dialog';

type Open = { kind: 'edit' | 'delete' | 'photos'; measurement: Measurement } | null;

/**
 * The 'Measurement History' tab, a page at a time: the server searches by client name or garment
 * type and narrows to one client (decision 069); edit and delete. With one client chosen, their
 * measurements per garment come first, visit beside visit (decision 078). A measurement names its client by id only, so the names
 * come from the loaded client pages, else are read by id.
 */
export function MeasurementHistory({ initialClientId = '' }: { initialClientId?: string }) {
  const query = useServerSearch();
  const [clientId, setClientId] = useState(initialClientId);
  const clientFilterId = useId();
  const list = useMeasurements({ search: query.search, clientId });
  const measurements = list.items;
  const clientNames = useClientNames([clientId, ...measurements.map((m) => m.clientId)]);
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteMeasurement();
  const t = useMessages(measurementMessages);
  const labels = useLabels();
  const tp = useMessages(photoMessages);
  const canWrite = useCan('measurements.write');
  // The profile names the projects its corrections came from (decision 086).
  const canReadProjects = useCan('projects.read');
  // On a plan without the portal the client's card still opens them; here they would only be a lock.
  const portal = usePlanHas('clientPortal');

  const unknown = t.unknownClient;
  const nameOf = (id: string) => clientNames(id) ?? unknown;

  return (
    <div>
      <ListPage
        controls={
          <>
            <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
              <SearchInput
                value={query.text}
                onChange={query.setText}
                placeholder={t.searchPlaceholder}
                label={t.searchLabel}
                className="w-full max-w-md"
              />
              <Label htmlFor={clientFilterId} className="sr-only">
                {t.filterClient}
              </Label>
              <ClientPicker
                id={clientFilterId}
                value={clientId}
                onChange={(id) => setClientId(id)}
                noneLabel={t.allClients}
                placeholder={t.allClients}
                className="w-full sm:w-64"
              />
            </div>
            {clientId && portal && (
              <div className="mb-8">
                <MeasurementRequestsPanel clientId={clientId} clientName={clientNames(clientId) ?? unknown} />
              </div>
            )}
            {clientId && <ClientHistory clientId={clientId} clientName={clientNames(clientId) ?? unknown} />}
            {/* The corrections of the client's fittings beside their measurements (decision 086). */}
            {clientId && canReadProjects && <FitProfilePanel clientId={clientId} />}
          </>
        }
        list={list}
        loadingText={t.loading}
        emptyText={t.empty}
      >
        <CardGrid
          items={measurements}
          label={t.historyLabel}
          card={(m) => (
            <MeasurementCard
              measurement={m}
              clientName={nameOf(m.clientId)}
              onEdit={() => setOpen({ kind: 'edit', measurement: m })}
              onDelete={() => setOpen({ kind: 'delete', measurement: m })}
              onPhotos={() => setOpen({ kind: 'photos', measurement: m })}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'edit' && (
        <MeasurementEditDialog
          measurement={open.measurement}
          clientName={nameOf(open.measurement.clientId)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'photos' && (
        <PhotosDialog
          subject="measurement"
          subjectId={open.measurement.id}
          name={tp.measurementName({ garment: labels.garment(open.measurement.garmentType), client: nameOf(open.measurement.clientId) })}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          onClose={() => setOpen(null)}
          title={t.deleteTitle}
          description={t.deleteDescription({
            garment: garmentLabelOf(open.measurement, labels.garment),
            client: nameOf(open.measurement.clientId),
          })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(open.measurement.id)}
        />
      )}
    </div>
  );
}
