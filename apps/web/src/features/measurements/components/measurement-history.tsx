import type { Measurement } from '@atelier/shared';
import { ShowMore } from '@/components/ui/show-more';
import { useIncremental } from '@/lib/use-incremental';
import { useMemo, useState } from 'react';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStatus } from '@/components/ui/list-status';
import { SearchInput } from '@/components/ui/search-input';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useDeleteMeasurement, type useMeasurements } from '../api/measurements-api';
import { measurementMessages } from '../messages';
import { MeasurementCard } from './measurement-card';
import { MeasurementEditDialog } from './measurement-edit-dialog';
import { filterMeasurements } from './measurement-filters';

type Open = { kind: 'edit' | 'delete'; measurement: Measurement } | null;

/** The 'Measurement History' tab: search by client name or garment type, edit and delete. */
export function MeasurementHistory({
  list,
  clientNames,
}: {
  list: ReturnType<typeof useMeasurements>;
  clientNames: ReadonlyMap<string, string>;
}) {
  const { items: measurements, isLoading, error, hasCache, retry: onRetry } = list;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteMeasurement();
  const t = useMessages(measurementMessages);
  const labels = useLabels();

  const unknown = t.unknownClient;
  const nameOf = (id: string) => clientNames.get(id) ?? unknown;
  const visible = useMemo(
    () => filterMeasurements(measurements, query, (id) => clientNames.get(id) ?? unknown, labels.garment),
    [measurements, query, clientNames, unknown, labels],
  );
  const page = useIncremental(visible, query);

  return (
    <div>
      <SearchInput value={query} onChange={setQuery} placeholder={t.searchPlaceholder} label={t.searchLabel} className="mb-6 max-w-md" />
      <ListStatus
        isLoading={isLoading}
        error={error}
        hasCache={hasCache}
        isEmpty={visible.length === 0}
        loadingText={t.loading}
        emptyText={t.empty}
        onRetry={onRetry}
      >
        <CardGrid
          items={page.shown}
          label={t.historyLabel}
          card={(m) => (
            <MeasurementCard
              measurement={m}
              clientName={nameOf(m.clientId)}
              onEdit={() => setOpen({ kind: 'edit', measurement: m })}
              onDelete={() => setOpen({ kind: 'delete', measurement: m })}
            />
          )}
        />
        <ShowMore remaining={page.remaining} onMore={page.showMore} />
      </ListStatus>

      {open?.kind === 'edit' && (
        <MeasurementEditDialog
          measurement={open.measurement}
          clientName={nameOf(open.measurement.clientId)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          onClose={() => setOpen(null)}
          title={t.deleteTitle}
          description={t.deleteDescription({
            garment: labels.garment(open.measurement.garmentType),
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
