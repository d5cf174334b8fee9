import { daysBetween, type SpecialOrder } from '@atelier/shared';
import { useWeddingCountdown } from '@/components/ui/wedding-countdown';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { groupMessages } from '../messages';
import { countdownDate } from './party-orders-model';

/**
 * The countdown to the party's day (decision 219), as a bride's page says it: the group's event
 * date, else the first wedding among its orders; the event date line alone when there is neither.
 */
export function PartyCountdown({ eventDate, orders }: { eventDate: string | null; orders: readonly SpecialOrder[] }) {
  const t = useMessages(groupMessages);
  const format = useFormat();
  const countdown = useWeddingCountdown();
  const target = countdownDate(eventDate, orders);
  const date = target ? format.calendarDate(target.date) : t.noDate;
  return (
    <div className="text-muted-foreground" data-testid="party-countdown">
      <p>
        {t.eventDate}:{' '}
        {target && !target.fromOrders ? (
          <span className="font-semibold text-foreground">
            {t.eventCountdown({ date, countdown: countdown(target.days ?? daysBetween(format.today(), target.date)) })}
          </span>
        ) : (
          t.noDate
        )}
      </p>
      {target?.fromOrders && (
        <p className="font-semibold text-foreground">
          {t.eventCountdown({ date: t.firstWedding({ date }), countdown: countdown(target.days ?? 0) })}
        </p>
      )}
    </div>
  );
}
