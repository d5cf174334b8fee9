import type { PickupSuggestion } from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMessages, useLocale } from '@/lib/i18n/i18n';
import { usePickupSuggestion } from '../api/tickets-api';
import { ticketMessages } from '../messages';

/** Hours to a tenth, as the page's language writes them: '2,9' in French. */
const hours = (minutes: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(minutes / 60);

/** 'Fri 4 Dec' in the page's language; a calendar day, so read at noon UTC whatever the zone. */
const dayName = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The hint under the date: how full the day would be with this ticket, or that the studio is closed. */
export function pickupHint(
  suggestion: PickupSuggestion | undefined,
  date: string,
  minutes: number,
  language: string,
  t: ReturnType<typeof ticketMessages.get>,
) {
  const day = suggestion?.days.find((d) => d.date === date);
  if (!day) return undefined;
  const name = dayName(date, language);
  if (!day.open) return t.pickupClosed({ day: name });
  return t.pickupHint({
    day: name,
    promised: t.hours({ hours: hours(day.promisedMinutes + minutes, language) }),
    capacity: t.hours({ hours: hours(day.capacityMinutes, language) }),
  });
}

/** The minutes once the services stop changing: one suggestion per pause, not per tap. */
function useSettled(value: number, delay = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The promised pick-up day (decision 155): filled with the server's suggestion for the services'
 * standard minutes, and again when they change, until the person picks a day themselves.
 */
export function PickupField({
  value,
  minutes,
  error,
  onChange,
}: {
  value: string;
  minutes: number;
  error?: string;
  onChange: (date: string) => void;
}) {
  const t = useMessages(ticketMessages);
  const language = useLocale();
  const settled = useSettled(minutes);
  const suggestion = usePickupSuggestion(settled);
  const chosen = useRef(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const suggested = suggestion.data?.date;
  // Only a new suggestion fills the date; the form's setter changes every render.
  useEffect(() => {
    if (suggested && !chosen.current) latest.current(suggested);
  }, [suggested]);
  return (
    <Field label={t.pickupDate} error={error} hint={pickupHint(suggestion.data, value, minutes, language, t)}>
      {(p) => (
        <Input
          {...p}
          type="date"
          value={value}
          onChange={(e) => {
            chosen.current = true;
            onChange(e.target.value);
          }}
          className="h-11"
          data-testid="pickup-date"
        />
      )}
    </Field>
  );
}
