import { z } from 'zod';
import { createServiceBodySchema, serviceListQuerySchema, serviceSchema, updateServiceBodySchema } from '../services.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  serviceAdded: 'Service added',
  servicesLoaded: 'Price list loaded',
  serviceUpdated: 'Service updated',
  serviceDeleted: 'Service deleted',
} satisfies RouteMessages;

const service = z.object({ service: serviceSchema });

/** The studio's price list of alterations (decision 150). */
export const serviceRoutes = routeGroup(messages, {
  // The price list is sold with invoices, which pick their lines from it (decision 150).
  create: defineRoute({
    method: 'POST',
    path: '/services',
    resource: 'services',
    access: 'services.write',
    feature: 'invoices',
    body: createServiceBodySchema,
    description:
      'Adds a service; a name the studio already uses (whatever the case and accents) is refused with VALIDATION_ERROR (422) naming `name`.',
    success: { status: 201, data: service },
    message: 'serviceAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/services',
    resource: 'services',
    access: 'services.read',
    feature: 'invoices',
    query: serviceListQuerySchema,
    description: 'The price list by name. The first read of a studio that never had one starts it with a handful of common alterations.',
    success: { status: 200, data: pageOf('services', serviceSchema) },
    message: 'servicesLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/services/:id',
    resource: 'services',
    access: 'services.write',
    feature: 'invoices',
    record: 'services',
    params: idParams,
    body: updateServiceBodySchema,
    success: { status: 200, data: service },
    message: 'serviceUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/services/:id',
    resource: 'services',
    access: 'services.delete',
    feature: 'invoices',
    record: 'services',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'serviceDeleted',
    errors: errorResponses,
  }),
});
