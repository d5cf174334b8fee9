import { dayInZone, type CalendarEvent, type Day } from '@atelier/shared';
import { useMemo } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { calendarMessages } from '../messages';

/** A calendar day as a Date for Intl: noon UTC, read in UTC, is that day in every zone. */
const dayDate = (day: Day) => new Date(`${day}T12:00:00Z`);

/**
 * Dates and times of the calendar in the user's language and the account's zone (never the
 * browser's): every time on the page goes through here.
 */
export function useCalendarFormat() {
  const { language, timezone, time, clock, weekStart } = useFormat();
  const t = useMessages(calendarMessages);
  return useMemo(() => {
    const dayFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options });
    const long = dayFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const medium = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });
    const short = dayFormat({ month: 'short', day: 'numeric' });
    const month = dayFormat({ month: 'long', year: 'numeric' });
    const weekdayShort = dayFormat({ weekday: 'short' });
    const weekdayLong = dayFormat({ weekday: 'long' });
    const dayOf = (iso: string) => dayInZone(Date.parse(iso), timezone);
    return {
      timezone,
      weekStart,
      /** Every time of day on the page, the grid's rows included, on the studio's clock (decision 129). */
      time,
      clock,
      /** 'All day', '10:30 – 11:30', or with dates when it ends on another day. */
      when: (event: CalendarEvent) => {
        if (event.allDay) return t.allDay;
        const endsOtherDay = dayOf(event.startTime) !== dayOf(event.endTime);
        const start = time(event.startTime);
        const end = time(event.endTime);
        return endsOtherDay
          ? t.timeRange({
              start: `${short.format(dayDate(dayOf(event.startTime)))} ${start}`,
              end: `${short.format(dayDate(dayOf(event.endTime)))} ${end}`,
            })
          : t.timeRange({ start, end });
      },
      dayLong: (day: Day) => long.format(dayDate(day)),
      dayMedium: (day: Day) => medium.format(dayDate(day)),
      dayShort: (day: Day) => short.format(dayDate(day)),
      monthTitle: (day: Day) => month.format(dayDate(day)),
      weekdayShort: (day: Day) => weekdayShort.format(dayDate(day)),
      weekdayLong: (day: Day) => weekdayLong.format(dayDate(day)),
      dayOf,
    };
  }, [language, timezone, time, clock, weekStart, t]);
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
