import { z } from 'zod';
import { calendarDate } from './dates.js';
import { optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { garmentTypeSchema } from './garments.js';
import { paymentMethodSchema } from './invoices.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';

/**
 * Alteration tickets (decision 151): what a client leaves at the counter. Each garment of a ticket
 * is a project (its stages, assignees, board and pay are the projects'), its lines are the ticket's
 * invoice's items, and a deposit or the balance is a payment on that invoice.
 */
export const TICKET_STATUSES = ['open', 'ready', 'collected'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: 'Select a status' });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** What the ticket list shows: `active` (not collected, overdue first), `ready`, `uncollected` (ready 30 days and more), `collected`. */
export const TICKET_VIEWS = ['active', 'ready', 'uncollected', 'collected'] as const;
export const ticketViewSchema = z.enum(TICKET_VIEWS, { error: 'Select a view' });
export type TicketView = z.infer<typeof ticketViewSchema>;

export const TICKET_LIMITS = {
  garmentsMax: 20,
  linesMax: 20,
  description: 120,
  /** Days after ready from which an uncollected ticket is listed apart. */
  uncollectedAfterDays: 30,
  /** How far ahead a pick-up day is looked for. */
  suggestionHorizonDays: 60,
  capacityMinutesMax: 7 * 24 * 60,
  quantityMax: 999,
} as const;

const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(LIMITS.budgetMax, `${label} must be at most ${LIMITS.budgetMax}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(TICKET_LIMITS.quantityMax, `Quantity must be at most ${TICKET_LIMITS.quantityMax}`)
  .optional();

const description = (label: string) =>
  text()
    .trim()
    .min(1, `${label} is required`)
    .max(TICKET_LIMITS.description, `${label} must be at most ${TICKET_LIMITS.description} characters`);

/** A service from the price list (its name, price, minutes and stage are copied), or a free line. */
export const ticketLineBodySchema = z.union(
  [
    z.strictObject({ serviceId: reference('Select a service'), quantity }),
    z.strictObject({
      description: description('Description'),
      price: money('Price'),
      quantity,
      minutes: z.number().int('Minutes must be a whole number').min(0).max(1440).optional(),
    }),
  ],
  { error: 'Select a service or describe the line with its price' },
);
export type TicketLineBody = z.input<typeof ticketLineBodySchema>;

export const ticketGarmentBodySchema = z.strictObject({
  /** Present to keep (and change) a garment of the ticket in a PATCH; absent for a new one. */
  id: reference('Select a garment').optional(),
  description: description('Garment'),
  garmentType: garmentTypeSchema.nullish(),
  notes: optionalText(LIMITS.notes, 'Notes'),
  lines: z
    .array(ticketLineBodySchema, { error: 'Add at least one service' })
    .min(1, 'Add at least one service')
    .max(TICKET_LIMITS.linesMax, `At most ${TICKET_LIMITS.linesMax} lines per garment`),
});
export type TicketGarmentBody = z.input<typeof ticketGarmentBodySchema>;

const garments = z
  .array(ticketGarmentBodySchema, { error: 'Add at least one garment' })
  .min(1, 'Add at least one garment')
  .max(TICKET_LIMITS.garmentsMax, `At most ${TICKET_LIMITS.garmentsMax} garments per ticket`);

/** A client found (its id) or made at the counter with a name and a phone as people write it. */
export const ticketNewClientSchema = z.strictObject({
  name: text()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.name * 2, `Name must be at most ${LIMITS.name * 2} characters`),
  phone: optionalText(LIMITS.phone, 'Phone'),
});

export const ticketDepositBodySchema = z.strictObject({ amount: money('Deposit'), method: paymentMethodSchema });

export const createTicketBodySchema = z
  .strictObject({
    clientId: reference('Select a client').optional(),
    client: ticketNewClientSchema.optional(),
    /** The promised pick-up day (YYYY-MM-DD, the studio's calendar); the form fills it from the suggestion. */
    pickupDate: calendarDate('Pick-up date must be a date (YYYY-MM-DD)'),
    garments,
    notes: optionalText(LIMITS.notes, 'Notes'),
    /** Taken at the counter: a payment on the ticket's invoice. */
    deposit: ticketDepositBodySchema.optional(),
  })
  .refine((b) => (b.clientId === undefined) !== (b.client === undefined), {
    message: 'Select a client or enter a new client’s name',
    path: ['clientId'],
  });
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

/**
 * A ticket's changes. `garments` replaces the set: a garment sent with its id is kept (its lines
 * replaced), one without an id is added, one left out is removed unless work on it started.
 * `collected: true` hands the garments back (refused while a balance remains).
 */
export const updateTicketBodySchema = z.strictObject({
  pickupDate: calendarDate('Pick-up date must be a date (YYYY-MM-DD)').optional(),
  notes: optionalText(LIMITS.notes, 'Notes').optional(),
  garments: garments.optional(),
  collected: z.literal(true, { error: 'Collected can only be set to true' }).optional(),
});
export type UpdateTicketBody = z.input<typeof updateTicketBodySchema>;

export const ticketListQuerySchema = z.object({
  ...pageQueryShape,
  view: ticketViewSchema.optional(),
  /** Matches the code or the client's name, whatever the case and accents. */
  search: searchQuerySchema.optional(),
});

export const pickupSuggestionQuerySchema = z.object({
  /** The standard minutes of the work to promise (the form's services). */
  minutes: z.coerce
    .number({ error: 'Minutes must be a number' })
    .int('Minutes must be a whole number')
    .min(0, 'Minutes cannot be negative')
    .max(TICKET_LIMITS.capacityMinutesMax, `Minutes must be at most ${TICKET_LIMITS.capacityMinutesMax}`),
});

/** The counter's capacity: which weekdays the workroom works (1 Monday … 7 Sunday) and how many standard minutes a day it can promise. */
export const ticketSettingsSchema = z.object({
  openDays: z.array(z.number().int()),
  dailyCapacityMinutes: z.number().int(),
});
export type TicketSettings = z.infer<typeof ticketSettingsSchema>;

export const updateTicketSettingsBodySchema = z.strictObject({
  openDays: z
    .array(z.number({ error: 'Open days must be weekdays 1 to 7' }).int().min(1).max(7), { error: 'Open days must be weekdays 1 to 7' })
    .min(1, 'Choose at least one open day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each open day once')
    .optional(),
  dailyCapacityMinutes: z
    .number({ error: 'Daily capacity must be a number of minutes' })
    .int('Daily capacity must be a whole number of minutes')
    .min(1, 'Daily capacity must be at least 1 minute')
    .max(24 * 60, 'Daily capacity must be at most 1440 minutes')
    .optional(),
});
export type UpdateTicketSettingsBody = z.input<typeof updateTicketSettingsBodySchema>;

export const pickupDaySchema = z.object({
  date: z.string(),
  open: z.boolean(),
  promisedMinutes: z.number().int(),
  capacityMinutes: z.number().int(),
});
export const pickupSuggestionSchema = z.object({
  /** The first open day from tomorrow on whose promised minutes plus these fit its capacity (or the first open day if none fits). */
  date: z.string(),
  days: z.array(pickupDaySchema),
});
export type PickupSuggestion = z.infer<typeof pickupSuggestionSchema>;

export const ticketLineSchema = z.object({
  id: z.string(),
  serviceId: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  minutes: z.number().int(),
  stage: z.string(),
  /** Null for a role that sees no prices (staff). */
  price: z.number().nullable(),
  amount: z.number().nullable(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

export const garmentStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['todo', 'in-progress', 'done', 'skipped']),
  assigneeId: z.string().nullable(),
  completedAt: z.string().nullable(),
});

export const ticketGarmentSchema = z.object({
  /** The garment's project. */
  id: z.string(),
  /** The ticket's code and the garment's place: A-0427-2. */
  code: z.string(),
  position: z.number().int(),
  description: z.string(),
  garmentType: garmentTypeSchema.nullable(),
  notes: z.string(),
  done: z.boolean(),
  stages: z.array(garmentStageSchema),
  lines: z.array(ticketLineSchema),
});
export type TicketGarment = z.infer<typeof ticketGarmentSchema>;

export const ticketSchema = recordIdsSchema.extend({
  /** The studio's own sequence: A-0001, A-0002… */
  code: z.string(),
  status: ticketStatusSchema,
  client: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  pickupDate: z.string(),
  /** Not collected and its pick-up day is past, in the studio's zone. */
  overdue: z.boolean(),
  readyAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
  notes: z.string(),
  garments: z.array(ticketGarmentSchema),
  /** Σ the lines' standard minutes. */
  minutes: z.number().int(),
  currency: z.string(),
  /** The ticket's invoice and its money; null for a role that sees no prices (staff). */
  invoiceId: z.string().nullable(),
  total: z.number().nullable(),
  paid: z.number().nullable(),
  balance: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * A garment found by the code on its tag (decision 152): a ticket's garment (A-0427-2) or a
 * project (P-0031), of the asking studio only.
 */
export const garmentByCodeSchema = z.object({
  code: z.string(),
  projectId: z.string(),
  name: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  ticket: z.object({ id: z.string(), code: z.string() }).nullable(),
  stages: z.array(garmentStageSchema),
  /** The first stage not done or skipped; null when every stage is. */
  currentStage: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type GarmentByCode = z.infer<typeof garmentByCodeSchema>;

/** Codes are at most this long; a longer one names no garment. */
export const GARMENT_CODE_MAX = 32;

/**
 * Any text: whatever its shape (too long, a NUL, another studio's), a code that names no garment
 * of the studio answers the same 404, never a 422 that would tell shapes apart (decision 152).
 */
export const garmentCodeParamsSchema = z.object({ code: z.string() });

/** Moves the garment on: the stage the scanner showed is marked done and the next one started. */
export const advanceGarmentBodySchema = z.strictObject({ stageId: reference('Select a stage') });
