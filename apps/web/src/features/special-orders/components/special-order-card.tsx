import { nextSpecialOrderState, type SpecialOrder, type SpecialOrderState } from '@atelier/shared';
import { AlertTriangle, ArrowRight, PackageCheck, Scissors } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RecordActions } from '@/components/ui/record-actions';
import { useWeddingCountdown } from '@/components/ui/wedding-countdown';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { specialOrderMessages } from '../messages';
import { SpecialOrderOpenings } from './special-order-openings';
import { ArrivalLine } from './arrival-line';

type Props = {
  order: SpecialOrder;
  moving: boolean;
  onAdvance?: (state: SpecialOrderState) => void;
  /** Checks the received gown in as a piece (decision 218): offered instead of the move to checked in. */
  onCheckIn?: () => void;
  /** Opens the bride's alterations once the gown is a piece: offered instead of the move to in alterations. */
  onAlterations?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
};

/**
 * One bride's order (decision 216): her name, the style and size ordered, her wedding and the
 * countdown to it, the road counted back from it with the risk flagged, the money, and the one tap
 * that moves the order to its next state: at the gown's arrival, its check-in as a piece and then
 * its alterations (decision 218).
 */
export function SpecialOrderCard({ order, moving, onAdvance, onCheckIn, onAlterations, onEdit, onDelete }: Props) {
  const titleId = useId();
  const t = useMessages(specialOrderMessages);
  const format = useFormat();
  const labels = useLabels();
  const countdown = useWeddingCountdown();
  const { road } = order;
  const next = nextSpecialOrderState(order.state);
  const date = (day: string) => format.calendarDate(day);
  const proposed = order.sizeProposal?.proposal.size;
  const steps = [
    order.state === 'to-order' && road.orderByDate && t.orderBy({ date: date(road.orderByDate) }),
    t.arriveBy({ date: date(road.arriveByDate) }),
    road.expectedArrivalDate && t.expected({ date: date(road.expectedArrivalDate) }),
    t.firstFitting({ date: date(road.firstFittingDate) }),
    t.finalFitting({ date: date(road.finalFittingDate) }),
    t.pickup({ date: date(road.pickupDate) }),
  ].filter((step): step is string => Boolean(step));

  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {order.client.name}
        </h2>
        <div className="flex flex-wrap gap-1">
          {road.atRisk && (
            <Badge variant="destructive">
              <AlertTriangle className="h-3 w-3" aria-hidden /> {t.atRisk}
            </Badge>
          )}
          <Badge variant="secondary">{labels.specialOrderState(order.state)}</Badge>
        </div>
      </div>
      <p className="font-medium break-words">{order.style.name}</p>
      <p className="text-sm break-words text-muted-foreground">
        {t.byDesigner({ designer: order.style.designer.name, number: order.style.styleNumber })}
      </p>
      <p className="text-sm">
        {[t.sizeShown({ size: order.size }), order.colour].filter(Boolean).join(' · ')}
        {proposed && proposed !== order.size && (
          <span className="text-muted-foreground">
            {' '}
            — {t.proposedShown({ size: proposed, chart: order.sizeProposal?.chartName ?? '' })}
          </span>
        )}
      </p>
      <p className="text-sm font-medium">
        {t.wedding({ date: date(order.weddingDate) })} · {countdown(road.daysToWedding)}
      </p>
      {road.atRisk && <p className="text-sm text-destructive">{t.atRiskWhy({ date: date(road.arriveByDate) })}</p>}
      <ul className="grid gap-0.5 text-sm text-muted-foreground">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p className="text-sm tabular-nums">
        {t.money({ price: format.money(order.price), deposit: format.money(order.deposit), balance: format.money(order.balance) })}
      </p>
      {order.designerConfirmation && <p className="text-sm">{t.confirmationShown({ number: order.designerConfirmation })}</p>}
      <SpecialOrderOpenings order={order} />
      <ArrivalLine order={order} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        {order.state === 'received' && onCheckIn ? (
          <Button variant="outline" onClick={onCheckIn}>
            <PackageCheck className="h-4 w-4" aria-hidden /> {t.checkIn}
          </Button>
        ) : order.state === 'checked-in' && order.piece && onAlterations ? (
          <Button variant="outline" loading={moving} onClick={onAlterations}>
            <Scissors className="h-4 w-4" aria-hidden /> {t.sendToAlterations}
          </Button>
        ) : next && onAdvance ? (
          <Button variant="outline" loading={moving} onClick={() => onAdvance(next)}>
            <ArrowRight className="h-4 w-4" aria-hidden /> {t.moveTo({ state: labels.specialOrderState(next) })}
          </Button>
        ) : (
          <span />
        )}
        <RecordActions
          onEdit={onEdit}
          editLabel={t.edit({ name: order.client.name })}
          onDelete={onDelete}
          deleteLabel={t.delete({ name: order.client.name })}
        />
      </div>
    </Card>
  );
}
