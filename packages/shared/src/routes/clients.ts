import { z } from 'zod';
import { CLIENT_OVERVIEW_FIRST, clientOverviewSchema } from '../client-overview.js';
import {
  clientDeletionSummarySchema,
  clientDetailDataSchema,
  clientListQuerySchema,
  clientSchema,
  createClientBodySchema,
  updateClientBodySchema,
} from '../clients.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  clientAdded: 'Client added successfully!',
  clientsLoaded: 'Clients loaded successfully!',
  clientLoaded: 'Client loaded successfully!',
  clientOverviewLoaded: 'Client page loaded',
  clientUpdated: 'Client updated successfully!',
  clientDeleted: 'Client deleted successfully!',
} satisfies RouteMessages;

const client = z.object({ client: clientSchema });

/** The studio's clients; deleting one takes its measurements and projects (decision 011). */
export const clientRoutes = routeGroup(messages, {
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
    record: 'clients',
    params: idParams,
    success: { status: 200, data: clientDetailDataSchema },
    message: 'clientLoaded',
    errors: errorResponses,
  }),
  /** The client page (decision 126): every section's first items and its count, in one answer. */
  overview: defineRoute({
    method: 'GET',
    path: '/clients/:id/overview',
    resource: 'clients',
    access: 'clients.read',
    record: 'clients',
    params: idParams,
    description:
      `The client with the first ${CLIENT_OVERVIEW_FIRST} items and the count of each section: measurements (the latest ` +
      'record of each garment), projects, fittings and the fit profile, invoices with what is owed, appointments to ' +
      'come and past, photos, the portal link’s presence and the client’s activity. A section the role may not read ' +
      'is null (invoices for a role that does not see money); each pages further with its own list call.',
    success: { status: 200, data: z.object({ overview: clientOverviewSchema }) },
    message: 'clientOverviewLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/clients/:id',
    resource: 'clients',
    access: 'clients.write',
    record: 'clients',
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
    record: 'clients',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: clientDeletionSummarySchema }) },
    message: 'clientDeleted',
    errors: errorResponses,
  }),
});
