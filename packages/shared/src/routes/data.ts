import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { clientImportBodySchema, clientImportDataSchema } from '../data-transfer.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  clientsImportedOne: '1 client imported successfully',
  clientsImported: '{count} clients imported successfully',
} satisfies RouteMessages;

/** The Data tab's calls (decision 026): the whole account out as a ZIP, clients in from a CSV. */
export const dataRoutes = routeGroup(messages, {
  export: defineRoute({
    method: 'GET',
    path: '/user/export',
    resource: 'user',
    // Every record of the studio, money included: owners and managers only (decision 072).
    access: 'data.export',
    description: 'A ZIP with clients.csv, measurements.csv, projects.csv and atelier-export.json (decision 026).',
    success: { status: 200, file: 'application/zip', schema: z.unknown().describe('The ZIP file (application/zip)'), produces: true },
    errors: { 401: errorResponses[401], 429: errorEnvelopeSchema.describe('Too many exports (RATE_LIMITED)') },
  }),
  /** All rows or none; the message counts them (clientsImportedOne for one). */
  importClients: defineRoute({
    method: 'POST',
    path: '/clients/import',
    resource: 'clients',
    access: 'data.import',
    body: clientImportBodySchema,
    success: { status: 201, data: clientImportDataSchema },
    message: 'clientsImported',
    errors: createErrorResponses,
  }),
});
