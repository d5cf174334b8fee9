import { z } from 'zod';
import {
  clientDeletionSummarySchema,
  clientDetailDataSchema,
  clientListQuerySchema,
  clientSchema,
  createClientBodySchema,
  updateClientBodySchema,
} from '../clients.js';
import { pageOf } from '../pages.js';
import { defineRoute } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

const client = z.object({ client: clientSchema });

/** The studio's clients; deleting one takes its measurements and projects (decision 011). */
export const clientRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/clients',
    resource: 'clients',
    access: 'clients.write',
    body: createClientBodySchema,
    success: { status: 201, data: client },
    message: 'clientAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/clients',
    resource: 'clients',
    access: 'clients.read',
    query: clientListQuerySchema,
    success: { status: 200, data: pageOf('clients', clientSchema) },
    message: 'clientsLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/clients/:id',
    resource: 'clients',
    access: 'clients.read',
    params: idParams,
    success: { status: 200, data: clientDetailDataSchema },
    message: 'clientLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/clients/:id',
    resource: 'clients',
    access: 'clients.write',
    params: idParams,
    body: updateClientBodySchema,
    success: { status: 200, data: client },
    message: 'clientUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/clients/:id',
    resource: 'clients',
    access: 'clients.delete',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: clientDeletionSummarySchema }) },
    message: 'clientDeleted',
    errors: errorResponses,
  }),
};
