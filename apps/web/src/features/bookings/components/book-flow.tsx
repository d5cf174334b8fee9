import type { BookingSlot, PublicBooking, PublicBookingPage } from '@atelier/shared';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { forgetBooking, keepBooking, keptBooking, type KeptBooking, type PublicBookingApi } from '../api/public-booking-api';
import { BookingStatus } from './book-status';
import { DetailsForm } from './book-details-form';
import { SlotPicker } from './book-slot-picker';
import { TypeStep } from './book-type-step';

type AppointmentType = PublicBookingPage['appointmentTypes'][number];

const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** Moves the focus to a step's heading once React has drawn it. */
function focusAfterRender(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The booking's steps (decision 161): an appointment type, then a free time in the client's zone,
 * then their details and the studio's terms. A booking this tab made (its id and key kept in
 * sessionStorage) is read back first: the client is back from paying its deposit.
 */
export function BookingFlow({
  page,
  api,
  slug,
  onPageChanged,
}: {
  page: PublicBookingPage;
  api: PublicBookingApi;
  slug: string;
  /** Reads the page again after a booking found its terms changed (decision 183). */
  onPageChanged: () => Promise<void>;
}) {
  // Drawn on the server (decision 192), the first render must be the server's: what this tab kept
  // and the free times (the client's own zone) come once the page is live in the browser.
  const live = useSyncExternalStore(noChange, inBrowser, onServer);
  const [keptNow, setKept] = useState<KeptBooking | null>(() => (typeof window === 'undefined' ? null : keptBooking(slug)));
  const kept = live ? keptNow : null;
  // The booking as its creation answered it: only then does it carry the portal's address (decision 156).
  const [created, setCreated] = useState<PublicBooking | undefined>(undefined);
  const [chosenType, setType] = useState<AppointmentType | null>(() =>
    page.appointmentTypes.length === 1 ? page.appointmentTypes[0]! : null,
  );
  // The type as the page shows it now: read again, it carries the studio's new terms and prices.
  const type = chosenType ? (page.appointmentTypes.find((other) => other.id === chosenType.id) ?? null) : null;
  const [slot, setSlot] = useState<BookingSlot | null>(null);

  const again = useCallback(() => {
    forgetBooking(slug);
    setKept(null);
    setCreated(undefined);
    setSlot(null);
  }, [slug]);

  if (kept) return <BookingStatus api={api} page={page} kept={kept} created={created} onAgain={again} />;

  const booked = (booking: KeptBooking, answer: PublicBooking) => {
    keepBooking(slug, booking);
    if (answer.checkoutUrl) return window.location.assign(answer.checkoutUrl);
    setCreated(answer);
    setKept(booking);
  };

  return (
    <div className="space-y-6">
      <TypeStep
        page={page}
        chosen={type}
        onChoose={(next) => {
          setType(next);
          setSlot(null);
          // The control the client used is gone: the keyboard goes on at the next step.
          focusAfterRender(next ? 'book-step-time' : 'book-step-type');
        }}
      />
      {live && type && <SlotPicker api={api} page={page} type={type} chosen={slot} onChoose={setSlot} />}
      {live && type && slot && (
        <DetailsForm
          api={api}
          page={page}
          type={type}
          slot={slot}
          onSlot={(next) => {
            setSlot(next);
            focusAfterRender('book-step-details');
          }}
          onBooked={booked}
          onPageChanged={onPageChanged}
        />
      )}
    </div>
  );
}
