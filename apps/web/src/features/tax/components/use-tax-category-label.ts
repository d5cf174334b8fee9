import type { TaxCategory } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { taxMessages } from '../messages';
import { categoryLabel } from './tax-labels';

/** A category's plain words ('Exempt from tax'), for the invoice's summary per rate. */
export function useTaxCategoryLabel(): (c: TaxCategory) => string {
  const t = useMessages(taxMessages);
  return (c) => categoryLabel(t, c);
}

/** The tax catalog's texts, for a screen of another feature that offers the accountant's export. */
export const useTaxTexts = () => useMessages(taxMessages);
