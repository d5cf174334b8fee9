import type { Material, PurchaseOrder, Supplier } from '@atelier/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { suppliers, type SupplierRow } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { presentPurchaseOrder } from '../purchase-orders/presenter.js';
import { selectOrders, withLines } from '../purchase-orders/queries.js';
import { presentSupplier } from '../suppliers/presenter.js';

type Measure = Material['measure'];
/** What a quantity of the measure counts: a length in millimetres, a count in units (decision 142). */
export const quantityUnit = (measure: Measure) => (measure === 'length' ? 'mm' : 'unit');
/** What a price of the measure is for: a metre of a length, one of a count (decision 142). */
export const pricePer = (measure: Measure) => (measure === 'length' ? 'metre' : 'unit');

/** One row per supplier. */
const SUPPLIER_COLUMNS: readonly CsvColumn<Supplier>[] = [
  ['id', (s) => s.id],
  ['name', (s) => s.name],
  ['contact', (s) => s.contact],
  ['email', (s) => s.email],
  ['phone', (s) => s.phone],
  ['leadTimeDays', (s) => s.leadTimeDays],
  ['notes', (s) => s.notes],
  ['purchaseOrders', (s) => s.purchaseOrders],
  ['createdAt', (s) => s.createdAt],
  ['updatedAt', (s) => s.updatedAt],
];

/** One row per purchase order; the total in the order's own currency, as the invoices'. */
const ORDER_COLUMNS: readonly CsvColumn<PurchaseOrder>[] = [
  ['id', (o) => o.id],
  ['number', (o) => o.number],
  ['supplierId', (o) => o.supplier.id],
  ['supplier', (o) => o.supplier.name],
  ['status', (o) => o.status],
  ['currency', (o) => o.currency],
  ['total', (o) => o.total.toFixed(2)],
  ['notes', (o) => o.notes],
  ['sentAt', (o) => o.sentAt],
  ['receivedAt', (o) => o.receivedAt],
  ['createdAt', (o) => o.createdAt],
  ['updatedAt', (o) => o.updatedAt],
];

type OrderLine = { order: PurchaseOrder; position: number; line: PurchaseOrder['lines'][number] };

/** One row per line, in its order's order; quantities in `quantityUnit`, the price per `pricePer`. */
const LINE_COLUMNS: readonly CsvColumn<OrderLine>[] = [
  ['purchaseOrderId', (r) => r.order.id],
  ['number', (r) => r.order.number],
  ['position', (r) => r.position],
  ['id', (r) => r.line.id],
  ['materialId', (r) => r.line.materialId],
  ['material', (r) => r.line.materialName],
  ['quantityUnit', (r) => quantityUnit(r.line.measure)],
  ['quantity', (r) => r.line.quantity],
  ['received', (r) => r.line.received],
  ['currency', (r) => r.order.currency],
  ['unitPrice', (r) => r.line.unitPrice.toFixed(2)],
  ['pricePer', (r) => pricePer(r.line.measure)],
  ['amount', (r) => r.line.amount.toFixed(2)],
];

/**
 * The studio's suppliers and purchase orders with their lines (decision 145), oldest first, as the
 * three CSVs and the JSON's `suppliers` and `purchaseOrders` (each order holding its lines, money
 * in currency units as the invoices'). Read whatever the plan, like the rest of the stock.
 */
export async function exportPurchasing(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'suppliers.read');
  requirePermission(actor, 'purchaseOrders.read');
  const [supplierRows, orderRows] = await Promise.all([
    ctx.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.workspaceId, actor.workspaceId))
      .orderBy(asc(suppliers.createdAt), asc(suppliers.id)),
    selectOrders(ctx.db, actor.workspaceId, undefined),
  ]);
  // The list's query answers newest first; the export reads oldest first like its other files.
  const orders = (await withLines(ctx.db, orderRows.reverse())).map(presentPurchaseOrder);
  const ordersOf = (s: SupplierRow) => orders.filter((o) => o.supplier.id === s.id).length;
  const supplierList = supplierRows.map((s) => presentSupplier({ ...s, purchaseOrders: ordersOf(s) }));
  return {
    json: { suppliers: supplierList, purchaseOrders: orders },
    csv: {
      suppliersCsv: csvOf(SUPPLIER_COLUMNS, supplierList),
      purchaseOrdersCsv: csvOf(ORDER_COLUMNS, orders),
      purchaseOrderLinesCsv: csvOf(
        LINE_COLUMNS,
        orders.flatMap((order) => order.lines.map((line, i) => ({ order, position: i + 1, line }))),
      ),
    },
  };
}
