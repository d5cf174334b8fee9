import type { Material, Movement } from '@atelier/shared';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { useMovements } from '../api/materials-api';
import { materialMessages } from '../messages';
import { useQuantityText } from './material-figures';
import { movementLabel } from './material-texts';

/** '+3½ yd on hand', '−1 m reserved': what a movement did to each sum, the sums it left unchanged left out. */
function useChangeText(material: Material) {
  const t = useMessages(materialMessages);
  const quantity = useQuantityText(material.measure);
  const signed = (v: number) => (v > 0 ? `+${quantity(v)}` : quantity(v));
  return (m: Movement) =>
    [
      m.onHandChange !== 0 ? t.onHandChange({ change: signed(m.onHandChange) }) : '',
      m.reservedChange !== 0 ? t.reservedChange({ change: signed(m.reservedChange) }) : '',
    ]
      .filter(Boolean)
      .join(', ');
}

/**
 * The material's ledger (decision 142), newest first a page at a time: what each movement did,
 * for which project, why, who and when. A list of articles rather than a table, so a phone reads
 * each movement whole at 375 px.
 */
export function MaterialLedger({ material }: { material: Material }) {
  const t = useMessages(materialMessages);
  const format = useFormat();
  const list = useMovements(material.id);
  const change = useChangeText(material);
  return (
    <section aria-labelledby="material-ledger-title" className="space-y-3">
      <h2 id="material-ledger-title" className="text-lg font-semibold">
        {t.ledger}
      </h2>
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        hasCache={list.hasCache}
        isEmpty={list.items.length === 0}
        loadingText={t.loadingMovements}
        emptyText={t.noMovements}
        onRetry={list.retry}
      >
        <ul className="divide-y divide-border rounded-xl border border-border bg-card" aria-label={t.ledgerLabel({ name: material.name })}>
          {list.items.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
              data-testid="movement"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {movementLabel(m.kind, t)} <span className="font-normal tabular-nums">{change(m)}</span>
                </p>
                {m.project && (
                  <p className="text-muted-foreground">
                    {t.project}: {m.project.name}
                  </p>
                )}
                {m.reason && <p className="break-words whitespace-pre-line">{m.reason}</p>}
              </div>
              <p className="shrink-0 text-muted-foreground sm:text-end">
                {m.by?.name ?? t.someone} · <time dateTime={m.createdAt}>{format.dateTime(m.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
      </ListStatus>
    </section>
  );
}
