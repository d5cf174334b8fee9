import { PanelStatus } from '@/components/ui/panel-status';
import { Home } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PlanUpgrade, usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useMeasurementRequests } from '../api/measurement-requests-api';
import { AskToMeasureDialog } from './ask-to-measure-dialog';
import { requestMessages } from './request-messages';
import { RequestCard } from './request-card';

/**
 * A client's requests to measure at home (decision 084), newest first, with 'Ask to measure at
 * home' for a role that may write measurements. On a plan without the client portal the studio
 * sees why and the way to the plans instead; requests it made before are still listed to decide on.
 */
export function MeasurementRequestsPanel({
  clientId,
  clientName,
  titled = true,
}: {
  clientId: string;
  clientName: string;
  /** False inside a dialog whose own title and description say the same. */
  titled?: boolean;
}) {
  const t = useMessages(requestMessages);
  const headingId = useId();
  const included = usePlanHas('clientPortal');
  const canWrite = useCan('measurements.write');
  const list = useMeasurementRequests(clientId);
  const [asking, setAsking] = useState(false);
  const requests = list.data ?? [];

  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t.heading}
      className="space-y-3"
      data-testid="measurement-requests"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {titled && (
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold">
              {t.heading}
            </h3>
            <p className="text-sm text-muted-foreground">{t.description}</p>
          </div>
        )}
        {included && canWrite && (
          <Button size="sm" onClick={() => setAsking(true)}>
            <Home className="h-4 w-4" aria-hidden /> {t.ask}
          </Button>
        )}
      </div>
      {!included && <PlanUpgrade feature="clientPortal" />}
      <PanelStatus query={list} loadingText={t.loading} failedText={t.loadFailed} retryText={t.tryAgain}>
        {requests.length === 0 ? (
          included && <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="space-y-3" aria-label={t.listLabel({ name: clientName })}>
            {requests.map((r) => (
              <RequestCard key={r.id} request={r} clientName={clientName} canWrite={canWrite} />
            ))}
          </ul>
        )}
      </PanelStatus>
      {asking && <AskToMeasureDialog clientId={clientId} clientName={clientName} onClose={() => setAsking(false)} />}
    </section>
  );
}
