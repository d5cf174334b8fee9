import type { Day } from '@atelier/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CALENDAR_VIEWS, stepDay, type CalendarView } from './calendar-model';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The view and the day it shows, kept in the URL (`?view=week&date=2026-11-22`) so a reload, the
 * back button or a shared link opens the same week. Without a date it is today in the account's zone.
 */
export function useCalendarView(today: Day) {
  const [params, setParams] = useSearchParams();
  const rawView = params.get('view');
  const view: CalendarView = CALENDAR_VIEWS.includes(rawView as CalendarView) ? (rawView as CalendarView) : 'month';
  const rawDate = params.get('date');
  const day = rawDate && DAY.test(rawDate) && !Number.isNaN(Date.parse(rawDate)) ? rawDate : today;

  const show = useCallback(
    (nextView: CalendarView, nextDay: Day) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('view', nextView);
          next.set('date', nextDay);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return useMemo(
    () => ({
      view,
      day,
      setView: (next: CalendarView) => show(next, day),
      step: (by: -1 | 1, asView: CalendarView = view) => show(view, stepDay(asView, day, by)),
      goToday: () => show(view, today),
      openDay: (target: Day) => show('day', target),
    }),
    [view, day, show, today],
  );
}
