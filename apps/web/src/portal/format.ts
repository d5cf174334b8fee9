import type { Language } from './messages';

/**
 * Dates, times and money as the studio's language writes them (decision 085), with Intl (sizes are
 * read and written by the shared reader and formatter, decision 124):
 * nothing to download. Appointments and record dates are shown in the studio's time zone, where the
 * fitting happens, whatever the phone's; due dates are days.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A due date ('2026-12-01' or a timestamp): the calendar day, whatever the phone's time zone. */
export function formatDay(value: string, language: Language): string {
  const m = DATE_ONLY.exec(value);
  if (!m) return value;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** An instant's day in the studio's zone ('28 November 2026'). */
export function formatDate(iso: string, language: Language, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(d);
}

/** An appointment: 'Tuesday 1 December 2026, 14:00 – 15:00'. */
export function formatWhen(startIso: string, endIso: string, language: Language, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return startIso;
  const dayFormat = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const day = dayFormat.format(start);
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
  const sameDay = !Number.isNaN(end.getTime()) && end > start && dayFormat.format(end) === day;
  return `${day}, ${sameDay ? time.formatRange(start, end) : time.format(start)}`;
}

/** An amount in the invoice's currency; the code itself when the browser does not know it. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** A whole percentage, for the progress bar's text. */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A message's time in the studio's zone: '28 November 2026, 14:05'. */
export function formatMoment(iso: string, language: Language, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}
