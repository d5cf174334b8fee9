import type { SizeChart } from '@atelier/shared';
import { Ruler } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useServerSearch } from '@/lib/use-server-search';
import { useDeleteSizeChart, useSizeCharts } from '../api/size-charts-api';
import { sizeChartMessages } from '../messages';
import { SizeChartFormDialog } from './size-chart-form-dialog';
import { SizeProposalDialog } from './size-proposal-dialog';

/** Which dialog is open, and for which size chart; one at a time. */
type Open =
  | { kind: 'form'; sizeChart: SizeChart | null }
  | { kind: 'delete'; sizeChart: SizeChart }
  | { kind: 'propose'; sizeChart: SizeChart }
  | null;

/** /size-charts (decision 214): the designers' size charts a page at a time, searched by the server (decision 069). */
export function SizeChartsPage() {
  const t = useMessages(sizeChartMessages);
  const query = useServerSearch();
  const list = useSizeCharts({ search: query.search });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('sizeCharts.write');
  const canDelete = useCan('sizeCharts.delete');
  const remove = useDeleteSizeChart();
  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', sizeChart: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(sizeChart) => (
            <SizeChartCard
              sizeChart={sizeChart}
              onPropose={() => setOpen({ kind: 'propose', sizeChart })}
              onEdit={canWrite ? () => setOpen({ kind: 'form', sizeChart }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', sizeChart }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <SizeChartFormDialog sizeChart={open.sizeChart} onClose={close} />}
      {open?.kind === 'propose' && <SizeProposalDialog sizeChart={open.sizeChart} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.sizeChart.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.sizeChart.id);
          }}
        />
      )}
    </div>
  );
}

type CardProps = { sizeChart: SizeChart; onPropose: () => void; onEdit?: () => void; onDelete?: () => void };

/** One chart: its designer and name, its sizes and unit, and the buttons the user's role allows. */
function SizeChartCard({ sizeChart, onPropose, onEdit, onDelete }: CardProps) {
  const titleId = useId();
  const t = useMessages(sizeChartMessages);
  const labels = useLabels();
  const first = sizeChart.rows[0]?.size ?? '';
  const last = sizeChart.rows.at(-1)?.size ?? '';
  const sizes = sizeChart.rows.length === 1 ? t.summaryOne({ first }) : t.summary({ count: String(sizeChart.rows.length), first, last });
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId}>
      <p className="truncate text-sm text-muted-foreground">{sizeChart.designer.name}</p>
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {sizeChart.name}
      </h2>
      <p className="text-sm">{sizes}</p>
      <p className="text-sm text-muted-foreground">
        {t.unitShown({ unit: labels.unitName(sizeChart.unit).toLocaleLowerCase() })} · {t[sizeChart.rule]}
      </p>
      {sizeChart.note && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{sizeChart.note}</p>}
      <div className="mt-auto flex items-center justify-between gap-1">
        <Button variant="outline" size="sm" onClick={onPropose} aria-label={t.propose({ name: sizeChart.name })}>
          <Ruler className="h-4 w-4" aria-hidden />
          {t.proposeShort}
        </Button>
        <RecordActions
          onEdit={onEdit}
          editLabel={t.edit({ name: sizeChart.name })}
          onDelete={onDelete}
          deleteLabel={t.delete({ name: sizeChart.name })}
        />
      </div>
    </Card>
  );
}
