import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import {
  createPurchaseOrderBodySchema,
  purchaseOrderListQuerySchema,
  purchaseOrderSchema,
  receivePurchaseOrderBodySchema,
  updatePurchaseOrderBodySchema,
} from '../purchase-orders.js';
import { materialSchema } from '../materials.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  purchaseOrderAdded: 'Purchase order created',
  purchaseOrdersLoaded: 'Purchase orders loaded',
  purchaseOrderLoaded: 'Purchase order loaded',
  purchaseOrderUpdated: 'Purchase order updated',
  purchaseOrderDeleted: 'Purchase order deleted',
  purchaseOrderSent: 'Purchase order marked sent',
  purchaseOrderReceived: 'Delivery recorded',
  purchaseOrderCancelled: 'Purchase order cancelled',
} satisfies RouteMessages;

const purchaseOrder = z.object({ purchaseOrder: purchaseOrderSchema });
/** A change refused for the order's status: edited or deleted once sent, received or sent when not open. */
const statusErrors = {
  ...errorResponses,
  409: errorEnvelopeSchema.describe(
    'A sent order is not edited or deleted (PURCHASE_ORDER_LOCKED); nothing is sent, received or cancelled out of turn (PURCHASE_ORDER_CLOSED)',
  ),
};

/** The studio's purchase orders (decision 145); receiving one adds its lines to the stock's ledger (decision 142). */
export const purchaseOrderRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/purchase-orders',
    resource: 'purchase-orders',
    access: 'purchaseOrders.write',
    feature: 'materials',
    body: createPurchaseOrderBodySchema,
    description: 'Makes a draft with the studio’s next number (PO-0001, PO-0002…); the lines’ amounts and the total are computed here.',
    success: { status: 201, data: purchaseOrder },
    message: 'purchaseOrderAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/purchase-orders',
    resource: 'purchase-orders',
    access: 'purchaseOrders.read',
    feature: 'materials',
    query: purchaseOrderListQuerySchema,
    success: { status: 200, data: pageOf('purchaseOrders', purchaseOrderSchema) },
    message: 'purchaseOrdersLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/purchase-orders/:id',
    resource: 'purchase-orders',
    access: 'purchaseOrders.read',
    feature: 'materials',
    record: 'purchaseOrders',
    params: idParams,
    success: { status: 200, data: purchaseOrder },
    message: 'purchaseOrderLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/purchase-orders/:id',
    resource: 'purchase-orders',
    access: 'purchaseOrders.write',
    feature: 'materials',
    record: 'purchaseOrders',
    params: idParams,
    body: updatePurchaseOrderBodySchema,
    description: 'Changes a draft; `lines` replaces them all. A sent order is refused with PURCHASE_ORDER_LOCKED (409): cancel it instead.',
    success: { status: 200, data: purchaseOrder },
    message: 'purchaseOrderUpdated',
    errors: statusErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/purchase-orders/:id',
    resource: 'purchase-orders',
    access: 'purchaseOrders.delete',
    record: 'purchaseOrders',
    params: idParams,
    description: 'Deletes a draft; a sent order is refused with PURCHASE_ORDER_LOCKED (409).',
    success: { status: 200, data: z.object({}) },
    message: 'purchaseOrderDeleted',
    errors: statusErrors,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/purchase-orders/:id/send',
    resource: 'purchase-orders',
    access: 'purchaseOrders.write',
    feature: 'materials',
    record: 'purchaseOrders',
    params: idParams,
    description: 'Marks a draft sent: from then on it is received or cancelled, never edited.',
    success: { status: 200, data: purchaseOrder },
    message: 'purchaseOrderSent',
    errors: statusErrors,
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/purchase-orders/:id/receive',
    resource: 'purchase-orders',
    access: 'purchaseOrders.write',
    feature: 'materials',
    record: 'purchaseOrders',
    params: idParams,
    body: receivePurchaseOrderBodySchema,
    description:
      'Records what arrived of a sent order: each line’s quantity is a `received` movement of its material, naming the order, ' +
      'in one transaction. More than a line has still to come is refused with 422 naming the line.',
    success: { status: 200, data: z.object({ purchaseOrder: purchaseOrderSchema, materials: z.array(materialSchema) }) },
    message: 'purchaseOrderReceived',
    errors: statusErrors,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/purchase-orders/:id/cancel',
    resource: 'purchase-orders',
    access: 'purchaseOrders.write',
    feature: 'materials',
    record: 'purchaseOrders',
    params: idParams,
    description: 'Cancels a sent or partly received order: what arrived stays in stock, nothing more is received.',
    success: { status: 200, data: purchaseOrder },
    message: 'purchaseOrderCancelled',
    errors: statusErrors,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/purchase-orders/:id/pdf',
    resource: 'purchase-orders',
    access: 'purchaseOrders.read',
    feature: 'materials',
    record: 'purchaseOrders',
    params: idParams,
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
});
