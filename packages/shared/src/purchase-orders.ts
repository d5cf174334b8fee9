import { z } from 'zod';
import { optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { MATERIAL_LIMITS, materialMeasureSchema } from './materials.js';
import { hasAtMostTwoDecimals } from './money.js';
import { pageQueryShape } from './pages.js';

/**
 * What the studio orders from a supplier (decision 145): lines of its materials, each a quantity
 * in the material's measure (millimetres or units) at a price per metre or per unit. A draft is
 * changed freely; once sent it is only received, line by line, or cancelled, never edited away.
 */
export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'partly-received', 'received', 'cancelled'] as const;
export const purchaseOrderStatusSchema = z.enum(PURCHASE_ORDER_STATUSES, { error: 'Select a status' });
export type PurchaseOrderStatus = z.infer<typeof purchaseOrderStatusSchema>;
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  'partly-received': 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};
/** What can still be received: a sent order and one partly received. */
export const OPEN_PURCHASE_ORDER_STATUSES = ['sent', 'partly-received'] as const satisfies readonly PurchaseOrderStatus[];

export const PURCHASE_ORDER_LIMITS = { linesMin: 1, linesMax: 100 } as const;

const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number of millimetres or units')
  .min(1, 'Quantity must be greater than 0')
  .max(MATERIAL_LIMITS.quantityMax, `Quantity must be at most ${MATERIAL_LIMITS.quantityMax}`);

/** Per metre for what is measured by length, per unit for what is counted, in the studio's currency. */
const unitPrice = z
  .number({ error: 'Unit price must be a number' })
  .min(0, 'Unit price cannot be negative')
  .max(LIMITS.budgetMax, `Unit price must be at most ${LIMITS.budgetMax}`)
  .refine(hasAtMostTwoDecimals, 'Unit price can have at most 2 decimals');

/**
 * A material's line, or a bride's gown kept on her designer's order (decision 220): `specialOrderId`
 * names a gown line the order already has, which the draft keeps at the quantity and price given.
 */
export const purchaseOrderLineBodySchema = z
  .strictObject({
    materialId: reference('Select a material').optional(),
    specialOrderId: reference('Select a material').optional(),
    quantity,
    unitPrice,
  })
  .refine((line) => (line.materialId === undefined) !== (line.specialOrderId === undefined), {
    message: 'Select a material',
    path: ['materialId'],
  });

const lines = z
  .array(purchaseOrderLineBodySchema, { error: 'Add at least one line' })
  .min(PURCHASE_ORDER_LIMITS.linesMin, 'Add at least one line')
  .max(PURCHASE_ORDER_LIMITS.linesMax, `At most ${PURCHASE_ORDER_LIMITS.linesMax} lines per purchase order`);

export const createPurchaseOrderBodySchema = z.strictObject({
  supplierId: reference('Select a supplier'),
  lines,
  notes: optionalText(LIMITS.notes, 'Notes'),
});
export type CreatePurchaseOrderBody = z.input<typeof createPurchaseOrderBodySchema>;

/** A draft's changes; `lines` replaces every line. */
export const updatePurchaseOrderBodySchema = z.strictObject({
  supplierId: reference('Select a supplier').optional(),
  lines: lines.optional(),
  notes: optionalText(LIMITS.notes, 'Notes').optional(),
});
export type UpdatePurchaseOrderBody = z.input<typeof updatePurchaseOrderBodySchema>;

/** What arrived: some or all of the lines, each no more than is still to come. */
export const receivePurchaseOrderBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: reference('Select a line'), quantity }), { error: 'Say what was received' })
    .min(1, 'Say what was received')
    .max(PURCHASE_ORDER_LIMITS.linesMax, `At most ${PURCHASE_ORDER_LIMITS.linesMax} lines per purchase order`),
});
export type ReceivePurchaseOrderBody = z.input<typeof receivePurchaseOrderBodySchema>;

export const purchaseOrderListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the number or the supplier's name, whatever the case and accents. */
  search: searchQuerySchema.optional(),
  status: purchaseOrderStatusSchema.optional(),
  supplierId: z.string().max(64).optional(),
});

export const purchaseOrderLineSchema = recordIdsSchema.extend({
  /** Null once the material was deleted; its name and measure stay on the order. */
  materialId: z.string().nullable(),
  materialName: z.string(),
  /** The bride's special order this line is the gown of (decision 220); null on a material's line. */
  specialOrderId: z.string().nullable(),
  measure: materialMeasureSchema,
  /** Millimetres or units, as ordered and as received so far. */
  quantity: z.number().int(),
  received: z.number().int(),
  /** Per metre or per unit, and the line's amount, in the order's currency (decision 015). */
  unitPrice: z.number(),
  amount: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = recordIdsSchema.extend({
  /** The studio's own sequence: PO-0001, PO-0002… */
  number: z.string(),
  status: purchaseOrderStatusSchema,
  supplier: z.object({ id: z.string(), name: z.string() }),
  /** The studio's currency when the order was made, kept after. */
  currency: z.string(),
  lines: z.array(purchaseOrderLineSchema),
  /** Σ the lines' amounts, computed on the server. */
  total: z.number(),
  notes: z.string(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
