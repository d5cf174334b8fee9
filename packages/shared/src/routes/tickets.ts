import { z } from 'zod';
import { pageOf } from '../pages.js';
import {
  advanceGarmentBodySchema,
  createTicketBodySchema,
  garmentByCodeSchema,
  garmentCodeParamsSchema,
  pickupSuggestionQuerySchema,
  pickupSuggestionSchema,
  ticketListQuerySchema,
  ticketSchema,
  ticketSettingsSchema,
  updateTicketBodySchema,
  updateTicketSettingsBodySchema,
} from '../tickets.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const ticketMessages = {
  ticketCreated: 'Ticket created',
  ticketsLoaded: 'Tickets loaded',
  ticketLoaded: 'Ticket loaded',
  ticketUpdated: 'Ticket updated',
  pickupSuggested: 'Pick-up day suggested',
  ticketSettingsLoaded: 'Counter settings loaded',
  ticketSettingsUpdated: 'Counter settings updated',
} satisfies RouteMessages;

const ticket = z.object({ ticket: ticketSchema });

const ticketPrintQuery = z.object({ format: z.enum(['receipt', 'a4'], { error: 'Select receipt or a4' }).optional() });

/** Alteration tickets at the counter (decision 151). */
export const ticketRoutes = routeGroup(ticketMessages, {
  create: defineRoute({
    method: 'POST',
    path: '/tickets',
    resource: 'tickets',
    access: 'tickets.write',
    feature: 'invoices',
    body: createTicketBodySchema,
    description:
      'Takes a client’s garments in: each garment becomes a project with its stages, the lines become the ticket’s invoice, ' +
      'and a deposit (for a role that handles invoices) a payment on it.',
    success: { status: 201, data: ticket },
    message: 'ticketCreated',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/tickets',
    resource: 'tickets',
    access: 'tickets.read',
    feature: 'invoices',
    query: ticketListQuerySchema,
    description: 'Tickets by pick-up day, overdue first; `view` picks active (default), ready, uncollected or collected.',
    success: { status: 200, data: pageOf('tickets', ticketSchema) },
    message: 'ticketsLoaded',
    errors: errorResponses,
  }),
  suggestPickup: defineRoute({
    method: 'GET',
    path: '/tickets/pickup-suggestion',
    resource: 'tickets',
    access: 'tickets.read',
    feature: 'invoices',
    query: pickupSuggestionQuerySchema,
    description: 'The first open day whose promised standard minutes leave room for these, with the days around it.',
    success: { status: 200, data: z.object({ suggestion: pickupSuggestionSchema }) },
    message: 'pickupSuggested',
    errors: errorResponses,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/tickets/settings',
    resource: 'tickets',
    access: 'tickets.read',
    feature: 'invoices',
    success: { status: 200, data: z.object({ settings: ticketSettingsSchema }) },
    message: 'ticketSettingsLoaded',
    errors: errorResponses,
  }),
  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/tickets/settings',
    resource: 'tickets',
    access: 'studio.write',
    feature: 'invoices',
    body: updateTicketSettingsBodySchema,
    success: { status: 200, data: z.object({ settings: ticketSettingsSchema }) },
    message: 'ticketSettingsUpdated',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/tickets/:id',
    resource: 'tickets',
    access: 'tickets.read',
    feature: 'invoices',
    record: 'tickets',
    params: idParams,
    success: { status: 200, data: ticket },
    message: 'ticketLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/tickets/:id',
    movesStages: true,
    resource: 'tickets',
    access: 'tickets.write',
    feature: 'invoices',
    record: 'tickets',
    params: idParams,
    body: updateTicketBodySchema,
    description: 'Changes the pick-up day, the notes or the garments; `collected: true` hands them back once nothing is owed.',
    success: { status: 200, data: ticket },
    message: 'ticketUpdated',
    errors: errorResponses,
  }),
  claimCheck: defineRoute({
    method: 'GET',
    path: '/tickets/:id/claim-check.pdf',
    resource: 'tickets',
    access: 'tickets.read',
    feature: 'invoices',
    record: 'tickets',
    params: idParams,
    query: ticketPrintQuery,
    description:
      'The client’s claim check (decision 153): its code printed and as a QR, on an 80 mm roll (default) or A4; amounts only for a role that sees them.',
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
  tags: defineRoute({
    method: 'GET',
    path: '/tickets/:id/tags.pdf',
    resource: 'tickets',
    access: 'tickets.read',
    feature: 'invoices',
    record: 'tickets',
    params: idParams,
    query: ticketPrintQuery,
    description: 'A tag per garment (decision 153): one per 80 mm slip (default) or 24 to an A4 label sheet.',
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
  projectTag: defineRoute({
    method: 'GET',
    path: '/projects/:id/tag.pdf',
    resource: 'projects',
    access: 'projects.read',
    feature: 'invoices',
    record: 'projects',
    params: idParams,
    query: ticketPrintQuery,
    description:
      'A project’s tag (decision 153): its code printed and as a QR, for a gown that travels without a ticket; on the plans that have tickets.',
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
});

const garmentMessages = {
  garmentFound: 'Garment found',
  garmentAdvanced: 'Moved to the next stage',
} satisfies RouteMessages;

const garment = z.object({ garment: garmentByCodeSchema });
/** Codes typed wrong are bounded per member and per studio, so nobody walks through them (decision 152). */
const tooManyMisses = errorEnvelopeSchema.describe('Too many codes that named no garment in a short time (RATE_LIMITED, with Retry-After)');

/** A garment found by the code on its tag, and moved on with one tap (decision 152). */
export const garmentRoutes = routeGroup(garmentMessages, {
  byCode: defineRoute({
    method: 'GET',
    path: '/garments/by-code/:code',
    resource: 'projects',
    access: 'projects.read',
    params: garmentCodeParamsSchema,
    description: 'A code of the asking studio only: any other, whatever its shape, is 404.',
    success: { status: 200, data: garment },
    message: 'garmentFound',
    errors: { ...errorResponses, 429: tooManyMisses },
  }),
  advance: defineRoute({
    method: 'POST',
    path: '/garments/by-code/:code/advance',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    params: garmentCodeParamsSchema,
    body: advanceGarmentBodySchema,
    description: 'Marks the stage shown done and starts the next; a stage no longer current (moved on another device) is 409.',
    success: { status: 200, data: garment },
    message: 'garmentAdvanced',
    errors: {
      ...errorResponses,
      409: errorEnvelopeSchema.describe(
        'The stage is no longer the current one (GARMENT_MOVED_ON), or the garment has no stages (GARMENT_WITHOUT_STAGES)',
      ),
      429: tooManyMisses,
    },
  }),
});
