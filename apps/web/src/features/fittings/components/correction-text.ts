import { formatFitChange, type FitCorrection, type FittingWorn } from '@atelier/shared';
import type { FittingTexts } from './fitting-messages';

/** '+2 cm waist — tight when seated'; an option with its design: '−1.5 % waistEase (bella)'; figures in the page's language. */
export function correctionText(c: Pick<FitCorrection, 'change' | 'unit' | 'name' | 'design' | 'reason'>, language: string): string {
  const what = c.design ? `${c.name} (${c.design})` : c.name;
  const line = `${formatFitChange(c.change, c.unit, language)} ${what}`;
  return c.reason ? `${line} — ${c.reason}` : line;
}

/** 'Strapless bra, satin courts, heels 9 cm': what was worn, in one line; empty when nothing was noted. */
export function wornText(worn: FittingWorn, t: Pick<FittingTexts, 'heels'>, language: string): string {
  const height =
    worn.heelHeightMm === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(worn.heelHeightMm / 10);
  const heels = worn.heelHeightMm === null ? '' : t.heels({ height });
  return [worn.undergarments, worn.shoes, heels, worn.other].filter(Boolean).join(', ');
}
