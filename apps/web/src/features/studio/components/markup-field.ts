import { MATERIALS_MARKUP_MAX_PERCENT } from '@atelier/shared';

export type MarkupProblem = 'unreadable' | 'range' | 'decimals';
export type MarkupReading = { ok: true; value: number } | { ok: false; problem: MarkupProblem };

/**
 * The materials markup as typed (decision 144): a percent with a comma or a point ('12,5', '12.5',
 * '15 %'), 0 to 1000 with at most 2 decimals, exactly, or why it is refused. Empty is 0: no markup.
 */
export function readMarkupPercent(text: string): MarkupReading {
  const typed = text.trim().replace(/\s*%$/, '').replace(/\s/g, '');
  if (typed === '') return { ok: true, value: 0 };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(typed);
  if (!match) return { ok: false, problem: 'unreadable' };
  const decimals = match[2] ?? '';
  if (decimals.replace(/0+$/, '').length > 2) return { ok: false, problem: 'decimals' };
  const value = Number(`${match[1]}.${decimals || '0'}`);
  if (value > MATERIALS_MARKUP_MAX_PERCENT) return { ok: false, problem: 'range' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** The markup as the field shows it back, in the page's language: 12.5 → '12,5' in French. */
export const markupText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(value);
