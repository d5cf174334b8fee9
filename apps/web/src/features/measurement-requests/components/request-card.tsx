import type { MeasurementRequest } from '@atelier/shared';
import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useApproveRequest, useCancelRequest, useRejectRequest } from '../api/measurement-requests-api';
import { useFormat } from '@/lib/use-format';
import { requestMessages } from './request-messages';
import { flagText, requestGarment, sentRows, statusText } from './request-text';

const STATUS_BADGES: Record<MeasurementRequest['status'], BadgeVariant> = {
  open: 'secondary',
  submitted: 'accent',
  approved: 'success',
  rejected: 'destructive',
  cancelled: 'outline',
};

type Asking = 'approve' | 'reject' | 'cancel' | null;

/** What the client sent, each value beside their last recorded one; a flagged value says why in words. */
function SentValues({ request, clientName, garment }: { request: MeasurementRequest; clientName: string; garment: string }) {
  const t = useMessages(requestMessages);
  const labels = useLabels();
  const format = useFormat();
  const cell = 'border-b border-border px-2 py-1.5 align-top';
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t.valuesCaption({ client: clientName, garment })}</caption>
        <thead>
          <tr className="text-start text-xs text-muted-foreground">
            <th scope="col" className={cn(cell, 'font-medium')}>
              {t.colMeasurement}
            </th>
            <th scope="col" className={cn(cell, 'text-end font-medium')}>
              {t.colSent}
            </th>
            <th scope="col" className={cn(cell, 'text-end font-medium')}>
              {t.colBefore}
            </th>
          </tr>
        </thead>
        <tbody>
          {sentRows(request).map(({ name, value }) => {
            const why = value ? flagText(value.flag, t) : null;
            return (
              <tr key={name} className={why ? 'bg-destructive-soft/40' : undefined}>
                <th scope="row" className={cn(cell, 'text-start font-normal')}>
                  {labels.measurement(name)}
                  {why && (
                    <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-destructive">
                      <AlertTriangle className="h-3.5 w-3.5 shrink-0" aria-hidden />
                      {why}
                    </span>
                  )}
                </th>
                <td className={cn(cell, 'text-end font-medium whitespace-nowrap tabular-nums')}>
                  {value ? (
                    format.size({ name, size: value.size, unit: request.unit })
                  ) : (
                    <span className="text-muted-foreground">{t.notSent}</span>
                  )}
                </td>
                <td className={cn(cell, 'text-end whitespace-nowrap text-muted-foreground tabular-nums')}>
                  {value?.previous ? format.size({ name, ...value.previous }) : t.noneBefore}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One request to measure at home (decision 084): open ones can be cancelled; sent ones show the
 * values beside the last recorded ones, the client's note, and Approve / Reject; an approved one
 * links to the client's records.
 */
export function RequestCard({ request, clientName, canWrite }: { request: MeasurementRequest; clientName: string; canWrite: boolean }) {
  const t = useMessages(requestMessages);
  const labels = useLabels();
  const format = useFormat();
  const titleId = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const approve = useApproveRequest(request.clientId);
  const reject = useRejectRequest(request.clientId);
  const cancel = useCancelRequest(request.clientId);
  const garment = requestGarment(request, labels.garment);
  const flagged = request.values.filter((v) => v.flag !== null).length;
  const when =
    request.status === 'open'
      ? t.askedOn({ date: format.dateTime(request.createdAt) })
      : request.status === 'submitted'
        ? t.sentOn({ date: format.dateTime(request.submittedAt) })
        : t.decidedOn({ date: format.dateTime(request.decidedAt) });

  return (
    <li>
      <article className="space-y-3 rounded-lg border border-border p-4" aria-labelledby={titleId} data-testid="measurement-request">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={titleId} className="font-semibold">
              {t.measurementsOf({ garment })}
            </h4>
            <p className="text-xs text-muted-foreground">{when}</p>
          </div>
          <Badge variant={STATUS_BADGES[request.status]}>{statusText(request.status, t)}</Badge>
        </div>

        {request.status === 'submitted' && (
          <>
            {flagged > 0 && (
              <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
                {t.flagged(flagged)}
              </p>
            )}
            <SentValues request={request} clientName={clientName} garment={garment} />
            {request.clientNote && (
              <figure className="rounded-lg bg-muted px-3 py-2 text-sm">
                <figcaption className="text-xs font-medium text-muted-foreground">{t.clientNote}</figcaption>
                <blockquote className="whitespace-pre-line">{request.clientNote}</blockquote>
              </figure>
            )}
          </>
        )}

        {request.status === 'approved' && request.measurementId && (
          <AppLink to={`/measurements?tab=history&client=${encodeURIComponent(request.clientId)}`} className={inlineLinkClasses}>
            {t.seeRecord}
          </AppLink>
        )}

        {canWrite && request.status === 'submitted' && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setAsking('reject')} aria-label={t.rejectLabel({ garment })}>
              {t.reject}
            </Button>
            <Button size="sm" onClick={() => setAsking('approve')} aria-label={t.approveLabel({ garment })}>
              {t.approve}
            </Button>
          </div>
        )}
        {canWrite && request.status === 'open' && (
          <div className="flex justify-end">
            <Button variant="outline" size="sm" onClick={() => setAsking('cancel')} aria-label={t.cancelLabel({ garment })}>
              {t.cancel}
            </Button>
          </div>
        )}

        {asking === 'approve' && (
          <ConfirmDialog
            onClose={() => setAsking(null)}
            title={t.approveTitle}
            description={t.approveDescription({ garment, client: clientName })}
            confirmLabel={t.approveConfirm}
            // The values the studio looked at: the client sending again meanwhile is refused, not approved unseen.
            action={() => approve.mutateAsync({ id: request.id, body: request.submittedAt ? { submittedAt: request.submittedAt } : {} })}
          />
        )}
        {asking === 'reject' && (
          <ConfirmDialog
            onClose={() => setAsking(null)}
            title={t.rejectTitle}
            description={t.rejectDescription({ client: clientName })}
            confirmLabel={t.rejectConfirm}
            confirmVariant="destructive"
            action={() => reject.mutateAsync(request.id)}
          />
        )}
        {asking === 'cancel' && (
          <ConfirmDialog
            onClose={() => setAsking(null)}
            title={t.cancelTitle}
            description={t.cancelDescription({ client: clientName, garment })}
            confirmLabel={t.cancel}
            cancelLabel={t.keep}
            confirmVariant="destructive"
            action={() => cancel.mutateAsync(request.id)}
          />
        )}
      </article>
    </li>
  );
}
