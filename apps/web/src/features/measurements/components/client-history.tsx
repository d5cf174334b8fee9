import type { MeasurementHistory } from '@atelier/shared';
import { useEffect, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { useMeasurementHistory } from '../api/garment-templates-api';
import { measurementMessages } from '../messages';
import { changeText, historyGarmentName, valueOn } from './history-text';

type HistoryGarment = MeasurementHistory['garments'][number];

/** One garment's visits side by side: a row per measurement, a column per visit, newest on the right. */
function GarmentTable({ garment, clientName }: { garment: HistoryGarment; clientName: string }) {
  const t = useMessages(measurementMessages);
  const labels = useLabels();
  const format = useFormat();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const name = historyGarmentName(garment, labels.garment);
  // The latest visit is what a fitting needs: a narrow screen opens scrolled to it.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [garment.visits.length]);
  const cell = 'border-b border-border px-3 py-2 align-top';
  const sticky = 'sticky start-0 z-10 bg-card text-start font-medium';

  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold">
        {name}
      </h3>
      {/* Scrolls on its own on a phone; focusable so a keyboard can scroll it (WCAG 2.1.1). */}
      <div
        ref={scroller}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t.historyCaption({ garment: name, client: clientName })}</caption>
          <thead>
            <tr>
              <th scope="col" className={cn(cell, sticky)}>
                {t.historyMeasurement}
              </th>
              {garment.visits.map((v) => (
                <th key={v.measurementId} scope="col" className={cn(cell, 'text-end font-medium whitespace-nowrap')}>
                  <time dateTime={v.date}>{format.dateTime(v.date)}</time>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {garment.names.map((n) => (
              <tr key={n}>
                <th scope="row" className={cn(cell, sticky, 'max-w-40 min-w-28')}>
                  {labels.measurement(n)}
                </th>
                {garment.visits.map((v) => {
                  const value = valueOn(v, n);
                  const change = value
                    ? changeText(value.change, {
                        name: value.name,
                        from: value.unit,
                        to: format.unit,
                        language: format.language,
                        unitLabel: labels.unit,
                        same: t.historySame,
                      })
                    : null;
                  return (
                    <td key={v.measurementId} className={cn(cell, 'text-end whitespace-nowrap tabular-nums')}>
                      {value ? (
                        <>
                          <span className="block font-medium">{format.size(value)}</span>
                          {change && <span className="block text-xs text-muted-foreground">{change}</span>}
                        </>
                      ) : (
                        <>
                          <span aria-hidden className="text-muted-foreground">
                            —
                          </span>
                          <span className="sr-only">{t.historyNotTaken}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * A client's measurements per garment (decision 078), above the client's records in the history
 * tab: each garment's visits side by side with the change since the last visit.
 */
export function ClientHistory({ clientId, clientName }: { clientId: string; clientName: string }) {
  const t = useMessages(measurementMessages);
  const headingId = useId();
  const history = useMeasurementHistory(clientId);
  if (history.isPending) {
    return (
      <div role="status" className="mb-6 flex items-center gap-3 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.historyLoading}</p>
      </div>
    );
  }
  const garments = history.data?.garments ?? [];
  if (garments.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8 space-y-4" data-testid="client-history">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t.historyTitle({ client: clientName })}
        </h2>
        <p className="text-sm text-muted-foreground">{t.historyDescription}</p>
      </div>
      {garments.map((g) => (
        <GarmentTable key={g.key} garment={g} clientName={clientName} />
      ))}
    </section>
  );
}
