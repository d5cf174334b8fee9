import { dollarsToCents, type createInvoiceBodySchema, type updateInvoiceBodySchema } from '@atelier/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { invoiceItems, type InvoiceRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { DiscountExceedsSubtotal, type TaxOptions } from '../tax/arithmetic.js';
import { defaultLineRate, documentLineRate, lineRates, studioTax, type StudioTax } from '../tax/line-rates.js';
import {
  computeItems,
  storedItemOf,
  type ComputedItem,
  taxItems,
  toHundredths,
  withRates,
  type RatedItem,
  type StoredItem,
  type Totals,
} from './totals.js';
import { replaceInvoiceItems, restateInvoiceItems } from './write.js';

/*
 * An invoice's lines and totals as the form's create and edit make them (decision 162): each line
 * with its rate, the studio's way of typing prices and rounding copied onto the invoice when it is
 * made and kept after, so a change of the settings never changes an invoice already made.
 */

type CreateInput = Pick<z.output<typeof createInvoiceBodySchema>, 'items' | 'taxRate' | 'discount'>;
type UpdateInput = Pick<z.output<typeof updateInvoiceBodySchema>, 'items' | 'taxRate' | 'discount'>;
export type TaxedInvoice = { items: StoredItem[]; totals: Totals };

/** The computation's refusals on the fields the form shows them at. */
export function taxedOrError<T>(compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof DiscountExceedsSubtotal) throw fieldError('discount', said('invoices.discountOverSubtotal'));
    if (err instanceof RangeError) throw fieldError('items', said('invoices.totalTooLarge'));
    throw err;
  }
}

/** The body's one rate (the original form's `taxRate`) in basis points; null when it sends none. */
const bodyRate = (taxRate: number | null | undefined): number | null =>
  taxRate === null || taxRate === undefined ? null : toHundredths(taxRate);

function rated(studio: StudioTax, items: NonNullable<CreateInput['items']>, taxRate: number | null | undefined): RatedItem[] {
  return withRates(computeItems(items), lineRates(studio, items, bodyRate(taxRate), 'items'));
}

/** A new invoice's items and totals, with the studio's settings as they are now. */
export async function taxedForCreate(db: Db, workspaceId: string, input: CreateInput): Promise<TaxedInvoice> {
  const studio = await studioTax(db, workspaceId);
  const items = rated(studio, input.items, input.taxRate);
  return taxedOrError(() =>
    taxItems(items, {
      discountCents: dollarsToCents(input.discount ?? 0),
      pricesIncludeTax: studio.pricesIncludeTax,
      rounding: studio.rounding,
    }),
  );
}

/**
 * An edit's items and totals, with the invoice's own way of typing prices and rounding. New items
 * are rated again; a new `taxRate` alone (the original form's one rate) rates every stored item
 * with it; a discount alone shares itself over the stored items again. `write` stores the items.
 */
export async function taxedForUpdate(
  tx: Db,
  current: InvoiceRow,
  input: UpdateInput,
): Promise<TaxedInvoice & { write: (tx: Db) => Promise<void> }> {
  const options = {
    discountCents: input.discount === undefined ? current.discountCents : dollarsToCents(input.discount ?? 0),
    pricesIncludeTax: current.pricesIncludeTax,
    rounding: current.rounding === 'line' ? ('line' as const) : ('total' as const),
  };
  if (input.items) {
    // A body without `taxRate` keeps the invoice's one rate for lines naming none, as before rates per line.
    const taxRate = input.taxRate === undefined ? current.taxRateBasisPoints / 100 : input.taxRate;
    const items = rated(await studioTax(tx, current.workspaceId), input.items, taxRate);
    const taxed = taxedOrError(() => taxItems(items, options));
    return { ...taxed, write: (db) => replaceInvoiceItems(db, current.id, taxed.items) };
  }
  const rows = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, current.id)).orderBy(asc(invoiceItems.position));
  let items = rows.map(storedItemOf);
  const rate = bodyRate(input.taxRate);
  if (rate !== null && rate !== current.taxRateBasisPoints) {
    const line = documentLineRate(await studioTax(tx, current.workspaceId), rate);
    items = items.map((item) => ({ ...item, ...line }));
  }
  const taxed = taxedOrError(() => taxItems(items, options));
  return {
    ...taxed,
    write: (db) => restateInvoiceItems(db, rows, taxed.items),
  };
}

/**
 * Items another module makes (a ticket's, a group's, a booking's deposit) carry no rate of their
 * own: each takes the studio's default rate, as a line of the form without one (decision 162).
 * `options` keeps an existing invoice's way of typing prices and rounding, and its discount.
 */
export function taxedAtDefault(studio: StudioTax, items: readonly ComputedItem[], options: Partial<TaxOptions> = {}): TaxedInvoice {
  const rate = defaultLineRate(studio);
  return taxedOrError(() =>
    taxItems(
      items.map((item) => ({ ...item, ...rate })),
      { discountCents: 0, pricesIncludeTax: studio.pricesIncludeTax, rounding: studio.rounding, ...options },
    ),
  );
}
