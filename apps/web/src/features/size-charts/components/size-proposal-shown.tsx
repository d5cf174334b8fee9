import { CHART_MEASURE_NAMES, centsToDollars, GARMENT_LABELS, type ChartMeasure, type SizeProposalAnswer } from '@atelier/shared';
import { useId } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { sizeChartMessages } from '../messages';

/**
 * What a chart proposed for a bride (decision 214), as the proposal dialog and a special order's
 * form show it: the size, the measurement that chose it, the upsize charge, what lies beyond the
 * chart, what is missing and what each measurement leaves to take in.
 */
export function SizeProposalShown({ answer }: { answer: SizeProposalAnswer }) {
  const t = useMessages(sizeChartMessages);
  const labels = useLabels();
  const format = useFormat();
  const { proposal, measurement } = answer;
  const headingId = useId();
  const name = (m: ChartMeasure) => labels.measurement(CHART_MEASURE_NAMES[m]);
  const size = (value: number) => format.sizeText(value, proposal.unit);
  if (!measurement) return <p className="text-sm">{t.noMeasurements}</p>;
  const garment =
    measurement.garmentName === GARMENT_LABELS[measurement.garmentType] ? labels.garment(measurement.garmentType) : measurement.garmentName;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm" aria-live="polite">
      <p className="text-muted-foreground">{t.measuredOn({ garment, date: format.calendarDate(measurement.measuredAt) })}</p>
      {proposal.size ? (
        <div>
          <h3 id={headingId} className="text-2xl font-semibold">
            {t.proposedSize({ size: proposal.size })}
          </h3>
          {proposal.decidedBy && <p>{t.decidedBy({ measure: name(proposal.decidedBy) })}</p>}
          {proposal.upchargeCents > 0 && (
            <p className="font-medium">{t.upchargeShown({ amount: format.money(centsToDollars(proposal.upchargeCents)) })}</p>
          )}
        </div>
      ) : (
        <div>
          <h3 id={headingId} className="font-semibold">
            {t.beyondChart}
          </h3>
          <ul className="list-disc ps-5">
            {proposal.beyond.map((b) => (
              <li key={b.measure}>{t.beyondBy({ measure: name(b.measure), by: size(b.by) })}</li>
            ))}
          </ul>
          {proposal.beyond.length > 0 && <p>{t.beyondAdvice}</p>}
        </div>
      )}
      {proposal.missing.length > 0 && <p>{t.missing({ measures: proposal.missing.map(name).join(', ') })}</p>}
      {proposal.size && proposal.differences.length > 0 && (
        <table className="w-full">
          <caption className="mb-1 text-start font-medium">{t.differences}</caption>
          <thead>
            <tr className="border-b text-start">
              <th scope="col" className="py-1 text-start font-medium">
                {t.measure}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t.hers}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t.atSize({ size: proposal.size })}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t.takeIn}
              </th>
            </tr>
          </thead>
          <tbody>
            {proposal.differences.map((d) => (
              <tr key={d.measure} className="border-b last:border-0">
                <th scope="row" className="py-1 text-start font-normal">
                  {name(d.measure)}
                </th>
                <td className="py-1 text-end whitespace-nowrap tabular-nums">{size(d.body)}</td>
                <td className="py-1 text-end whitespace-nowrap tabular-nums">{size(d.chart)}</td>
                <td className="py-1 text-end whitespace-nowrap tabular-nums">{takeInText(d.measure, d.takeIn, size, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A girth is taken in or let out; the hollow-to-hem is a length, shortened or lengthened at the hem. */
function takeInText(measure: ChartMeasure, takeIn: number, size: (v: number) => string, t: ReturnType<typeof sizeChartMessages.get>) {
  if (takeIn === 0) return '—';
  if (measure === 'hollowToHem') return takeIn > 0 ? t.shorten({ amount: size(takeIn) }) : t.lengthen({ amount: size(-takeIn) });
  return takeIn > 0 ? size(takeIn) : t.letOut({ amount: size(-takeIn) });
}
