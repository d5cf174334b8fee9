import { MATERIALS_MARKUP_MAX_PERCENT, readNumber } from '@atelier/shared';

export type MarkupProblem = 'unreadable' | 'range' | 'decimals';
export type MarkupReading = { ok: true; value: number } | { ok: false; problem: MarkupProblem };

/**
 * The materials markup as typed (decision 144): a percent with a comma or a point ('12,5', '12.5',
 * '15 %'), 0 to 1000 with at most 2 decimals, exactly, or why it is refused. Empty is 0: no markup.
 */
export function readMarkupPercent(text: string, language = 'fr'): MarkupReading {
  const read = readNumber(text, language, MARKUP_RULE);
  if (read.ok) return read;
  if (read.problem === 'empty') return { ok: true, value: 0 };
  if (read.problem === 'too-many-decimals') return { ok: false, problem: 'decimals' };
  return { ok: false, problem: read.problem === 'too-large' ? 'range' : 'unreadable' };
}

/** A markup in percent, read by the one reader (decision 178). */
export const MARKUP_RULE = { decimals: 2, percent: true, max: MATERIALS_MARKUP_MAX_PERCENT };

/** The markup as the field shows it back, in the page's language: 12.5 → '12,5' in French. */
export const markupText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(value);
