import type { Rental } from '@atelier/shared';
import { Ban, LogIn, LogOut, Receipt } from 'lucide-react';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RecordActions } from '@/components/ui/record-actions';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { forClientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { rentalMessages } from '../messages';
import { RentalOpenings } from './rental-openings';

type Props = {
  rental: Rental;
  onEdit?: () => void;
  onCancel?: () => void;
  onDelete?: () => void;
  /** Scans its pieces out (decision 223), offered while it is reserved. */
  onCheckOut?: () => void;
  /** Checks its pieces back in, offered while it is out. */
  onCheckIn?: () => void;
};

/**
 * One rental (decision 222): the client, the days out, each piece with who wears it and when it is
 * free again after its cleaning, the price and deposit the server summed, and the late fee agreed.
 */
export function RentalCard({ rental, onEdit, onCancel, onDelete, onCheckOut, onCheckIn }: Props) {
  const titleId = useId();
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const labels = useLabels();
  const date = (day: string) => format.calendarDate(day);
  const reserved = rental.state === 'reserved';
  const fee = format.money(rental.lateFeePerDay);
  const lateTerms =
    rental.lateFeePerDay > 0 &&
    (rental.lateFeeCap > 0 ? t.lateFee({ fee, cap: format.money(rental.lateFeeCap) }) : t.lateFeeUncapped({ fee }));

  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {rental.client.name}
        </h2>
        <div className="flex flex-wrap gap-1">
          {rental.late && <Badge variant="destructive">{t.lateBadge}</Badge>}
          <Badge variant={rental.state === 'cancelled' ? 'secondary' : 'default'}>{labels.rentalState(rental.state)}</Badge>
        </div>
      </div>
      {rental.group && <p className="text-sm break-words text-muted-foreground">{t.forGroup({ name: rental.group.name })}</p>}
      <p className="font-medium">{t.dates({ from: date(rental.pickupDate), to: date(rental.returnDate) })}</p>
      <ul className="flex flex-col gap-1 text-sm" aria-label={t.piecesCount(rental.lines.length)}>
        {rental.lines.map((line) => (
          <li key={line.id} className="break-words">
            <span className="font-mono">{line.piece.code}</span> · {line.piece.style.name}
            {line.piece.size && ` · ${line.piece.size}`}
            {line.wearer && ` · ${t.wornBy({ name: line.wearer.name })}`}
            <span className="block text-xs text-muted-foreground">
              {format.money(line.price)} · {t.freeFrom({ date: date(line.freeFrom) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm">{t.priceAndDeposit({ price: format.money(rental.price), deposit: format.money(rental.deposit) })}</p>
      {lateTerms && <p className="text-sm text-muted-foreground">{lateTerms}</p>}
      {rental.depositTaken && !rental.settlement && (
        <p className="text-sm">
          <DepositTaken rental={rental} taken={rental.depositTaken} />
        </p>
      )}
      {rental.settlement && <Settlement rental={rental} settlement={rental.settlement} />}
      {rental.note && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{rental.note}</p>}
      {rental.state !== 'cancelled' && <RentalOpenings rental={rental} />}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <div className="flex flex-wrap gap-2">
          {reserved && onCheckOut && (
            <Button size="sm" onClick={onCheckOut} aria-label={t.checkOut({ name: rental.client.name })}>
              <LogOut className="h-4 w-4" aria-hidden /> {t.checkOutShort}
            </Button>
          )}
          {rental.state === 'out' && onCheckIn && (
            <Button size="sm" onClick={onCheckIn} aria-label={t.checkIn({ name: rental.client.name })}>
              <LogIn className="h-4 w-4" aria-hidden /> {t.checkInShort}
            </Button>
          )}
          {reserved && onCancel && (
            <Button variant="outline" size="sm" onClick={onCancel} aria-label={t.cancel({ name: rental.client.name })}>
              <Ban className="h-4 w-4" aria-hidden /> {t.cancelConfirm}
            </Button>
          )}
        </div>
        <RecordActions
          onEdit={reserved ? onEdit : undefined}
          editLabel={t.edit({ name: rental.client.name })}
          onDelete={onDelete}
          deleteLabel={t.delete({ name: rental.client.name })}
        />
      </div>
    </Card>
  );
}

/** The deposit settled on its return (decision 223), as the server computed it. */
/** How the deposit was taken: paid online by card (decision 229), or by the way the counter said. */
function DepositTaken({ rental, taken }: { rental: Rental; taken: NonNullable<Rental['depositTaken']> }) {
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const labels = useLabels();
  const amount = format.money(rental.deposit);
  const date = format.calendarDate(taken.on);
  return (
    <>
      {taken.online ? t.depositTakenOnline({ amount, date }) : t.depositTaken({ amount, method: labels.paymentMethod(taken.method), date })}
    </>
  );
}

/** The deposit settled as the server answered it: refunded the way it was taken, what was kept on its invoice (decision 227). */
function Settlement({ rental, settlement }: { rental: Rental; settlement: NonNullable<Rental['settlement']> }) {
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const labels = useLabels();
  const refund = format.money(settlement.refund);
  return (
    <div className="space-y-0.5 rounded-md bg-muted p-3 text-sm">
      <p className="font-medium">{t.returnedShown({ date: format.calendarDate(settlement.returnedOn) })}</p>
      <p>
        {rental.depositTaken ? (
          <DepositTaken rental={rental} taken={rental.depositTaken} />
        ) : (
          t.depositHeld({ amount: format.money(rental.deposit) })
        )}
      </p>
      {settlement.lateDays > 0 && (
        <p>
          {t.lateDays(settlement.lateDays)} · {t.lateCharge({ amount: format.money(settlement.lateFee) })}
        </p>
      )}
      {settlement.damage > 0 && <p>{t.damageTotal({ amount: format.money(settlement.damage) })}</p>}
      <p className="font-medium">
        {settlement.refundedOnline
          ? t.refundedToCard({ amount: refund })
          : rental.depositTaken
            ? t.refundBy({ amount: refund, method: labels.paymentMethod(rental.depositTaken.method) })
            : t.refund({ amount: refund })}
      </p>
      {settlement.owed > 0 && <p className="font-medium text-destructive">{t.owed({ amount: format.money(settlement.owed) })}</p>}
      {settlement.chargesInvoiceId && (
        <AppLink to={forClientPath('/invoices', rental.client.id)} className="inline-flex min-h-9 items-center gap-1 font-medium underline">
          <Receipt className="h-4 w-4" aria-hidden /> {t.chargesLink}
        </AppLink>
      )}
    </div>
  );
}
