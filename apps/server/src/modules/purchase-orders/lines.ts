import { dollarsToCents, type MaterialMeasure, type purchaseOrderLineBodySchema } from '@atelier/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { materials, purchaseOrderLines, type PurchaseOrderLineRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { incrementNumber } from '../invoices/numbering.js';

/**
 * A purchase order's arithmetic and its lines (decision 145), exact: quantities are integer
 * millimetres or units, prices integer cents per metre or per unit; a length's amount is
 * quantity × price / 1000, rounded half-up once to the cent, and the total is the sum of the lines.
 */
export type LineInput = z.output<typeof purchaseOrderLineBodySchema>;
export type LineValues = Omit<PurchaseOrderLineRow, 'id' | 'purchaseOrderId' | 'receivedQuantity'>;

/** The first number of a studio's sequence; after it each follows the last, as invoices do (decision 028). */
const FIRST_NUMBER = 'PO-0001';
export const nextOrderNumber = (last: string | undefined) => (last === undefined ? FIRST_NUMBER : incrementNumber(last));

/** quantity × price in cents: per metre for a length in millimetres, per unit for a count. */
export function lineAmountCents(measure: MaterialMeasure, quantity: number, unitPriceCents: number): number {
  const product = BigInt(quantity) * BigInt(unitPriceCents);
  if (measure === 'count') return Number(product);
  // Half-up for a non-negative amount: add half the divisor, then floor.
  return Number((product * 2n + 1000n) / 2000n);
}

export const totalOf = (lines: readonly { amountCents: number }[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);

/**
 * The lines' rows from a body: each material must be one of the studio's (404 naming the line's
 * field), and its name and measure are copied onto the line, so the order stays readable after it.
 * A gown's line (decision 220) is one the order already has (`kept`), kept with its name at the
 * quantity and price given; a gown no line of the order holds is refused on its field.
 */
export async function lineValues(
  db: Db,
  actor: Actor,
  lines: readonly LineInput[],
  kept: readonly PurchaseOrderLineRow[] = [],
): Promise<LineValues[]> {
  const field = (i: number) => `lines.${i}.materialId`;
  lines.forEach((line, i) => line.materialId !== undefined && requireRecordId(line.materialId, 'Material', field(i)));
  const ids = [...new Set(lines.flatMap((l) => (l.materialId === undefined ? [] : [l.materialId])))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: materials.id, name: materials.name, measure: materials.measure })
          .from(materials)
          .where(and(eq(materials.workspaceId, actor.workspaceId), inArray(materials.id, ids)));
  const byId = new Map(found.map((m) => [m.id, m]));
  const gowns = new Map(kept.flatMap((l) => (l.specialOrderId ? [[l.specialOrderId, l] as const] : [])));
  return lines.map((line, i) => {
    const unitPriceCents = dollarsToCents(line.unitPrice);
    const base = { position: i, quantity: line.quantity, unitPriceCents };
    if (line.specialOrderId !== undefined) {
      const gown = gowns.get(line.specialOrderId);
      if (!gown) throw missingReference(`lines.${i}.specialOrderId`, said('purchase-orders.gownNotOnOrder'));
      const amountCents = lineAmountCents('count', line.quantity, unitPriceCents);
      return {
        ...base,
        materialId: null,
        materialName: gown.materialName,
        specialOrderId: gown.specialOrderId,
        measure: 'count',
        amountCents,
      };
    }
    const material = byId.get(line.materialId ?? '');
    if (!material) throw missingReference(field(i), said('purchase-orders.materialNotFound'));
    return {
      ...base,
      materialId: material.id,
      materialName: material.name,
      specialOrderId: null,
      measure: material.measure,
      amountCents: lineAmountCents(material.measure, line.quantity, unitPriceCents),
    };
  });
}

/** Writes an order's lines (a draft's replace its old ones). */
export async function insertLines(tx: Db, purchaseOrderId: string, values: readonly LineValues[]): Promise<void> {
  await tx.insert(purchaseOrderLines).values(values.map((v) => ({ ...v, purchaseOrderId })));
}
