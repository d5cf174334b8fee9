import { measurementText, sizeText as sharedSizeText, type AnsweredUnit, type MeasurementKind } from '@atelier/shared';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { defaultDueDate, isDueThisWeek, isOverdue, todayIn } from './calendar-day';
import {
  currencyDecimals,
  currencySymbol,
  formatCalendarDate,
  formatClock,
  formatDateTime,
  formatMoney,
  formatTimeOfDay,
  moneyStep,
} from './format';
import { i18n, params, useLocale, useMessages } from './i18n/i18n';
import { useLabels } from './labels';
import { usePreferences } from './preferences';
import { UNIT_STEP, type Unit } from './units';

const messages = i18n('format', {
  /** A value taken in the other unit says so: "81.28 cm (32 in)". */
  converted: params('{shown} ({original})'),
});

/**
 * The user's preferences bound to the display formats (decision 027: preferences apply everywhere).
 * Every screen that shows money, dates or sizes reads them here, so a change of the settings
 * store re-renders it at once.
 */
export function useFormat() {
  const { currency, timezone, measurementUnit, defaultProjectDuration, timeFormat, weekStart } = usePreferences(
    useShallow((s) => ({
      currency: s.currency,
      timezone: s.timezone,
      measurementUnit: s.measurementUnit,
      defaultProjectDuration: s.defaultProjectDuration,
      timeFormat: s.timeFormat,
      weekStart: s.weekStart,
    })),
  );
  const language = useLocale();
  const labels = useLabels();
  const t = useMessages(messages);

  return useMemo(() => {
    // Sizes as a tailor reads them, from the one shared formatter (decision 124): '27¼ in', '69,5 cm', '13°'.
    const sizeOptions = { language, unitLabel: labels.unit };
    const sizeText = (size: number, unit: AnsweredUnit, kind: MeasurementKind = 'length') => sharedSizeText(size, unit, kind, sizeOptions);
    return {
      language,
      currency,
      timezone,
      unit: measurementUnit as Unit,
      unitStep: UNIT_STEP[measurementUnit],
      defaultProjectDuration,
      money: (amount: number) => formatMoney(amount, { currency, language }),
      /** An amount in its own currency (a document's, a deposit's), in the page's language. */
      moneyIn: (amount: number, inCurrency: string) => formatMoney(amount, { currency: inCurrency, language }),
      /** A count or quantity as the page's language writes it: '2,5' in French. */
      quantity: (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(value),
      wholeMoney: (amount: number) => formatMoney(amount, { currency, language, whole: true }),
      currencySymbol: currencySymbol(currency, language),
      moneyStep: moneyStep(currency),
      moneyDecimals: currencyDecimals(currency),
      calendarDate: (iso: string | null | undefined) => formatCalendarDate(iso, language),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, { language, timeZone: timezone }),
      timeFormat,
      weekStart,
      /** A moment's time of day in the studio's zone, on the chosen clock: '10:30' or '10:30 AM' (decision 129). */
      time: (at: number | string | Date) => formatTimeOfDay(at, { language, timeZone: timezone, timeFormat }),
      /** A wall time as minutes since midnight, on the same clock. */
      clock: (minutes: number) => formatClock(minutes, { language, timeFormat }),
      /** Today in the user's zone, read when called (not frozen at the first render). */
      today: () => todayIn(timezone),
      defaultDueDate: () => defaultDueDate(timezone, defaultProjectDuration),
      isOverdue: (dueDate: string | null | undefined) => isOverdue(dueDate, todayIn(timezone)),
      isDueThisWeek: (dueDate: string | null | undefined) => isDueThisWeek(dueDate, todayIn(timezone)),
      /** A size in a given unit: "34½ in"; of a kind, "13°". */
      sizeText,
      /** A stored measurement in the user's unit ('27¼ in'); converted ones name the value they were taken as; an angle is '13°'. */
      size: (value: { name: string; size: number; unit: AnsweredUnit }) => {
        const { text, original } = measurementText(value, measurementUnit, sizeOptions);
        return original === null ? text : t.converted({ shown: text, original });
      },
    };
  }, [currency, timezone, measurementUnit, defaultProjectDuration, timeFormat, weekStart, language, labels, t]);
}
