import { centsToDollars, type PurchaseOrder } from '@atelier/shared';
import type { PurchaseOrderRecord } from './queries.js';

/** A purchase order as every answer shows it (decision 145): money in currency units as invoices are (decision 015). */
export function presentPurchaseOrder(row: PurchaseOrderRecord): PurchaseOrder {
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    status: row.status,
    supplier: { id: row.supplierId, name: row.supplierName },
    currency: row.currency,
    lines: row.lines.map((l) => ({
      _id: l.id,
      id: l.id,
      materialId: l.materialId,
      materialName: l.materialName,
      specialOrderId: l.specialOrderId,
      measure: l.measure,
      quantity: l.quantity,
      received: l.receivedQuantity,
      unitPrice: centsToDollars(l.unitPriceCents),
      amount: centsToDollars(l.amountCents),
    })),
    total: centsToDollars(row.totalCents),
    notes: row.notes ?? '',
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    receivedAt: row.receivedAt ? row.receivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
