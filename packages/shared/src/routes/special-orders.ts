import { z } from 'zod';
import { optionalText, searchQuerySchema } from '../clients.js';
import { calendarDate } from '../dates.js';
import { errorEnvelopeSchema, recordIdsSchema } from '../envelope.js';
import { moneyField } from '../money.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { sizeProposalSchema } from '../size-charts.js';
import { ALTERATION_DAYS_MAX, ALTERATION_DAYS_MIN, DEFAULT_ALTERATION_DAYS, SPECIAL_ORDER_STATES } from '../special-orders.js';
import { text } from '../text.js';
import { DESIGNER_STYLE_LIMITS } from './designer-styles.js';
import { PIECE_CONDITIONS, PIECE_LIMITS } from './pieces.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/**
 * A special order (decision 216): a gown ordered from its designer for one bride, in the size the
 * designer's chart gave her measurements (the proposal kept with the order), with its price, the
 * deposit taken and the balance on arrival, the designer's confirmation and ship date, its state on
 * the road to the pick-up, and the bride's road counted back from her wedding.
 */
export const SPECIAL_ORDER_LIMITS = { extras: 2000, note: 2000, confirmation: 60, perDesignerOrder: 50 } as const;

const stateSchema = z.enum(SPECIAL_ORDER_STATES, { error: 'Select a state' });
const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);
const label = (name: string, max: number) =>
  text()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const specialOrderFields = {
  clientId: reference('Select a bride'),
  styleId: reference('Select a style'),
  colour: label('Colour', DESIGNER_STYLE_LIMITS.colour),
  /** The size ordered: the chart's proposal, or another the studio chose. */
  size: text()
    .trim()
    .min(1, 'Size is required')
    .max(DESIGNER_STYLE_LIMITS.size, `Size must be at most ${DESIGNER_STYLE_LIMITS.size} characters`),
  /** The chart the size was read from: the server reads the proposal again and keeps it with the order. */
  sizeChartId: reference('Select a size chart').nullish(),
  /** Length, custom changes and the like, as the designer's order form asks them. */
  extras: optionalText(SPECIAL_ORDER_LIMITS.extras, 'Extras'),
  price: moneyField('Price'),
  /** What the bride pays now; the balance is due on arrival. */
  deposit: moneyField('Deposit'),
  weddingDate: calendarDate('Wedding date must be a date (YYYY-MM-DD)'),
  note: optionalText(SPECIAL_ORDER_LIMITS.note, 'Note'),
};

const depositWithinPrice = <T extends { price?: number; deposit?: number }>(body: T) =>
  body.price === undefined || body.deposit === undefined || body.deposit <= body.price;
const depositRefusal = { message: 'The deposit cannot be more than the price', path: ['deposit'] };

export const createSpecialOrderBodySchema = z.strictObject(specialOrderFields).refine(depositWithinPrice, depositRefusal);
export type CreateSpecialOrderBody = z.input<typeof createSpecialOrderBodySchema>;

/** Every field optional: a field not sent is left as it is. The state moves only by `advance`. */
export const updateSpecialOrderBodySchema = z
  .strictObject({
    styleId: specialOrderFields.styleId.optional(),
    colour: specialOrderFields.colour.optional(),
    size: specialOrderFields.size.optional(),
    sizeChartId: specialOrderFields.sizeChartId,
    extras: specialOrderFields.extras.optional(),
    price: specialOrderFields.price.optional(),
    deposit: specialOrderFields.deposit.optional(),
    weddingDate: specialOrderFields.weddingDate.optional(),
    note: specialOrderFields.note.optional(),
    /** The designer's confirmation number, once it has confirmed the order. */
    designerConfirmation: optionalText(SPECIAL_ORDER_LIMITS.confirmation, 'Confirmation number').optional(),
    promisedShipDate: calendarDate('Ship date must be a date (YYYY-MM-DD)').nullish(),
  })
  .refine(depositWithinPrice, depositRefusal);
export type UpdateSpecialOrderBody = z.input<typeof updateSpecialOrderBodySchema>;

/** Moves the order to `state`, which must be the one after its own. */
export const advanceSpecialOrderBodySchema = z.strictObject({ state: stateSchema });
export type AdvanceSpecialOrderBody = z.input<typeof advanceSpecialOrderBodySchema>;

/** The gown arrived: checked in as one of the boutique's pieces, in the state it came and where it hangs (decision 218). */
export const checkInSpecialOrderBodySchema = z.strictObject({
  condition: z.enum(PIECE_CONDITIONS, { error: 'Select a condition' }).default('new'),
  location: optionalText(PIECE_LIMITS.location, 'Location'),
  note: optionalText(PIECE_LIMITS.note, 'Note'),
});
export type CheckInSpecialOrderBody = z.input<typeof checkInSpecialOrderBodySchema>;

/** Opens the bride's alterations: a project for her, with the studio's stages (decision 218). */
export const specialOrderAlterationsBodySchema = z.strictObject({ kind: z.literal('project').optional() });
export type SpecialOrderAlterationsBody = z.input<typeof specialOrderAlterationsBodySchema>;

export const brideRoadSchema = z.object({
  orderByDate: z.string().nullable(),
  arriveByDate: z.string(),
  expectedArrivalDate: z.string().nullable(),
  firstFittingDate: z.string(),
  finalFittingDate: z.string(),
  pickupDate: z.string(),
  daysToWedding: z.number().int(),
  atRisk: z.boolean(),
});

export const specialOrderSchema = recordIdsSchema.extend({
  client: z.object({ id: z.string(), name: z.string() }),
  style: z.object({ id: z.string(), styleNumber: z.string(), name: z.string(), designer: z.object({ id: z.string(), name: z.string() }) }),
  /** "" when there is none (decision 017). */
  colour: z.string(),
  size: z.string(),
  /** What the chart proposed when the order was written, and from which record; null when no chart was used. */
  sizeProposal: z
    .object({ chartId: z.string(), chartName: z.string(), measurementId: z.string().nullable(), proposal: sizeProposalSchema })
    .nullable(),
  extras: z.string(),
  price: z.number(),
  deposit: z.number(),
  /** The price less the deposit: what the bride pays on arrival. */
  balance: z.number(),
  weddingDate: z.string(),
  designerConfirmation: z.string(),
  promisedShipDate: z.string().nullable(),
  state: stateSchema,
  road: brideRoadSchema,
  note: z.string(),
  /** What the order opened, each once; null until then, or once it was deleted (decision 217). */
  opened: z.object({
    invoiceId: z.string().nullable(),
    contractId: z.string().nullable(),
    purchaseOrderId: z.string().nullable(),
    pieceId: z.string().nullable(),
    projectId: z.string().nullable(),
  }),
  /** The piece the gown was checked in as, with the code on its tag; null until then (decision 218). */
  piece: z.object({ id: z.string(), code: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SpecialOrder = z.infer<typeof specialOrderSchema>;

/** The brides' orders to put on one order to the designer: one purchase order per designer (decision 217). */
export const designerOrderBodySchema = z.strictObject({
  orderIds: z
    .array(z.string().min(1, 'Select a special order').max(64, 'Select a special order'), { error: 'Select the special orders to order' })
    .min(1, 'Select the special orders to order')
    .max(SPECIAL_ORDER_LIMITS.perDesignerOrder, `At most ${SPECIAL_ORDER_LIMITS.perDesignerOrder} special orders at once`),
});
export type DesignerOrderBody = z.input<typeof designerOrderBodySchema>;

export const specialOrderSettingsSchema = z.object({ alterationDays: z.number().int() });
export const updateSpecialOrderSettingsBodySchema = z.strictObject({
  alterationDays: z
    .number({ error: 'Alteration time must be a number of days' })
    .int('Alteration time must be a whole number of days')
    .min(ALTERATION_DAYS_MIN, `Alteration time must be at least ${ALTERATION_DAYS_MIN} days`)
    .max(ALTERATION_DAYS_MAX, `Alteration time must be at most ${ALTERATION_DAYS_MAX} days`),
});
export type UpdateSpecialOrderSettingsBody = z.input<typeof updateSpecialOrderSettingsBodySchema>;

/** The success messages these routes answer, in English; other languages' in declared.json (decisions 138, 203). */
const messages = {
  specialOrderAdded: 'Special order added',
  specialOrdersLoaded: 'Special orders loaded',
  specialOrderUpdated: 'Special order updated',
  specialOrderAdvanced: 'Special order moved on',
  specialOrderCheckedIn: 'Gown checked in',
  specialOrderInAlterations: 'Alterations opened',
  specialOrderDeleted: 'Special order deleted',
  specialOrderSettingsLoaded: 'Special order settings loaded',
  specialOrderSettingsUpdated: 'Alteration time saved',
  specialOrderInvoiced: 'Invoice drafted for the bride',
  specialOrderAgreementDrafted: 'Agreement drafted for the bride',
  specialOrderDesignerOrdered: 'Order to the designer drafted',
} satisfies RouteMessages;

const specialOrder = z.object({ specialOrder: specialOrderSchema });
const opensOnce = (what: string, code: string) => ({
  ...errorResponses,
  409: errorEnvelopeSchema.describe(`The order already has its ${what} (${code})`),
});
const settings = z.object({ settings: specialOrderSettingsSchema });

/** The studio's special orders: the permission, then the record its `:id` names, checked from the declaration (decision 193). */
export const specialOrderRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/special-orders',
    resource: 'specialOrders',
    access: 'specialOrders.write',
    feature: 'materials',
    body: createSpecialOrderBodySchema,
    success: { status: 201, data: specialOrder },
    message: 'specialOrderAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/special-orders',
    resource: 'specialOrders',
    access: 'specialOrders.read',
    feature: 'materials',
    query: z.object({
      ...pageQueryShape,
      search: searchQuerySchema.optional(),
      state: stateSchema.optional(),
      clientId: z.string().max(64).optional(),
      /** The orders of a party: those whose bride (client) is a member of the studio's group (decision 219). */
      groupId: z.string().max(64).optional(),
    }),
    description:
      'The studio’s special orders, newest first; `search` matches the bride, the style’s name or number, or the designer’s confirmation; ' +
      '`groupId` keeps the orders of the group’s members.',
    success: { status: 200, data: pageOf('specialOrders', specialOrderSchema) },
    message: 'specialOrdersLoaded',
    errors: errorResponses,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/special-orders/settings',
    resource: 'specialOrders',
    access: 'specialOrders.read',
    feature: 'materials',
    description: `The studio’s alteration time, ${DEFAULT_ALTERATION_DAYS} days unless it set its own.`,
    success: { status: 200, data: settings },
    message: 'specialOrderSettingsLoaded',
    errors: errorResponses,
  }),
  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/special-orders/settings',
    resource: 'specialOrders',
    access: 'studio.write',
    feature: 'materials',
    body: updateSpecialOrderSettingsBodySchema,
    success: { status: 200, data: settings },
    message: 'specialOrderSettingsUpdated',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/special-orders/:id',
    resource: 'specialOrders',
    access: 'specialOrders.write',
    feature: 'materials',
    record: 'specialOrders',
    params: idParams,
    body: updateSpecialOrderBodySchema,
    success: { status: 200, data: specialOrder },
    message: 'specialOrderUpdated',
    errors: errorResponses,
  }),
  advance: defineRoute({
    method: 'POST',
    path: '/special-orders/:id/advance',
    resource: 'specialOrders',
    access: 'specialOrders.write',
    feature: 'materials',
    record: 'specialOrders',
    params: idParams,
    body: advanceSpecialOrderBodySchema,
    description: 'Moves the order to the state after its own; any other is 409 (SPECIAL_ORDER_OUT_OF_ORDER).',
    success: { status: 200, data: specialOrder },
    message: 'specialOrderAdvanced',
    errors: { ...errorResponses, 409: errorEnvelopeSchema.describe('Not the state after the order’s own (SPECIAL_ORDER_OUT_OF_ORDER)') },
  }),
  invoice: defineRoute({
    method: 'POST',
    path: '/special-orders/:id/invoice',
    resource: 'specialOrders',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'specialOrders',
    params: idParams,
    description:
      'Drafts the bride’s invoice: the gown at its price, asking the order’s deposit, the balance due on arrival. Once per order (409 SPECIAL_ORDER_INVOICED).',
    success: { status: 201, data: specialOrder },
    message: 'specialOrderInvoiced',
    errors: opensOnce('invoice', 'SPECIAL_ORDER_INVOICED'),
  }),
  agreement: defineRoute({
    method: 'POST',
    path: '/special-orders/:id/agreement',
    resource: 'specialOrders',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'specialOrders',
    params: idParams,
    description:
      'Drafts the special-order agreement for the bride to sign, in her language, its fields filled from the order ' +
      'when it is sent. Once per order (409 SPECIAL_ORDER_AGREED).',
    success: { status: 201, data: specialOrder },
    message: 'specialOrderAgreementDrafted',
    errors: opensOnce('agreement', 'SPECIAL_ORDER_AGREED'),
  }),
  designerOrder: defineRoute({
    method: 'POST',
    path: '/special-orders/designer-order',
    resource: 'specialOrders',
    access: 'purchaseOrders.write',
    feature: 'materials',
    body: designerOrderBodySchema,
    description:
      'Drafts one purchase order per designer with a line per gown (style, colour, size, bride) at the catalogue’s cost. ' +
      'Orders still to order only, each once (409 SPECIAL_ORDER_ON_DESIGNER_ORDER).',
    success: { status: 201, data: z.object({ specialOrders: z.array(specialOrderSchema) }) },
    message: 'specialOrderDesignerOrdered',
    errors: {
      ...createErrorResponses,
      409: errorEnvelopeSchema.describe('An order is already on an order to its designer, or is past ordering'),
    },
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/special-orders/:id/check-in',
    resource: 'specialOrders',
    access: 'specialOrders.write',
    feature: 'materials',
    record: 'specialOrders',
    params: idParams,
    body: checkInSpecialOrderBodySchema,
    description: [
      'Checks a received gown in as a piece of its style, in the size and colour ordered, and moves the order to checked in;',
      'an order not received is 409 (SPECIAL_ORDER_OUT_OF_ORDER), a style no longer in the catalogue 409 (SPECIAL_ORDER_STYLE_GONE).',
    ].join(' '),
    success: { status: 200, data: specialOrder },
    message: 'specialOrderCheckedIn',
    errors: {
      ...errorResponses,
      409: errorEnvelopeSchema.describe(
        'Not received, or its style left the catalogue (SPECIAL_ORDER_OUT_OF_ORDER, SPECIAL_ORDER_STYLE_GONE)',
      ),
    },
  }),
  alterations: defineRoute({
    method: 'POST',
    path: '/special-orders/:id/alterations',
    resource: 'specialOrders',
    access: 'specialOrders.write',
    feature: 'materials',
    record: 'specialOrders',
    params: idParams,
    body: specialOrderAlterationsBodySchema,
    description: [
      'Opens the bride’s alterations as one project, due at her final fitting, and moves the order to in alterations;',
      'an order not checked in is 409 (SPECIAL_ORDER_OUT_OF_ORDER).',
    ].join(' '),
    success: { status: 200, data: specialOrder },
    message: 'specialOrderInAlterations',
    errors: { ...errorResponses, 409: errorEnvelopeSchema.describe('Not checked in (SPECIAL_ORDER_OUT_OF_ORDER)') },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/special-orders/:id',
    resource: 'specialOrders',
    access: 'specialOrders.delete',
    feature: 'materials',
    record: 'specialOrders',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'specialOrderDeleted',
    errors: errorResponses,
  }),
});
