import type { Booking } from '@atelier/shared';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useBookings, type BookingView } from '../api/bookings-api';
import { bookingsMessages } from '../messages';

const VIEWS: readonly BookingView[] = ['upcoming', 'past', 'cancelled'];

/**
 * /bookings (decision 161): the appointments clients booked online, upcoming (soonest first),
 * past or cancelled, a page at a time. Each booking is also its calendar event; the page's
 * settings are in Settings › Online booking. A plan without bookings sees the upgrade panel, from its
 * route (decision 195).
 */
export function BookingsPage() {
  const t = useMessages(bookingsMessages);
  const manage = useCan('bookings.manage');
  const settingsLink = manage && (
    <AppLink to="/settings?tab=booking" className={buttonVariants({ variant: 'outline' })}>
      {t.pageSettings}
    </AppLink>
  );
  return (
    <div>
      <PageHeader title={t.listTitle} description={t.listDescription} actions={settingsLink} />
      <BookingsList />
    </div>
  );
}

function BookingsList() {
  const t = useMessages(bookingsMessages);
  const [view, setView] = useState<BookingView>('upcoming');
  const list = useBookings(view);
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t.views} className="flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <Button key={v} size="sm" variant={v === view ? 'primary' : 'outline'} aria-pressed={v === view} onClick={() => setView(v)}>
            {t[v]}
          </Button>
        ))}
      </div>
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        hasCache={list.hasCache}
        isEmpty={list.items.length === 0}
        loadingText={t.loadingList}
        emptyText={t.emptyList}
        onRetry={list.retry}
      >
        <ul aria-label={t.listLabel} className="divide-y divide-border rounded-xl border border-border bg-card" data-testid="bookings-list">
          {list.items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
      </ListStatus>
    </div>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const t = useMessages(bookingsMessages);
  const format = useFormat();
  const variant = booking.status === 'confirmed' ? 'success' : booking.status === 'held' ? 'accent' : 'secondary';
  return (
    <li className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-0.5">
        <p className="font-medium">
          {format.dateTime(booking.start)} · {booking.appointmentType?.name ?? ''}
        </p>
        <p className="text-sm">
          {booking.client ? (
            <AppLink to={`/clients/${booking.client.id}`} className="text-primary underline">
              {booking.client.name}
            </AppLink>
          ) : (
            booking.name
          )}
          {[booking.email, booking.phone].filter(Boolean).length > 0 && (
            <span className="text-muted-foreground"> · {[booking.email, booking.phone].filter(Boolean).join(' · ')}</span>
          )}
        </p>
        {booking.group && <p className="text-sm text-muted-foreground">{t.group({ name: booking.group.name })}</p>}
        {booking.note && <p className="text-sm whitespace-pre-line text-muted-foreground">{booking.note}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {booking.deposit !== null && booking.deposit > 0 && (
          <span className="text-sm">{t.depositOf({ amount: format.money(booking.deposit) })}</span>
        )}
        <Badge variant={variant}>{t[`status.${booking.status}`]}</Badge>
      </div>
    </li>
  );
}
