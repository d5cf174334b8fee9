import {
  numberFieldText,
  categoryOf,
  CATEGORIES_WITH_EXEMPTION,
  rateProblems,
  taxRateBodySchema,
  updateTaxRateBodySchema,
  type TaxCategory,
  type TaxRate,
  type TaxRateBody,
} from '@atelier/shared';
import { PERCENT_RULE, typedValue } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/** A rate as typed: '5,5' as a French keyboard writes it; the category the rate implies until one is chosen. */
export type RateFormValues = { name: string; rate: string; category: TaxCategory | ''; exemptionReason: string; isDefault: boolean };

export const emptyRateForm: RateFormValues = { name: '', rate: '', category: '', exemptionReason: '', isDefault: false };

export const rateToForm = (r: TaxRate, language: string): RateFormValues => ({
  name: r.name,
  rate: numberFieldText(r.rate, language),
  category: r.category,
  exemptionReason: r.exemptionReason,
  isDefault: r.isDefault,
});

/** The category shown and sent: the one chosen, else the one the rate implies (S above 0, Z at 0). */
export function chosenCategory(v: RateFormValues, language = 'fr'): TaxCategory {
  const rate = typedValue(v.rate, PERCENT_RULE, language);
  return v.category || categoryOf(Number.isFinite(rate) ? rate : 0, undefined);
}

/** Whether the category needs the text printed beside its lines (EN 16931's BR-E-10 and its kin). */
export const needsExemption = (category: TaxCategory) => CATEGORIES_WITH_EXEMPTION.includes(category);

/**
 * The POST or PATCH body, or the fields' errors: the rate read as typed ('5,5' is 5.5), then the
 * rate's own checks and the server's schema, so the form refuses what the server would.
 */
export function toRateBody(v: RateFormValues, writeRate: string, language = 'fr'): Validated<TaxRateBody> {
  const rate = typedValue(v.rate, PERCENT_RULE, language);
  if (!Number.isFinite(rate)) return { ok: false, errors: { rate: writeRate } };
  const category = chosenCategory(v, language);
  const exemptionReason = needsExemption(category) ? v.exemptionReason.trim() || null : null;
  const body: TaxRateBody = { name: v.name.trim(), rate, category, exemptionReason, isDefault: v.isDefault };
  const own = Object.fromEntries(rateProblems({ rate, category, exemptionReason }).map((p) => [p.path, p.message]));
  const checked = validateBody(taxRateBodySchema, body);
  if (Object.keys(own).length === 0) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...own } };
}

/** The same body for PATCH /tax/rates/:id, whose schema has every field optional. */
export const toRateUpdate = (built: Validated<TaxRateBody>): Validated<TaxRateBody> =>
  built.ok ? (validateBody(updateTaxRateBodySchema, built.body) as Validated<TaxRateBody>) : built;
