import type { PublicBooking, PublicBookingPage } from '@atelier/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { moneyText } from './book-money';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import type { KeptBooking, PublicBookingApi } from '../api/public-booking-api';
import { bookMessages } from './book-messages';
import { clientTimeZone, momentLabel, slotTime } from './slot-days';

type Read = { status: 'loading' } | { status: 'loaded'; booking: PublicBooking } | { status: 'failed' };

/**
 * A booking read back with its key (decision 161): after booking, or back from the deposit's
 * checkout. Held (with the way to pay and when the hold ends), confirmed (the time, 'Add to
 * calendar' and the client's portal), expired or cancelled (and the way to book again).
 */
export function BookingStatus({
  api,
  page,
  kept,
  created,
  onAgain,
}: {
  api: PublicBookingApi;
  page: PublicBookingPage;
  kept: KeptBooking;
  /** The creation's own answer, shown as it is rather than read again (it alone has the portal's address). */
  created?: PublicBooking;
  onAgain: () => void;
}) {
  const t = useMessages(bookMessages);
  const [read, setRead] = useState<Read>(() => (created ? { status: 'loaded', booking: created } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (created && attempt === 0) return;
    let live = true;
    setRead({ status: 'loading' });
    void api.get(kept.id, kept.key).then((answer) => {
      if (!live) return;
      // A booking the server no longer knows by that key: the client books again.
      if (!answer.ok && answer.kind === 'gone') return onAgain();
      setRead(answer.ok ? { status: 'loaded', booking: answer.data.booking } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api, kept, created, attempt, onAgain]);

  useEffect(() => {
    if (read.status === 'loaded') heading.current?.focus();
  }, [read.status]);

  if (read.status === 'loading')
    return (
      <p role="status" className="text-muted-foreground">
        {t.checking}
      </p>
    );
  if (read.status === 'failed')
    return (
      <div role="alert" className="space-y-2">
        <p>{t.failedText}</p>
        <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          {t.retry}
        </Button>
      </div>
    );
  return <StatusCard booking={read.booking} page={page} heading={heading} onAgain={onAgain} />;
}

function StatusCard({
  booking,
  page,
  heading,
  onAgain,
}: {
  booking: PublicBooking;
  page: PublicBookingPage;
  heading: RefObject<HTMLHeadingElement | null>;
  onAgain: () => void;
}) {
  const t = useMessages(bookMessages);
  const language = useLocale();
  const zone = clientTimeZone();
  const money = (amount: number) => moneyText(amount, page.studio.currency, language);
  const title = { confirmed: t.confirmedTitle, held: t.heldTitle, expired: t.expiredTitle, cancelled: t.cancelledTitle }[booking.status];
  return (
    <section
      aria-labelledby="book-result"
      className="space-y-3 rounded-xl border border-border p-5"
      data-testid="book-result"
      data-status={booking.status}
    >
      <h2 id="book-result" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      <p className="font-medium">{`${booking.typeName}, ${momentLabel(booking.start, zone, language)}`}</p>
      {booking.status === 'confirmed' && booking.depositPaid && booking.deposit > 0 && (
        <p>{t.depositPaid({ amount: money(booking.deposit) })}</p>
      )}
      {booking.status === 'held' && booking.holdExpiresAt && <p>{t.heldText({ time: slotTime(booking.holdExpiresAt, zone, language) })}</p>}
      {booking.status === 'expired' && <p>{t.expiredText}</p>}
      <div className="flex flex-wrap gap-2">
        {booking.status === 'held' && booking.checkoutUrl && (
          <a className={buttonVariants()} href={booking.checkoutUrl}>
            {t.payDeposit}
          </a>
        )}
        {booking.status === 'confirmed' && booking.portalUrl && (
          <>
            {/* The portal lists the appointment with its .ics file (decision 085). */}
            <a className={buttonVariants({ variant: 'outline' })} href={`${booking.portalUrl}#appointments`}>
              {t.addToCalendar}
            </a>
            <a className={buttonVariants()} href={booking.portalUrl} data-testid="book-portal">
              {t.portal}
            </a>
          </>
        )}
        {booking.status !== 'held' && (
          <Button variant="ghost" onClick={onAgain}>
            {t.bookAnother}
          </Button>
        )}
      </div>
      {booking.status === 'confirmed' && (
        // The portal's address is answered only when booking made the client's record (decision 156);
        // otherwise it goes to the client's own email or phone.
        <p className="text-sm text-muted-foreground">{booking.portalUrl ? t.portalText : t.portalSent}</p>
      )}
    </section>
  );
}
