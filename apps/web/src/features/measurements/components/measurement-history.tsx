import { GARMENT_LABELS, type Measurement } from '@atelier/shared';
import { ShowMore } from '@/components/ui/show-more';
import { useIncremental } from '@/lib/use-incremental';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStatus } from '@/components/ui/list-status';
import { SearchInput } from '@/components/ui/search-input';
import { useDeleteMeasurement, type useMeasurements } from '../api/measurements-api';
import { MeasurementCard } from './measurement-card';
import { MeasurementEditDialog } from './measurement-edit-dialog';
import { filterMeasurements } from './measurement-filters';

export const UNKNOWN_CLIENT = 'Unknown Client';

type Open = { kind: 'edit' | 'delete'; measurement: Measurement } | null;

/** The 'Measurement History' tab: search by client name or garment type, edit and delete. */
export function MeasurementHistory({ list, clientNames }: { list: ReturnType<typeof useMeasurements>; clientNames: ReadonlyMap<string, string> }) {
  const { items: measurements, isLoading, error, hasCache, retry: onRetry } = list;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteMeasurement();

  const nameOf = (id: string) => clientNames.get(id) ?? UNKNOWN_CLIENT;
  const visible = useMemo(
    () => filterMeasurements(measurements, query, (id) => clientNames.get(id) ?? UNKNOWN_CLIENT),
    [measurements, query, clientNames],
  );
  const page = useIncremental(visible, query);

  const confirmDelete = async (m: Measurement) => {
    try {
      await remove.mutateAsync(m.id);
      setOpen(null);
    } catch {
      // Toasted by the query client; the dialog stays open.
    }
  };

  return (
    <div>
      <SearchInput value={query} onChange={setQuery} placeholder="Search by client or garment..." label="Search measurements" className="mb-6 max-w-md" />
      <ListStatus
        isLoading={isLoading}
        error={error}
        hasCache={hasCache}
        isEmpty={visible.length === 0}
        loadingText="Loading measurements..."
        emptyText="No measurements found."
        onRetry={onRetry}
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Measurement history">
          {page.shown.map((m) => (
            <li key={m.id} className="flex">
              <MeasurementCard
                measurement={m}
                clientName={nameOf(m.clientId)}
                onEdit={() => setOpen({ kind: 'edit', measurement: m })}
                onDelete={() => setOpen({ kind: 'delete', measurement: m })}
              />
            </li>
          ))}
        </ul>
        <ShowMore remaining={page.remaining} onMore={page.showMore} />
      </ListStatus>

      {open?.kind === 'edit' && <MeasurementEditDialog measurement={open.measurement} clientName={nameOf(open.measurement.clientId)} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title="Delete Measurement"
          description={`Are you sure you want to delete the ${GARMENT_LABELS[open.measurement.garmentType]} measurement of ${nameOf(open.measurement.clientId)}? This action cannot be undone.`}
          confirmLabel="Delete"
          confirmVariant="destructive"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(open.measurement)}
        />
      )}
    </div>
  );
}
