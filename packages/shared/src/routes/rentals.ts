import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { searchQuerySchema } from '../clients.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';
import { createPartyRentalBodySchema, partyRentalQuerySchema, partyRentalSchema, partyRentalsSchema } from './rental-party.js';
import {
  availabilityQuerySchema,
  availabilitySchema,
  checkOutRentalBodySchema,
  createRentalBodySchema,
  rentalReportSchema,
  rentalSchema,
  returnRentalBodySchema,
  rentalStateSchema,
  updateRentalBodySchema,
} from './rental-schemas.js';

export * from './rental-schemas.js';

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
  partyRentalLoaded: 'Party sizes loaded',
  partyRented: 'Party rental added',
  rentalInvoiced: 'Invoice drafted',
  rentalAgreementDrafted: 'Rental agreement drafted',
  cardDepositOpened: 'Card payment page opened',
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
      state: rentalStateSchema.optional(),
      clientId: z.string().max(64).optional(),
      pieceId: z.string().max(64).optional(),
      /** What the counter asks each morning: out now, due back today, or late. */
      due: z.enum(['out', 'today', 'late'], { error: 'Select out, today or late' }).optional(),
    }),
    description:
      'The studio’s rentals, by pick-up day, latest first; `search` matches the client’s name or a piece’s code ' +
      'whatever the case and accents; `pieceId` gives a piece’s history.',
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
  party: defineRoute({
    method: 'GET',
    path: '/rentals/party',
    resource: 'rentals',
    access: 'rentals.read',
    feature: 'materials',
    query: partyRentalQuerySchema,
    description:
      'A group renting a style together (decision 225): each member’s size proposed by the chart from their latest measurements, a free piece in it suggested, and the style’s availability.',
    success: { status: 200, data: z.object({ party: partyRentalSchema }) },
    message: 'partyRentalLoaded',
    errors: errorResponses,
  }),
  createParty: defineRoute({
    method: 'POST',
    path: '/rentals/party',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    body: createPartyRentalBodySchema,
    description:
      'Rents a group’s pieces for these dates at once, each worn by a member: one rental for the payer, or one per member when `payerId` is null; all or none.',
    success: { status: 201, data: partyRentalsSchema },
    message: 'partyRented',
    errors: { ...createErrorResponses, 409: pieceTaken },
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
  cardDeposit: defineRoute({
    method: 'POST',
    path: '/rentals/:id/card-deposit',
    resource: 'rentals',
    access: 'rentals.write',
    feature: 'materials',
    record: 'rentals',
    params: idParams,
    description:
      'Opens the page where the renter pays the deposit by card on the studio’s own Stripe account (decision 229), or the sandbox’s ' +
      'on a run without Stripe; paid, the deposit is taken by card and its refund goes back there. A reserved rental with a deposit ' +
      'not yet taken (409 RENTAL_OUT_OF_ORDER); 503 PROVIDER_NOT_CONFIGURED when the studio takes no card deposits.',
    success: { status: 200, data: z.object({ url: z.string() }) },
    message: 'cardDepositOpened',
    errors: {
      ...errorResponses,
      409: errorEnvelopeSchema.describe('Not reserved, no deposit, or the deposit is taken already (RENTAL_OUT_OF_ORDER)'),
      502: errorEnvelopeSchema.describe('Stripe could not be reached (PROVIDER_UNAVAILABLE)'),
      503: errorEnvelopeSchema.describe(
        'The studio takes no card deposits: connect Stripe in the booking settings (PROVIDER_NOT_CONFIGURED)',
      ),
    },
  }),
  invoice: defineRoute({
    method: 'POST',
    path: '/rentals/:id/invoice',
    resource: 'rentals',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'rentals',
    params: idParams,
    description:
      'Drafts the client’s invoice (decision 226): a line for each piece at its rental price, taxed at the studio’s rate; ' +
      'the deposit is named in its notes, held apart. Once per rental (409 RENTAL_INVOICED).',
    success: { status: 201, data: rental },
    message: 'rentalInvoiced',
    errors: { ...errorResponses, 409: errorEnvelopeSchema.describe('The rental has its invoice already (RENTAL_INVOICED)') },
  }),
  agreement: defineRoute({
    method: 'POST',
    path: '/rentals/:id/agreement',
    resource: 'rentals',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'rentals',
    params: idParams,
    description:
      'Drafts the rental agreement for the client to sign, in their language, its `{{rental.*}}` fields filled from the rental ' +
      'when it is sent. Once per rental (409 RENTAL_AGREED).',
    success: { status: 201, data: rental },
    message: 'rentalAgreementDrafted',
    errors: { ...errorResponses, 409: errorEnvelopeSchema.describe('The rental has its agreement already (RENTAL_AGREED)') },
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
