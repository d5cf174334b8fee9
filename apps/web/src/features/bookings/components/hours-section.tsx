import type { BookingSettings, OpeningInterval } from '@atelier/shared';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useUpdateBookingSettings } from '../api/bookings-api';
import { bookingsMessages } from '../messages';
import { addInterval, removeAt, weekdayName } from './hours';

type Values = { openingHours: OpeningInterval[]; closedDays: string[] };

/**
 * Opening hours per weekday, several intervals a day (decision 161), and the closed days: both in
 * the studio's time zone, saved together with PATCH /bookings/settings.
 */
export function HoursSection({ settings }: { settings: BookingSettings }) {
  const t = useMessages(bookingsMessages);
  const language = useLocale();
  const form = useForm<Values>(() => ({ openingHours: settings.openingHours, closedDays: settings.closedDays }));
  const { values, set, errors } = form;
  const [closedDay, setClosedDay] = useState('');
  const update = useUpdateBookingSettings();
  const hours = values.openingHours;
  const setTime = (index: number, key: 'start' | 'end', value: string) =>
    set(
      'openingHours',
      hours.map((h, i) => (i === index ? { ...h, [key]: value } : h)),
    );

  const save = () => void form.submit({ ok: true, body: values }, (body) => update.mutateAsync(body));
  const intervalError = (index: number) =>
    errors[`openingHours.${index}.end`] ?? errors[`openingHours.${index}.start`] ?? errors[`openingHours.${index}`];

  return (
    <SettingsSection title={t.hoursTitle} description={t.hoursDescription({ zone: settings.timeZone })}>
      <div className="space-y-4" data-testid="booking-hours">
        <ul className="divide-y divide-border">
          {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
            const day = weekdayName(weekday, language);
            const ofDay = hours.map((h, index) => ({ h, index })).filter(({ h }) => h.weekday === weekday);
            return (
              <li key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                <p className="w-28 shrink-0 pt-2 text-sm font-medium">{day}</p>
                <div className="flex-1 space-y-2">
                  {ofDay.length === 0 && <p className="pt-2 text-sm text-muted-foreground">{t.closed}</p>}
                  {ofDay.map(({ h, index }) => (
                    <div key={index} className="space-y-1">
                      <div className="flex items-center gap-2">
                        <Input
                          type="time"
                          aria-label={`${day} ${t.opens}`}
                          value={h.start}
                          onChange={(e) => setTime(index, 'start', e.target.value)}
                          className="w-32"
                        />
                        <span aria-hidden>–</span>
                        <Input
                          type="time"
                          aria-label={`${day} ${t.closes}`}
                          value={h.end}
                          onChange={(e) => setTime(index, 'end', e.target.value)}
                          className="w-32"
                        />
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t.removeHours({ day, start: h.start, end: h.end })}
                          onClick={() => set('openingHours', removeAt(hours, index))}
                        >
                          <X className="h-4 w-4" aria-hidden />
                        </Button>
                      </div>
                      {intervalError(index) && <FieldError>{intervalError(index)}</FieldError>}
                    </div>
                  ))}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => set('openingHours', addInterval(hours, weekday))}
                  aria-label={t.addHours({ day })}
                >
                  <Plus className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
        {errors.openingHours && <FieldError>{errors.openingHours}</FieldError>}
        <ClosedDays
          days={values.closedDays}
          typed={closedDay}
          onTyped={setClosedDay}
          onChange={(days) => set('closedDays', days)}
          error={errors.closedDays ?? Object.entries(errors).find(([k]) => k.startsWith('closedDays.'))?.[1]}
        />
        <Button onClick={save} loading={update.isPending}>
          {t.saveHours}
        </Button>
      </div>
    </SettingsSection>
  );
}

function ClosedDays(props: {
  days: string[];
  typed: string;
  onTyped: (day: string) => void;
  onChange: (days: string[]) => void;
  error?: string;
}) {
  const t = useMessages(bookingsMessages);
  const language = useLocale();
  const label = (day: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const add = () => {
    if (!props.typed || props.days.includes(props.typed)) return;
    props.onChange([...props.days, props.typed].sort());
    props.onTyped('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t.closedDays}</legend>
      <p className="text-sm text-muted-foreground">{t.closedDaysHint}</p>
      {props.days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noClosedDays}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {props.days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full border border-border py-0.5 ps-3 text-sm">
              {label(day)}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.removeClosedDay({ day: label(day) })}
                onClick={() => props.onChange(props.days.filter((d) => d !== day))}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Input type="date" aria-label={t.closedDay} value={props.typed} onChange={(e) => props.onTyped(e.target.value)} className="w-44" />
        <Button variant="outline" onClick={add}>
          {t.addClosedDay}
        </Button>
      </div>
      {props.error && <FieldError>{props.error}</FieldError>}
    </fieldset>
  );
}
