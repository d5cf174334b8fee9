import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import { createSupplierBodySchema, supplierListQuerySchema, supplierSchema, updateSupplierBodySchema } from '../suppliers.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  supplierAdded: 'Supplier added',
  suppliersLoaded: 'Suppliers loaded',
  supplierLoaded: 'Supplier loaded',
  supplierUpdated: 'Supplier updated',
  supplierDeleted: 'Supplier deleted',
} satisfies RouteMessages;

const supplier = z.object({ supplier: supplierSchema });

/** Whom the studio buys from (decision 145): managers' and owners', on the plans with stock. */
export const supplierRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/suppliers',
    resource: 'suppliers',
    access: 'suppliers.write',
    feature: 'materials',
    body: createSupplierBodySchema,
    success: { status: 201, data: supplier },
    message: 'supplierAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/suppliers',
    resource: 'suppliers',
    access: 'suppliers.read',
    feature: 'materials',
    query: supplierListQuerySchema,
    success: { status: 200, data: pageOf('suppliers', supplierSchema) },
    message: 'suppliersLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/suppliers/:id',
    resource: 'suppliers',
    access: 'suppliers.read',
    feature: 'materials',
    record: 'suppliers',
    params: idParams,
    success: { status: 200, data: supplier },
    message: 'supplierLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/suppliers/:id',
    resource: 'suppliers',
    access: 'suppliers.write',
    feature: 'materials',
    record: 'suppliers',
    params: idParams,
    body: updateSupplierBodySchema,
    success: { status: 200, data: supplier },
    message: 'supplierUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/suppliers/:id',
    resource: 'suppliers',
    access: 'suppliers.delete',
    record: 'suppliers',
    params: idParams,
    description: 'Deletes a supplier the studio never ordered from; one with purchase orders is refused with SUPPLIER_HAS_ORDERS (409).',
    success: { status: 200, data: z.object({}) },
    message: 'supplierDeleted',
    errors: { ...errorResponses, 409: errorEnvelopeSchema.describe('The supplier has purchase orders (SUPPLIER_HAS_ORDERS)') },
  }),
});
