import type { BookingSlot, PublicBookingPage } from '@atelier/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';
import type { PublicBookingApi } from '../api/public-booking-api';
import { bookMessages } from './book-messages';
import { clientTimeZone, dayLabel, sameClock, slotsByDay, slotTime, studioDay, zoneName } from './slot-days';

type AppointmentType = PublicBookingPage['appointmentTypes'][number];
/** Days of slots asked at a time (the most one request may ask) and how far ahead the page goes. */
const WINDOW_DAYS = 14;
const HORIZON_DAYS = 90;

type Slots = { status: 'loading' } | { status: 'loaded'; slots: BookingSlot[] } | { status: 'failed' };

/**
 * The free times of a type, two weeks at a time (decision 161): days that have times, then the
 * chosen day's times, all in the client's own zone, which the page names (and the studio's when
 * its clock differs), so '14:30' is never read in the wrong zone.
 */
export function SlotPicker({
  api,
  page,
  type,
  chosen,
  onChoose,
}: {
  api: PublicBookingApi;
  page: PublicBookingPage;
  type: AppointmentType;
  chosen: BookingSlot | null;
  onChoose: (slot: BookingSlot) => void;
}) {
  const t = useMessages(bookMessages);
  const language = useLocale();
  const zone = clientTimeZone();
  const [offset, setOffset] = useState(0);
  const [slots, setSlots] = useState<Slots>({ status: 'loading' });
  const [day, setDay] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setSlots({ status: 'loading' });
    void api.slots({ typeId: type.id, from: studioDay(page.studio.timeZone, offset), days: WINDOW_DAYS }).then((answer) => {
      if (!live) return;
      setSlots(answer.ok ? { status: 'loaded', slots: answer.data.slots } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api, type.id, page.studio.timeZone, offset, attempt]);

  const days = slots.status === 'loaded' ? slotsByDay(slots.slots, zone) : [];
  const shownDay = days.find((d) => d.day === day) ?? days[0];

  return (
    <section aria-labelledby="book-step-time" className="space-y-3">
      <h2 id="book-step-time" tabIndex={-1} className="text-lg font-semibold outline-none">
        {t.stepTime}
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="book-zone">
        {t.yourZone({ zone: `${zoneName(zone, language)} (${zone})` })}
        {!sameClock(zone, page.studio.timeZone) &&
          ` ${t.studioZone({ zone: `${zoneName(page.studio.timeZone, language)} (${page.studio.timeZone})` })}`}
      </p>
      {slots.status === 'loading' && (
        <p role="status" className="text-sm text-muted-foreground">
          {t.loadingSlots}
        </p>
      )}
      {slots.status === 'failed' && (
        <div role="alert" className="space-y-2">
          <p className="text-sm">{t.failedText}</p>
          <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </Button>
        </div>
      )}
      {slots.status === 'loaded' && days.length === 0 && <p className="text-sm text-muted-foreground">{t.noSlots}</p>}
      {shownDay && (
        <>
          <div role="group" aria-label={t.daysLabel} className="flex gap-2 overflow-x-auto pb-1">
            {days.map((d) => (
              <Button
                key={d.day}
                size="sm"
                variant={d.day === shownDay.day ? 'primary' : 'outline'}
                aria-pressed={d.day === shownDay.day}
                className="shrink-0"
                onClick={() => setDay(d.day)}
              >
                {dayLabel(d.day, language)}
              </Button>
            ))}
          </div>
          <div
            role="group"
            aria-label={t.timesOn({ day: dayLabel(shownDay.day, language, 'long') })}
            className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          >
            {shownDay.slots.map((slot) => {
              const selected = chosen?.start === slot.start;
              return (
                <button
                  key={slot.start}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChoose(slot)}
                  className={cn(
                    'min-h-11 rounded-lg border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
                  )}
                >
                  {slotTime(slot.start, zone, language)}
                </button>
              );
            })}
          </div>
        </>
      )}
      <div className="flex justify-between gap-2">
        {offset > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setOffset((o) => Math.max(0, o - WINDOW_DAYS))}>
            {t.earlier}
          </Button>
        ) : (
          <span />
        )}
        {offset + WINDOW_DAYS < HORIZON_DAYS && (
          <Button variant="ghost" size="sm" onClick={() => setOffset((o) => o + WINDOW_DAYS)}>
            {t.later}
          </Button>
        )}
      </div>
    </section>
  );
}
