import type { TaxCategory } from '@atelier/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { invoiceItems, invoices, taxSettings } from '../db/schema/index.js';
import { computeTax } from '../modules/tax/arithmetic.js';
import type { TestApp } from './harness.js';

/**
 * Issued documents for the tests of what follows issuing (decision 164), written straight to the
 * rows an issue leaves: each item's rate and category, the taxes from computeTax, the issue time,
 * the place in its series and the parties' snapshot. Once POST /invoices/{id}/issue exists, this
 * is where the tests switch to it.
 */

export type TestLineTax = { rateBp: number; category: TaxCategory; exemptionReason?: string };

export type TestIssue = {
  invoiceId: string;
  /** One per item, in order. */
  lines: TestLineTax[];
  discountCents?: number;
  pricesIncludeTax?: boolean;
  parties?: unknown;
  kind?: 'invoice' | 'credit-note' | 'deposit';
  relatedInvoiceId?: string;
  reason?: string;
};

export async function issueForTest(t: TestApp, issue: TestIssue): Promise<void> {
  const db = t.ctx.db;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, issue.invoiceId));
  if (!row) throw new Error('no such invoice');
  const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, row.id)).orderBy(asc(invoiceItems.position));
  const discountCents = issue.discountCents ?? row.discountCents;
  const pricesIncludeTax = issue.pricesIncludeTax ?? false;
  const taxed = computeTax(
    items.map((item, i) => {
      const line = issue.lines[i] ?? { rateBp: 0, category: 'Z' as const };
      return { amountCents: item.amountCents, rateBp: line.rateBp, category: line.category, exemptionReason: line.exemptionReason ?? null };
    }),
    { discountCents, pricesIncludeTax, rounding: 'total' },
  );
  for (const [i, item] of items.entries()) {
    const line = taxed.lines[i];
    if (!line) continue;
    await db
      .update(invoiceItems)
      .set({
        taxRateBp: line.rateBp,
        taxCategory: line.category,
        exemptionReason: line.exemptionReason,
        netCents: line.netCents,
        taxCents: line.taxCents,
      })
      .where(eq(invoiceItems.id, item.id));
  }
  const kind = issue.kind ?? 'invoice';
  const series = kind === 'credit-note' ? 'credit-note' : 'invoice';
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${invoices.seriesSeq}), 0) + 1`.mapWith(Number) })
    .from(invoices)
    .where(sql`${invoices.workspaceId} = ${row.workspaceId} and ${invoices.series} = ${series}`);
  await db
    .update(invoices)
    .set({
      kind,
      series,
      seriesSeq: next,
      issuedAt: new Date('2026-11-20T10:00:00Z'),
      status: row.status === 'draft' ? 'sent' : row.status,
      pricesIncludeTax,
      discountCents,
      subtotalCents: taxed.subtotalCents,
      taxCents: taxed.taxCents,
      totalCents: taxed.totalCents,
      parties: issue.parties ?? null,
      relatedInvoiceId: issue.relatedInvoiceId ?? null,
      reason: issue.reason ?? null,
    })
    .where(eq(invoices.id, row.id));
}

/** The studio's tax settings row, as PATCH /tax/settings would leave it. */
export async function setTaxSettingsForTest(t: TestApp, workspaceId: string, values: Partial<typeof taxSettings.$inferInsert>) {
  await t.ctx.db
    .insert(taxSettings)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: taxSettings.workspaceId, set: values });
}
