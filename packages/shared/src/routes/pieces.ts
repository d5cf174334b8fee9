import { z } from 'zod';
import { optionalText, searchQuerySchema } from '../clients.js';
import { errorEnvelopeSchema, recordIdsSchema } from '../envelope.js';
import { moneyField } from '../money.js';
import { RENTAL_BUFFER_DAYS_MAX, RENTAL_PERIODS } from '../rentals.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { text } from '../text.js';
import { garmentCodeParamsSchema } from '../tickets.js';
import { DESIGNER_STYLE_LIMITS } from './designer-styles.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/**
 * A piece (decision 215): one physical item the boutique holds, a sample gown in size 12, a veil,
 * a pair of shoes, a rental suit, of one of the catalogue's styles. Its code is on its tag
 * (S-0042) and the scan screen opens it; a style's stock is the count of its pieces.
 */
export const PIECE_LIMITS = { location: 120, note: 2000 } as const;

/** What state a piece is in; a sample is tried on, never sold as new. */
export const PIECE_CONDITIONS = ['new', 'sample', 'used', 'damaged'] as const;
export type PieceCondition = (typeof PIECE_CONDITIONS)[number];

/** A piece's code starts with this (S-0042), so a scanned code says whether it names a piece or a garment (P-, A-). */
export const PIECE_CODE_PREFIX = 'S-';
/** Whether a code as typed or scanned names a piece rather than a garment. */
export const isPieceCode = (code: string): boolean => code.trim().toUpperCase().startsWith(PIECE_CODE_PREFIX);

/** The style, one of the catalogue's: any other id is refused on the field as not found. */
const styleReference = z.string({ error: 'Select a style' }).min(1, 'Select a style').max(64);

/** A size or colour as the style lists it; "" for a piece that has none (a veil has no size). */
const label = (name: string, max: number) =>
  text()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/**
 * What renting the piece costs (decision 222): a price per period, a security deposit, the days it
 * is cleaned or mended after each return before it can go out again, and what replacing it costs.
 */
export const pieceRentalBodySchema = z.strictObject({
  price: moneyField('Rental price'),
  period: z.enum(RENTAL_PERIODS, { error: 'Select a rental period' }),
  deposit: moneyField('Deposit').default(0),
  bufferDays: z
    .number({ error: 'Cleaning time must be a number of days' })
    .int('Cleaning time must be a whole number of days')
    .min(0, 'Cleaning time cannot be negative')
    .max(RENTAL_BUFFER_DAYS_MAX, `Cleaning time must be at most ${RENTAL_BUFFER_DAYS_MAX} days`)
    .default(0),
  replacementValue: moneyField('Replacement value').nullish(),
});
export type PieceRentalBody = z.input<typeof pieceRentalBodySchema>;

const pieceFields = {
  styleId: styleReference,
  /** One of the style's sizes when it lists any (refused on the field otherwise). */
  size: label('Size', DESIGNER_STYLE_LIMITS.size),
  /** One of the style's colours when it lists any. */
  colour: label('Colour', DESIGNER_STYLE_LIMITS.colour),
  condition: z.enum(PIECE_CONDITIONS, { error: 'Select a condition' }).default('new'),
  /** Where it hangs: a rail, a room, a box. */
  location: optionalText(PIECE_LIMITS.location, 'Location'),
  note: optionalText(PIECE_LIMITS.note, 'Note'),
  /** Its rental terms when it can be rented; null or absent when it is not rented out. */
  rental: pieceRentalBodySchema.nullish(),
};

export const createPieceBodySchema = z.strictObject(pieceFields);
export type CreatePieceBody = z.input<typeof createPieceBodySchema>;

/** Every field optional: a field not sent is left as it is; a location or note sent as null is cleared. */
export const updatePieceBodySchema = z.strictObject({
  styleId: pieceFields.styleId.optional(),
  size: pieceFields.size.optional(),
  colour: pieceFields.colour.optional(),
  condition: z.enum(PIECE_CONDITIONS, { error: 'Select a condition' }).optional(),
  location: pieceFields.location.optional(),
  note: pieceFields.note.optional(),
  rental: pieceFields.rental,
});
export type UpdatePieceBody = z.input<typeof updatePieceBodySchema>;

export const pieceSchema = recordIdsSchema.extend({
  /** On its tag and read by the scan screen: S-0042. */
  code: z.string(),
  style: z.object({ id: z.string(), styleNumber: z.string(), name: z.string(), designer: z.object({ id: z.string(), name: z.string() }) }),
  /** "" when there is none (decision 017). */
  size: z.string(),
  colour: z.string(),
  condition: z.enum(PIECE_CONDITIONS),
  location: z.string(),
  note: z.string(),
  /** Its rental terms; null when it is not rented out (decision 222). */
  rental: z
    .object({
      price: z.number(),
      period: z.enum(RENTAL_PERIODS),
      deposit: z.number(),
      bufferDays: z.number().int(),
      replacementValue: z.number().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Piece = z.infer<typeof pieceSchema>;

/** The success messages these routes answer, in English; other languages' in declared.json (decisions 138, 203). */
const messages = {
  pieceAdded: 'Piece added',
  piecesLoaded: 'Pieces loaded',
  pieceFound: 'Piece found',
  pieceUpdated: 'Piece updated',
  pieceDeleted: 'Piece deleted',
} satisfies RouteMessages;

const piece = z.object({ piece: pieceSchema });
const tagQuery = z.object({ format: z.enum(['receipt', 'a4'], { error: 'Select receipt or a4' }).optional() });

/** The studio's pieces: the permission, then the record its `:id` names, checked from the declaration (decision 193). */
export const pieceRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/pieces',
    resource: 'pieces',
    access: 'pieces.write',
    feature: 'materials',
    body: createPieceBodySchema,
    success: { status: 201, data: piece },
    message: 'pieceAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/pieces',
    resource: 'pieces',
    access: 'pieces.read',
    feature: 'materials',
    query: z.object({
      ...pageQueryShape,
      search: searchQuerySchema.optional(),
      styleId: z.string().max(64).optional(),
      condition: z.enum(PIECE_CONDITIONS, { error: 'Select a condition' }).optional(),
    }),
    description:
      'The studio’s pieces, newest first; `search` matches the code, the style’s name or number, the size, colour or location whatever the case and accents; `styleId` keeps one style’s stock.',
    success: { status: 200, data: pageOf('pieces', pieceSchema) },
    message: 'piecesLoaded',
    errors: errorResponses,
  }),
  byCode: defineRoute({
    method: 'GET',
    path: '/pieces/by-code/:code',
    resource: 'pieces',
    access: 'pieces.read',
    feature: 'materials',
    params: garmentCodeParamsSchema,
    description:
      'The piece whose tag the scan screen read; a code of the asking studio only, any other 404 (bounded as garments’ codes are).',
    success: { status: 200, data: piece },
    message: 'pieceFound',
    errors: {
      ...errorResponses,
      429: errorEnvelopeSchema.describe('Too many codes that named nothing in a short time (RATE_LIMITED, with Retry-After)'),
    },
  }),
  tag: defineRoute({
    method: 'GET',
    path: '/pieces/:id/tag.pdf',
    resource: 'pieces',
    access: 'pieces.read',
    feature: 'materials',
    record: 'pieces',
    params: idParams,
    query: tagQuery,
    description: 'The piece’s tag (decision 215): its code printed and as a QR, on an 80 mm slip (default) or an A4 label sheet.',
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/pieces/:id',
    resource: 'pieces',
    access: 'pieces.write',
    feature: 'materials',
    record: 'pieces',
    params: idParams,
    body: updatePieceBodySchema,
    success: { status: 200, data: piece },
    message: 'pieceUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/pieces/:id',
    resource: 'pieces',
    access: 'pieces.delete',
    feature: 'materials',
    record: 'pieces',
    params: idParams,
    description: 'Deletes the piece; one that a reserved or out rental holds is refused (409 PIECE_ON_RENTAL).',
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'pieceDeleted',
    errors: { ...errorResponses, 409: errorEnvelopeSchema.describe('A reserved or out rental holds the piece (PIECE_ON_RENTAL)') },
  }),
});
