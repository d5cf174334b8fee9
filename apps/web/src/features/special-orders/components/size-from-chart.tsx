import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PanelStatus } from '@/components/ui/panel-status';
import { Select } from '@/components/ui/select';
import { SizeProposalShown, useSizeCharts, useSizeProposal } from '@/features/size-charts';
import { useMessages } from '@/lib/i18n/i18n';
import { specialOrderMessages } from '../messages';

type Props = {
  designerId: string;
  clientId: string;
  chartId: string;
  onChart: (chartId: string) => void;
  /** The proposed size, to order it. */
  onSize: (size: string) => void;
  error?: string;
};

/**
 * The designer's charts, and what the chosen one proposes for the bride's latest measurements
 * (decision 214): the size, the measurement that chose it and what each takes in. The server reads
 * the proposal again when the order is saved and keeps it with the order (decision 216).
 */
export function SizeFromChart({ designerId, clientId, chartId, onChart, onSize, error }: Props) {
  const t = useMessages(specialOrderMessages);
  const charts = useSizeCharts({ designerId: designerId || undefined });
  const proposal = useSizeProposal(chartId, chartId ? clientId : '');
  const options = [{ value: 'none', label: t.noChart }, ...charts.items.map((c) => ({ value: c.id, label: c.name }))];
  const size = proposal.data?.proposal.size ?? '';
  return (
    <div className="grid gap-3 sm:col-span-2">
      <Field
        label={t.chart}
        optional
        error={error}
        hint={designerId && !charts.isLoading && charts.items.length === 0 ? t.noChartYet : undefined}
      >
        {(p) => <Select {...p} value={chartId || 'none'} onValueChange={(v) => onChart(v === 'none' ? '' : v)} options={options} />}
      </Field>
      {chartId && clientId && (
        <div className="rounded-lg border border-border p-3">
          <PanelStatus query={proposal} loadingText={t.proposing} failedText={t.proposalFailed} retryText={t.retry}>
            {proposal.data && <SizeProposalShown answer={proposal.data} />}
          </PanelStatus>
          {size && (
            <Button type="button" variant="outline" className="mt-3" onClick={() => onSize(size)}>
              {t.useSize({ size })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
