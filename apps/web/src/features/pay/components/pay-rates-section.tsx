import type { PayRate } from '@atelier/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { useDeletePayRate, usePayRates } from '../api/pay-api';
import { payMessages } from '../messages';
import { RateFormDialog } from './rate-form-dialog';

type Open = { kind: 'form'; rate: PayRate | null } | { kind: 'delete'; rate: PayRate } | null;

/** The piece rates (decision 154): every member reads what a stage pays; owners and managers set them. */
export function PayRatesSection({ manage }: { manage: boolean }) {
  const t = useMessages(payMessages);
  const labels = useLabels();
  const format = useFormat();
  const list = usePayRates();
  const remove = useDeletePayRate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const nameOf = (r: PayRate) => [labels.stage(r.stage), r.garmentType ? labels.garment(r.garmentType) : t.anyGarment].join(' · ');

  return (
    <section aria-labelledby="pay-rates-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pay-rates-title" className="text-lg font-semibold">
            {t.ratesTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{t.ratesDescription}</p>
        </div>
        {manage && (
          <Button onClick={() => setOpen({ kind: 'form', rate: null })}>
            <Plus className="h-4 w-4" aria-hidden /> {t.addRate}
          </Button>
        )}
      </div>
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        hasCache={list.hasCache}
        isEmpty={list.items.length === 0}
        loadingText={t.loadingRates}
        emptyText={t.noRates}
        onRetry={list.retry}
      >
        <ul className="divide-y divide-border rounded-xl border border-border bg-card" aria-label={t.ratesLabel}>
          {list.items.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm" data-testid="pay-rate">
              <span className="min-w-0 truncate">{nameOf(r)}</span>
              <span className="flex shrink-0 items-center gap-1">
                <span className="font-semibold tabular-nums">{format.money(r.rate)}</span>
                {manage && (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setOpen({ kind: 'form', rate: r })}
                      aria-label={t.editRate({ name: nameOf(r) })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      onClick={() => setOpen({ kind: 'delete', rate: r })}
                      aria-label={t.deleteRate({ name: nameOf(r) })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
      </ListStatus>
      {open?.kind === 'form' && <RateFormDialog rate={open.rate} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: nameOf(open.rate) })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.rate.id);
          }}
        />
      )}
    </section>
  );
}
