import { CURRENCIES, type Currency, type WeekStart } from '@atelier/shared';
import countryToCurrency from 'country-to-currency';

/** Where tailors measure in inches: the United States, and British tailoring. Elsewhere centimetres. */
const INCH_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

export type BrowserConventions = { currency?: Currency; measurementUnit: 'inches' | 'cm'; weekStart: WeekStart };

type WeekLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** The browser's first language with its region, guessed where it names none ('fr' is France). */
function localeOf(languages: readonly string[]): WeekLocale | undefined {
  for (const tag of languages) {
    try {
      const locale = new Intl.Locale(tag).maximize();
      if (locale.region) return locale;
    } catch {
      // Not a language tag: the next one.
    }
  }
  return undefined;
}

/**
 * The conventions a studio in the browser's region most likely keeps (a French browser was offered
 * dollars, inches and Sunday): its currency where the app offers it, centimetres outside the inch
 * regions, and its first day of the week. Proposed once, at the first sign-in (decision 201).
 */
export function browserConventions(languages: readonly string[] = navigator.languages): BrowserConventions {
  const locale = localeOf(languages);
  const region = locale?.region ?? 'US';
  // Intl's first day of the week (1 is Monday, 7 Sunday); without a language, the US's Sunday.
  const firstDay = locale ? (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay : 7;
  const currency = (countryToCurrency as Record<string, string>)[region];
  return {
    ...((CURRENCIES as readonly string[]).includes(currency ?? '') ? { currency: currency as Currency } : {}),
    measurementUnit: INCH_REGIONS.has(region) ? 'inches' : 'cm',
    weekStart: firstDay === 7 ? 'sunday' : 'monday',
  };
}
