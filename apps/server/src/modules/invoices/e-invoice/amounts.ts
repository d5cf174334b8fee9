import { dollarsToCents, type Invoice } from '@atelier/shared';

/**
 * The amounts of EN 16931 (decision 164) from an issued document, in integer cents: each line's net
 * amount (BT-131) and price (BT-146), the discount as one allowance per rate (BG-20), and the
 * totals (BG-22). Nothing is computed again: the lines' stored nets and taxes are the figures.
 */

type Item = Invoice['items'][number];

/** "1234.50": cents as the decimal text the XML carries. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percent as the XML carries it: 20, 5.5, 0. */
export const percentText = (rate: number) => String(Number(rate.toFixed(2)));

export const taxKey = (r: { taxRate?: number; rate?: number; taxCategory?: string; category?: string; exemptionReason: string }) =>
  `${r.taxRate ?? r.rate}|${r.taxCategory ?? r.category}|${r.exemptionReason}`;

export type LineAmounts = { item: Item; lineCents: number; price: string; allowanceCents: number };

/**
 * Prices without tax: the line is quantity × price as entered and its share of the discount goes
 * to the rate's allowance. Prices with tax: the price the line carries must be without it, so the
 * line is its net (the discount's share already inside) and the price that net per unit.
 */
export function lineAmounts(invoice: Invoice): LineAmounts[] {
  return invoice.items.map((item) => {
    const net = dollarsToCents(item.net);
    if (invoice.pricesIncludeTax) {
      const perUnit = item.quantity > 0 ? net / 100 / item.quantity : 0;
      return { item, lineCents: net, price: perUnit.toFixed(4).replace(/\.?0+$/, '') || '0', allowanceCents: 0 };
    }
    const amount = dollarsToCents(item.amount);
    return { item, lineCents: amount, price: decimal(dollarsToCents(item.rate)), allowanceCents: amount - net };
  });
}

export type RateAllowance = { rate: number; category: string; exemptionReason: string; cents: number };

/** The discount per rate (BG-20), in the order the breakdown lists the rates. */
export function allowancesPerRate(invoice: Invoice, lines: LineAmounts[]): RateAllowance[] {
  return invoice.taxBreakdown
    .map((row) => ({
      rate: row.rate,
      category: row.category,
      exemptionReason: row.exemptionReason,
      cents: lines.filter((l) => taxKey(l.item) === taxKey(row)).reduce((s, l) => s + l.allowanceCents, 0),
    }))
    .filter((a) => a.cents > 0);
}

export type DocumentTotals = {
  lineCents: number;
  allowanceCents: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
  prepaidCents: number;
  dueCents: number;
};

/**
 * BT-106 to BT-115. Paid, credited and deducted (deposit invoices) are all already settled for the
 * buyer, so they are the prepaid amount (BT-113) and the amount due (BT-115) is what is left.
 */
export function documentTotals(invoice: Invoice, lines: LineAmounts[], allowances: RateAllowance[]): DocumentTotals {
  const lineCents = lines.reduce((s, l) => s + l.lineCents, 0);
  const allowanceCents = allowances.reduce((s, a) => s + a.cents, 0);
  const netCents = invoice.taxBreakdown.reduce((s, r) => s + dollarsToCents(r.net), 0);
  const taxCents = invoice.taxBreakdown.reduce((s, r) => s + dollarsToCents(r.tax), 0);
  const totalCents = netCents + taxCents;
  const settled = dollarsToCents(invoice.amountPaid) + dollarsToCents(invoice.credited) + dollarsToCents(invoice.deducted);
  const prepaidCents = Math.min(totalCents, Math.max(0, settled));
  return { lineCents, allowanceCents, netCents, taxCents, totalCents, prepaidCents, dueCents: totalCents - prepaidCents };
}
