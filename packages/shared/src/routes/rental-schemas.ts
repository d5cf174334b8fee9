import { z } from 'zod';
import { optionalText } from '../clients.js';
import { calendarDate } from '../dates.js';
import { paymentMethodSchema } from '../invoices.js';
import { recordIdsSchema } from '../envelope.js';
import { moneyField } from '../money.js';
import { RENTAL_DAYS_MAX, RENTAL_STATES, RETURN_CONDITIONS, rentalDays } from '../rentals.js';
import { PIECE_LIMITS } from './pieces.js';
import { text } from '../text.js';
import { DESIGNER_STYLE_LIMITS } from './designer-styles.js';

/**
 * A rental (decision 222): one or more rentable pieces out to a client from a pick-up day to a
 * return day, each held with its cleaning buffer so no other rental can have it meanwhile, priced
 * by the piece's period, with its deposit and the late fee the client agreed.
 */
export const RENTAL_LIMITS = { note: 2000, lines: 30 } as const;

const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);
export const rentalStateSchema = z.enum(RENTAL_STATES, { error: 'Select a state' });

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
  /** How the deposit was taken as the pieces went out (decision 227); the server asks for it when there is a deposit. */
  depositMethod: paymentMethodSchema.optional(),
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
  state: rentalStateSchema,
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
      /** The invoice of what was kept (late fee and damage, a line each with its reason), when there was any (decision 227). */
      chargesInvoiceId: z.string().nullable(),
      /** The refund went back to the card the deposit was paid with online (decision 229). */
      refundedOnline: z.boolean(),
    })
    .nullable(),
  /** The deposit as it was taken when the pieces went out: how, and on which day; null before (decision 227). */
  depositTaken: z.object({ method: paymentMethodSchema, on: z.string(), online: z.boolean() }).nullable(),
  /** The client's invoice for its prices and the agreement they sign, once opened (decision 226). */
  invoiceId: z.string().nullable(),
  contractId: z.string().nullable(),
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
