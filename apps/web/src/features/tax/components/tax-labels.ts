import type { AccountKey, TaxCategory, TaxCountry } from '@atelier/shared';
import type { TaxTexts } from '../messages';

/** The plain words of a category, a country and an account (decision 167), from the tax catalog. */
export const categoryLabel = (t: TaxTexts, c: TaxCategory): string => t[`category${c}`];
export const countryLabel = (t: TaxTexts, c: TaxCountry): string => t[`country${c}`];
export const accountLabel = (t: TaxTexts, k: AccountKey): string => t[`account${k}`];
