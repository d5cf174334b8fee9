import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { defaultDueDate, isDueThisWeek, isOverdue, todayIn } from './calendar-day';
import { currencyDecimals, currencySymbol, formatCalendarDate, formatDateTime, formatMoney, moneyStep } from './format';
import { i18n, params, useLocale, useMessages } from './i18n/i18n';
import { useLabels } from './labels';
import { usePreferences } from './preferences';
import { formatSizeNumber, sizeIn, UNIT_STEP, type Unit } from './units';

const messages = i18n('format', {
  /** "34.5 in" */
  size: params('{size} {unit}'),
  /** A value taken in the other unit says so: "81.28 cm (32 in)". */
  converted: params('{shown} ({original})'),
});

/**
 * The user's preferences bound to the display formats (decision 027: preferences apply everywhere).
 * Every screen that shows money, dates or sizes reads them here, so a change of the settings
 * store re-renders it at once.
 */
export function useFormat() {
  const { currency, timezone, measurementUnit, defaultProjectDuration } = usePreferences(
    useShallow((s) => ({
      currency: s.currency,
      timezone: s.timezone,
      measurementUnit: s.measurementUnit,
      defaultProjectDuration: s.defaultProjectDuration,
    })),
  );
  const language = useLocale();
  const labels = useLabels();
  const t = useMessages(messages);

  return useMemo(() => {
    const sizeText = (size: number, unit: Unit) => t.size({ size: formatSizeNumber(size, language), unit: labels.unit(unit) });
    return {
      language,
      currency,
      timezone,
      unit: measurementUnit as Unit,
      unitStep: UNIT_STEP[measurementUnit],
      defaultProjectDuration,
      money: (amount: number) => formatMoney(amount, { currency, language }),
      wholeMoney: (amount: number) => formatMoney(amount, { currency, language, whole: true }),
      currencySymbol: currencySymbol(currency, language),
      moneyStep: moneyStep(currency),
      moneyDecimals: currencyDecimals(currency),
      calendarDate: (iso: string | null | undefined) => formatCalendarDate(iso, language),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, { language, timeZone: timezone }),
      /** Today in the user's zone, read when called (not frozen at the first render). */
      today: () => todayIn(timezone),
      defaultDueDate: () => defaultDueDate(timezone, defaultProjectDuration),
      isOverdue: (dueDate: string | null | undefined) => isOverdue(dueDate, todayIn(timezone)),
      isDueThisWeek: (dueDate: string | null | undefined) => isDueThisWeek(dueDate, todayIn(timezone)),
      /** A size in a given unit: "34.5 in". */
      sizeText,
      /** A stored size in the user's unit; converted ones name the value they were taken as. */
      size: (value: { size: number; unit: Unit }) => {
        const shown = sizeIn(value, measurementUnit);
        const text = sizeText(shown.size, measurementUnit);
        return shown.converted ? t.converted({ shown: text, original: sizeText(value.size, value.unit) }) : text;
      },
    };
  }, [currency, timezone, measurementUnit, defaultProjectDuration, language, labels, t]);
}

export type Format = ReturnType<typeof useFormat>;
