import type { SizeChart } from '@atelier/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PanelStatus } from '@/components/ui/panel-status';
import { ClientPicker } from '@/features/clients';
import { useMessages } from '@/lib/i18n/i18n';
import { useSizeProposal } from '../api/size-charts-api';
import { sizeChartMessages } from '../messages';
import { SizeProposalShown } from './size-proposal-shown';

/**
 * 'Propose a size' (decision 214): the bride is chosen, and the server's one computation reads her
 * latest measurements against this chart: the size, the measurement that chose it, what each other
 * measurement leaves to take in, what lies beyond the chart, the upsize charge and what is missing.
 */
export function SizeProposalDialog({ sizeChart, onClose }: { sizeChart: SizeChart; onClose: () => void }) {
  const t = useMessages(sizeChartMessages);
  const [clientId, setClientId] = useState('');
  const proposal = useSizeProposal(sizeChart.id, clientId);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.proposeTitle({ name: `${sizeChart.designer.name} · ${sizeChart.name}` })}
        description={t.proposeDescription}
        className="sm:max-w-xl"
        footer={
          <Button type="button" variant="outline" onClick={onClose}>
            {t.close}
          </Button>
        }
      >
        <div className="grid gap-4">
          <Field label={t.client}>
            {(p) => <ClientPicker {...p} value={clientId} onChange={(id) => setClientId(id)} placeholder={t.chooseClient} />}
          </Field>
          {clientId && (
            <PanelStatus query={proposal} loadingText={t.proposing} failedText={t.failed} retryText={t.retry}>
              {proposal.data && <SizeProposalShown answer={proposal.data} />}
            </PanelStatus>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
