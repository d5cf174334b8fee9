import { AlarmClock, CalendarCheck, LogOut, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SummaryCards } from '@/components/ui/summary-cards';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { useRentalReport } from '../api/rentals-api';
import { rentalMessages } from '../messages';

/** The counter's morning (decision 224): out now, due back today, late, and pieces in their cleaning. */
export function RentalCounts() {
  const t = useMessages(rentalMessages);
  const report = useRentalReport().data;
  const shown = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return (
    <SummaryCards
      label={t.reportLabel}
      items={[
        { label: t.dueOut, value: shown(report?.outNow), icon: <LogOut className="h-5 w-5" aria-hidden /> },
        { label: t.dueToday, value: shown(report?.dueToday), icon: <CalendarCheck className="h-5 w-5" aria-hidden /> },
        { label: t.dueLate, value: shown(report?.late), icon: <AlarmClock className="h-5 w-5" aria-hidden /> },
        { label: t.inCleaning, value: shown(report?.inCleaning), icon: <Sparkles className="h-5 w-5" aria-hidden /> },
      ]}
    />
  );
}

/** Each rentable piece's rentals and earnings beside what replacing it costs; the ones that paid for themselves marked. */
export function PieceEarnings() {
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const report = useRentalReport().data;
  if (!report) return null;
  return (
    <section aria-labelledby="piece-earnings" className="mt-8">
      <h2 id="piece-earnings" className="mb-3 text-lg font-semibold">
        {t.earningsTitle}
      </h2>
      {report.pieces.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.earningsEmpty}</p>
      ) : (
        <Card className="divide-y divide-border">
          <ul>
            {report.pieces.map((piece) => (
              <li key={piece.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <div className="min-w-0">
                  <p className="break-words">
                    <span className="font-mono font-medium">{piece.code}</span> · {piece.style.name}
                    {piece.size && ` · ${piece.size}`}
                  </p>
                  <p className="text-xs text-muted-foreground">{t.timesRented(piece.rentals)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-end">
                  <span>
                    {t.earned({ amount: format.money(piece.earnings) })}
                    {piece.replacementValue !== null && (
                      <span className="text-muted-foreground"> {t.ofReplacement({ amount: format.money(piece.replacementValue) })}</span>
                    )}
                  </span>
                  {piece.paidFor && <Badge variant="default">{t.paidFor}</Badge>}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
