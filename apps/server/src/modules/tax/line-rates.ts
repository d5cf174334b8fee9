import { ROUNDING_BY_COUNTRY, type TaxCategory, type TaxCountry, type TaxRounding } from '@atelier/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { taxRates, taxSettings, type TaxRateRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';

/*
 * How a line's rate is chosen (decision 162): the rate the line names, else the one rate the
 * document's body sends (the original form's `taxRate`), else the studio's default rate, else no
 * tax. The rate is copied onto the line, so a rate changed or archived later never changes it.
 */

export type LineRate = { taxRateId: string | null; taxRateBp: number; taxCategory: TaxCategory; exemptionReason: string | null };

/** What a studio's documents are made with: its live rates, and how prices are typed and tax rounded. */
export type StudioTax = { pricesIncludeTax: boolean; rounding: TaxRounding; rates: TaxRateRow[] };

/** A studio that never saved its settings types prices without tax and rounds per rate (decision 162). */
export async function studioTax(db: Db, workspaceId: string): Promise<StudioTax> {
  const [settings] = await db.select().from(taxSettings).where(eq(taxSettings.workspaceId, workspaceId)).limit(1);
  const rates = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.workspaceId, workspaceId), isNull(taxRates.archivedAt)))
    .orderBy(asc(taxRates.position), asc(taxRates.createdAt));
  return {
    pricesIncludeTax: settings?.pricesIncludeTax ?? false,
    rounding: settings ? roundingOf(settings.country) : 'total',
    rates,
  };
}

/** The country's rule (decision 162): per line in India, once per rate elsewhere. */
export const roundingOf = (country: string): TaxRounding => ROUNDING_BY_COUNTRY[country as TaxCountry] ?? 'total';

const copyOf = (rate: TaxRateRow): LineRate => ({
  taxRateId: rate.id,
  taxRateBp: rate.rateBp,
  taxCategory: rate.category as TaxCategory,
  exemptionReason: rate.exemptionReason,
});

/** The studio's default rate, else no tax: 0 %, outside the scope of tax, as invoices were before rates. */
export function defaultLineRate(studio: StudioTax): LineRate {
  const chosen = studio.rates.find((r) => r.isDefault);
  return chosen ? copyOf(chosen) : { taxRateId: null, taxRateBp: 0, taxCategory: 'O', exemptionReason: null };
}

/** The one rate a body sends as a percent in basis points: the studio's rate of that percent, else one made for the line. */
export function documentLineRate(studio: StudioTax, rateBp: number): LineRate {
  const same = studio.rates.filter((r) => r.rateBp === rateBp);
  const chosen = same.find((r) => r.isDefault) ?? same[0];
  if (chosen) return copyOf(chosen);
  return { taxRateId: null, taxRateBp: rateBp, taxCategory: rateBp > 0 ? 'S' : 'O', exemptionReason: null };
}

/**
 * Each line's rate. A `taxRateId` that is not one of the studio's live rates is refused on its
 * field (`items.2.taxRateId`): another studio's and an archived one alike.
 */
export function lineRates(
  studio: StudioTax,
  lines: readonly { taxRateId?: string | null | undefined }[],
  documentRateBp: number | null,
  field: string,
): LineRate[] {
  const fallback = documentRateBp === null ? defaultLineRate(studio) : documentLineRate(studio, documentRateBp);
  return lines.map((line, i) => {
    if (!line.taxRateId) return fallback;
    const rate = studio.rates.find((r) => r.id === line.taxRateId);
    if (!rate) throw fieldError(`${field}.${i}.taxRateId`, said('tax.chooseRate'));
    return copyOf(rate);
  });
}
