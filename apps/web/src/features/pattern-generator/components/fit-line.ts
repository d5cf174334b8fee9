import { CM_PER_INCH, isTimeZone, type FitInput, type FitUnit, type NotAppliedCorrection, type PatternFit } from '@atelier/shared';
import { formatSizeNumber, roundSize, type Unit } from '@/lib/units';

/**
 * The fit line of a generated pattern (decision 087), composed on the web so it reads in the
 * user's language, unit and time zone: "Fitted to Amara: Waist +2 cm (fitting 12 Mar), Hem −3 cm
 * (fitting 9 Mar, heels 9 cm)". The server gives the inputs in drafting units (mm, degrees, %).
 */
export type FitFormat = { language: string; timeZone: string; unit: Unit; unitLabel: (unit: Unit) => string };

/** '+2', '−0,5': the sign always written, a true minus sign, the language's decimals. */
export function signed(n: number, language: string): string {
  const rounded = roundSize(n);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatSizeNumber(Math.abs(rounded), language)}`;
}

/** A value of an input in the user's unit: mm as cm or in, degrees as °, a % option as %. */
function inUnit(value: number, unit: FitInput['unit'], f: FitFormat): { n: number; suffix: string } {
  if (unit === 'deg') return { n: value, suffix: '°' };
  if (unit === '%') return { n: value, suffix: ' %' };
  return { n: f.unit === 'inches' ? value / 10 / CM_PER_INCH : value / 10, suffix: ` ${f.unitLabel(f.unit)}` };
}

/** An input's value ('72 cm', '8 %'). */
export function fitValue(value: number, unit: FitInput['unit'], f: FitFormat): string {
  const v = inUnit(value, unit, f);
  return `${formatSizeNumber(roundSize(v.n), f.language)}${v.suffix}`;
}

/** What the profile did to an input, signed ('+2 cm', '−1.18 in', '+2 %'). */
export function fitDelta(input: Pick<FitInput, 'base' | 'result' | 'unit'>, f: FitFormat): string {
  const v = inUnit(input.result - input.base, input.unit, f);
  return `${signed(v.n, f.language)}${v.suffix}`;
}

/** A correction's change as the tailor wrote it ('+2 cm', '−3 %'), in the language's decimals. */
export function fitChange(change: number, unit: FitUnit, f: Pick<FitFormat, 'language'>): string {
  return `${signed(change, f.language)} ${unit}`;
}

/** A fitting's day and month in the user's zone ('12 Mar', 'Mar 12', '12 mars'). */
export function fittingDay(iso: string, f: Pick<FitFormat, 'language' | 'timeZone'>): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const timeZone = f.timeZone && isTimeZone(f.timeZone) ? f.timeZone : undefined;
  return d.toLocaleDateString(f.language, { day: 'numeric', month: 'short', timeZone });
}

export type FitLineTexts = {
  change: (p: { label: string; delta: string; context: string }) => string;
  fitting: (p: { date: string }) => string;
  list: (items: string[]) => string;
};

/** One input of the line: 'Waist +2 cm (fitting 12 Mar, heels 9 cm)', after its newest correction. */
export function fitInputText(input: FitInput, f: FitFormat, t: FitLineTexts): string {
  const newest = [...input.corrections].sort((a, b) => b.fittedOn.localeCompare(a.fittedOn))[0];
  const context = newest ? [t.fitting({ date: fittingDay(newest.fittedOn, f) }), newest.worn].filter(Boolean).join(', ') : '';
  return t.change({ label: input.label, delta: fitDelta(input, f), context });
}

/** The changes of the line, listed as the language lists ('Waist +2 cm (…) and Hips +1 cm (…)'); '' without inputs. */
export function fitChanges(fit: PatternFit, f: FitFormat, t: FitLineTexts): string {
  return t.list(fit.inputs.map((i) => fitInputText(i, f, t)));
}

/** 'waistEase (Bella) +2 %': what a correction that was not applied names. */
export function notAppliedName(c: NotAppliedCorrection, f: Pick<FitFormat, 'language'>): string {
  return `${c.name} ${fitChange(c.change, c.unit, f)}`;
}
