import { z } from 'zod';
import { optionalText, searchQuerySchema } from '../clients.js';
import { calendarDate } from '../dates.js';
import { errorEnvelopeSchema, recordIdsSchema } from '../envelope.js';
import { moneyField } from '../money.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { RENTAL_DAYS_MAX, RENTAL_STATES, RETURN_CONDITIONS, rentalDays } from '../rentals.js';
import { PIECE_LIMITS } from './pieces.js';
import { text } from '../text.js';
import { DESIGNER_STYLE_LIMITS } from './designer-styles.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/**
 * A rental (decision 222): one or more rentable pieces out to a client from a pick-up day to a
 * return day, each held with its cleaning buffer so no other rental can have it meanwhile, priced
 * by the piece's period, with its deposit and the late fee the client agreed.
 */
export const RENTAL_LIMITS = { note: 2000, lines: 30 } as const;

const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);
const stateSchema = z.enum(RENTAL_STATES, { error: 'Select a state' });

const lineSchema = z.strictObject({
  pieceId: reference('Select a piece'),
  /** Who wears it, when not the client who rents (a groomsman of the party); null for the client. */
  wearerId: reference('Select who wears it').nullish(),
});

const rentalFields = {
  /** The client who rents and pays. */
  clientId: reference('Select a client'),
  pickupDate: calendarDate('Pick-up date must be a date (YYYY-MM-DD)'),
  returnDate: calendarDate('Return date must be a date (YYYY-MM-DD)'),
  lines: z
    .array(lineSchema, { error: 'Select the pieces to rent' })
    .min(1, 'Select the pieces to rent')
    .max(RENTAL_LIMITS.lines, `At most ${RENTAL_LIMITS.lines} pieces on one rental`),
  /** What each day late costs, agreed when renting; 0 for none. */
  lateFeePerDay: moneyField('Late fee per day').default(0),
  /** The most late days can cost in all; 0 for no cap. */
  lateFeeCap: moneyField('Late fee cap').default(0),
  /** The wedding party or cast it is rented for, when there is one. */
  groupId: reference('Select a group').nullish(),
  note: optionalText(RENTAL_LIMITS.note, 'Note'),
};

/**
 * The return on or after the pick-up, within RENTAL_DAYS_MAX days, is checked by the server against
 * the dates the rental will have (a change may send one of them): refused on `returnDate`.
 */
export const createRentalBodySchema = z.strictObject(rentalFields);
export type CreateRentalBody = z.input<typeof createRentalBodySchema>;

/** Dates, terms and note; a field not sent is left as it is. New dates hold the pieces again, or are refused as a create is. */
export const updateRentalBodySchema = z.strictObject({
  pickupDate: rentalFields.pickupDate.optional(),
  returnDate: rentalFields.returnDate.optional(),
  lateFeePerDay: moneyField('Late fee per day').optional(),
  lateFeeCap: moneyField('Late fee cap').optional(),
  note: rentalFields.note.optional(),
});
export type UpdateRentalBody = z.input<typeof updateRentalBodySchema>;

/** The tags scanned at the counter as the rental goes out: every piece of the rental, and none other (decision 223). */
export const checkOutRentalBodySchema = z.strictObject({
  codes: z
    .array(text().trim().min(1, 'Scan each piece’s tag').max(32, 'Scan each piece’s tag'), {
      error: 'Scan each piece’s tag',
    })
    .min(1, 'Scan each piece’s tag')
    .max(RENTAL_LIMITS.lines, `At most ${RENTAL_LIMITS.lines} pieces on one rental`),
});
export type CheckOutRentalBody = z.input<typeof checkOutRentalBodySchema>;

/** The rental back: the day it came back and each of its pieces, as it came back, with any damage charged and why. */
export const returnRentalBodySchema = z.strictObject({
  returnedOn: calendarDate('Return day must be a date (YYYY-MM-DD)'),
  pieces: z
    .array(
      z.strictObject({
        pieceId: reference('Select a piece'),
        condition: z.enum(RETURN_CONDITIONS, { error: 'Select how it came back' }),
        /** What is wrong with it, and the reason for a damage charge. */
        note: optionalText(PIECE_LIMITS.note, 'Note'),
        damageCharge: moneyField('Damage charge').default(0),
      }),
      { error: 'Say how each piece came back' },
    )
    .min(1, 'Say how each piece came back')
    .max(RENTAL_LIMITS.lines, `At most ${RENTAL_LIMITS.lines} pieces on one rental`),
});
export type ReturnRentalBody = z.input<typeof returnRentalBodySchema>;

const pieceSummary = z.object({
  id: z.string(),
  code: z.string(),
  size: z.string(),
  colour: z.string(),
  style: z.object({ id: z.string(), styleNumber: z.string(), name: z.string() }),
});

export const rentalLineSchema = z.object({
  id: z.string(),
  piece: pieceSummary,
  /** Who wears it; null for the client who rents. */
  wearer: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The piece's price for these dates and its deposit, as they were when rented. */
  price: z.number(),
  deposit: z.number(),
  bufferDays: z.number().int(),
  /** The first day another rental can pick the piece up. */
  freeFrom: z.string(),
  /** Scanned out at the counter (decision 223). */
  checkedOut: z.boolean(),
  /** How it came back, with the damage charged and why; null until it is back. */
  returned: z.object({ condition: z.enum(RETURN_CONDITIONS), note: z.string(), damageCharge: z.number() }).nullable(),
});
export type RentalLine = z.infer<typeof rentalLineSchema>;

export const rentalSchema = recordIdsSchema.extend({
  client: z.object({ id: z.string(), name: z.string() }),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  pickupDate: z.string(),
  returnDate: z.string(),
  state: stateSchema,
  lines: z.array(rentalLineSchema),
  /** The sum of the lines' prices and deposits. */
  price: z.number(),
  deposit: z.number(),
  lateFeePerDay: z.number(),
  lateFeeCap: z.number(),
  /** Out with the client past its return day, in the studio's time zone. */
  late: z.boolean(),
  /** The deposit settled on its return (decision 223); null until then. */
  settlement: z
    .object({
      returnedOn: z.string(),
      lateDays: z.number().int(),
      lateFee: z.number(),
      damage: z.number(),
      refund: z.number(),
      owed: z.number(),
    })
    .nullable(),
  /** "" when there is none (decision 017). */
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rental = z.infer<typeof rentalSchema>;

/** A style's rentable pieces over some days: each piece with its holds, and each size's count of free pieces. */
export const availabilityQuerySchema = z
  .object({
    styleId: reference('Select a style'),
    from: calendarDate('From must be a date (YYYY-MM-DD)'),
    to: calendarDate('To must be a date (YYYY-MM-DD)'),
    size: z.string().trim().max(DESIGNER_STYLE_LIMITS.size, `Size must be at most ${DESIGNER_STYLE_LIMITS.size} characters`).optional(),
  })
  .refine((q) => q.to >= q.from, { message: 'To cannot be before from', path: ['to'] })
  .refine((q) => q.to < q.from || rentalDays(q.from, q.to) <= RENTAL_DAYS_MAX, {
    message: `Ask at most ${RENTAL_DAYS_MAX} days at once`,
    path: ['to'],
  });
export const availabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  pieces: z.array(
    pieceSummary.extend({
      /** Free for every day from `from` to `to`. */
      free: z.boolean(),
      /** Its holds that touch these days: [from, until), until being the first free day. */
      holds: z.array(z.object({ rentalId: z.string(), from: z.string(), until: z.string() })),
    }),
  ),
  sizes: z.array(z.object({ size: z.string(), free: z.number().int(), total: z.number().int() })),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * The counter's morning and what the stock has earned (decision 224): how many rentals are out,
 * due back today and late, how many pieces are in their cleaning, and each rentable piece's
 * rentals and earnings beside its replacement value.
 */
export const rentalReportSchema = z.object({
  today: z.string(),
  outNow: z.number().int(),
  dueToday: z.number().int(),
  late: z.number().int(),
  inCleaning: z.number().int(),
  pieces: z.array(
    pieceSummary.extend({
      /** Rentals that went out with it. */
      rentals: z.number().int(),
      /** Their prices and the damage charged on it, in the currency's units. */
      earnings: z.number(),
      replacementValue: z.number().nullable(),
      /** It has earned its replacement value. */
      paidFor: z.boolean(),
    }),
  ),
});
export type RentalReport = z.infer<typeof rentalReportSchema>;

/** The success messages these routes answer, in English; other languages' in declared.json (decisions 138, 203). */
const messages = {
  rentalAdded: 'Rental added',
  rentalsLoaded: 'Rentals loaded',
  rentalFound: 'Rental found',
  rentalUpdated: 'Rental updated',
  rentalCancelled: 'Rental cancelled',
  rentalCheckedOut: 'Rental checked out',
  rentalReturned: 'Rental returned',
  rentalDeleted: 'Rental deleted',
  availabilityLoaded: 'Availability loaded',
  rentalReportLoaded: 'Rentals report loaded',
} satisfies RouteMessages;

const rental = z.object({ rental: rentalSchema });
const pieceTaken = errorEnvelopeSchema.describe(
  'A piece is held by another rental for some of these days (PIECE_RENTED, `errors` names its line, `freePieces` the same style’s pieces free then)',
);

/** The studio's rentals: the permission, then the record its `:id` names, checked from the declaration (decision 193). */
export const rentalRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/rentals',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    body: createRentalBodySchema,
    description: 'Rents the pieces for these dates, each held to its return plus its buffer; a piece another rental holds then is refused.',
    success: { status: 201, data: rental },
    message: 'rentalAdded',
    errors: { ...createErrorResponses, 409: pieceTaken },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/rentals',
    resource: 'rentals',
    access: 'rentals.read',
    feature: 'materials',
    query: z.object({
      ...pageQueryShape,
      search: searchQuerySchema.optional(),
      state: stateSchema.optional(),
      clientId: z.string().max(64).optional(),
      pieceId: z.string().max(64).optional(),
      /** What the counter asks each morning: out now, due back today, or late. */
      due: z.enum(['out', 'today', 'late'], { error: 'Select out, today or late' }).optional(),
    }),
    description:
      'The studio’s rentals, by pick-up day, latest first; `search` matches the client’s name or a piece’s code whatever the case and accents; `pieceId` gives a piece’s history.',
    success: { status: 200, data: pageOf('rentals', rentalSchema) },
    message: 'rentalsLoaded',
    errors: errorResponses,
  }),
  availability: defineRoute({
    method: 'GET',
    path: '/rentals/availability',
    resource: 'rentals',
    access: 'rentals.read',
    feature: 'materials',
    query: availabilityQuerySchema,
    description:
      'A style’s rentable pieces from `from` to `to` (at most a year): which are free, each one’s holds, and each size’s free count.',
    success: { status: 200, data: z.object({ availability: availabilitySchema }) },
    message: 'availabilityLoaded',
    errors: errorResponses,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/rentals/report',
    resource: 'rentals',
    access: 'rentals.read',
    feature: 'materials',
    description:
      'What is out now, due back today, late and in its cleaning, and the rentable pieces that earned the most (at most 50), with their replacement value.',
    success: { status: 200, data: z.object({ report: rentalReportSchema }) },
    message: 'rentalReportLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/rentals/:id',
    resource: 'rentals',
    access: 'rentals.read',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    success: { status: 200, data: rental },
    message: 'rentalFound',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/rentals/:id',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    body: updateRentalBodySchema,
    success: { status: 200, data: rental },
    message: 'rentalUpdated',
    errors: { ...errorResponses, 409: pieceTaken },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/rentals/:id/cancel',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    description: 'Cancels a reserved rental: its pieces are free again for its dates.',
    success: { status: 200, data: rental },
    message: 'rentalCancelled',
    errors: errorResponses,
  }),
  checkOut: defineRoute({
    method: 'POST',
    path: '/rentals/:id/check-out',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    body: checkOutRentalBodySchema,
    description:
      'The rental goes out: the tags scanned must be its pieces, every one (RENTAL_PIECES_MISSING names those not scanned, on `codes`).',
    success: { status: 200, data: rental },
    message: 'rentalCheckedOut',
    errors: errorResponses,
  }),
  return: defineRoute({
    method: 'POST',
    path: '/rentals/:id/return',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    body: returnRentalBodySchema,
    description:
      'The rental is back: each piece as it came back, and the deposit settled (late days at the agreed fee up to its cap, damage charges with their reasons).',
    success: { status: 200, data: rental },
    message: 'rentalReturned',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/rentals/:id',
    resource: 'rentals',
    access: 'rentals.delete',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'rentalDeleted',
    errors: errorResponses,
  }),
});
