import { z } from 'zod';
import { optionalText } from '../clients.js';
import { calendarDate } from '../dates.js';
import { moneyField } from '../money.js';
import { RENTAL_DAYS_MAX, rentalDays } from '../rentals.js';
import { decidingMeasureSchema } from '../size-charts.js';
import { availabilitySchema, RENTAL_LIMITS, rentalSchema } from './rental-schemas.js';

/**
 * A wedding party or a cast renting together (decision 225): each member's size proposed from
 * their latest measurements by one of the designer's charts, a free piece of the style in that
 * size suggested for each, then one rental paid by one payer or one rental per member who pays.
 */
const reference = (message: string) => z.string({ error: message }).min(1, message).max(64);

export const partyRentalQuerySchema = z
  .object({
    groupId: reference('Select a group'),
    styleId: reference('Select a style'),
    /** The designer's chart that proposes each member's size; left out, no size is proposed. */
    chartId: z.string().max(64).optional(),
    from: calendarDate('Pick-up date must be a date (YYYY-MM-DD)'),
    to: calendarDate('Return date must be a date (YYYY-MM-DD)'),
  })
  .refine((q) => q.to >= q.from, { message: 'Return date cannot be before pick-up date', path: ['to'] })
  .refine((q) => q.to < q.from || rentalDays(q.from, q.to) <= RENTAL_DAYS_MAX, {
    message: `Ask at most ${RENTAL_DAYS_MAX} days at once`,
    path: ['to'],
  });

export const partyMemberSchema = z.object({
  memberId: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  /** "" when the member has none (decision 017). */
  role: z.string(),
  /** The chart's proposal for the member's latest measurements; "" when none could be made. */
  size: z.string(),
  decidedBy: decidingMeasureSchema.nullable(),
  /** A free piece of the style in that size, none suggested to two members; null when none is free. */
  pieceId: z.string().nullable(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

export const partyRentalSchema = z.object({
  members: z.array(partyMemberSchema),
  availability: availabilitySchema,
});
export type PartyRental = z.infer<typeof partyRentalSchema>;

/**
 * The party's pieces for these dates, each worn by a member of the group. `payerId` names the client
 * who pays for all (one rental); null makes one rental per member, each paying their own.
 */
export const createPartyRentalBodySchema = z.strictObject({
  groupId: reference('Select a group'),
  pickupDate: calendarDate('Pick-up date must be a date (YYYY-MM-DD)'),
  returnDate: calendarDate('Return date must be a date (YYYY-MM-DD)'),
  payerId: reference('Select who pays').nullable(),
  lines: z
    .array(z.strictObject({ pieceId: reference('Select a piece'), wearerId: reference('Select who wears it') }), {
      error: 'Select the pieces to rent',
    })
    .min(1, 'Select the pieces to rent')
    .max(RENTAL_LIMITS.lines, `At most ${RENTAL_LIMITS.lines} pieces on one rental`),
  lateFeePerDay: moneyField('Late fee per day').default(0),
  lateFeeCap: moneyField('Late fee cap').default(0),
  note: optionalText(RENTAL_LIMITS.note, 'Note'),
});
export type CreatePartyRentalBody = z.input<typeof createPartyRentalBodySchema>;

export const partyRentalsSchema = z.object({ rentals: z.array(rentalSchema) });
