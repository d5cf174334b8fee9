import { z } from 'zod';
import { answeredInstant } from './dates.js';
import { recordIdsSchema } from './envelope.js';
import { GARMENT_TYPES, garmentTypeSchema } from './garments.js';
import { answeredUnitSchema, MEASUREMENT_UNITS, measurementUnitSchema } from './measurements.js';

/**
 * Measurements the client takes at home (decision 084): the studio asks for a garment's list, the
 * client sends values from the portal, the studio approves them into a record marked as taken by
 * the client, or rejects them. Nothing the client sends changes a record directly.
 */
export const MEASUREMENT_REQUEST_LIMITS = {
  /** A client's requests the studio's list shows, newest first: years of asking are a few dozen. */
  list: 50,
} as const;

export const MEASUREMENT_REQUEST_STATUSES = ['open', 'submitted', 'approved', 'rejected', 'cancelled'] as const;
export type MeasurementRequestStatus = (typeof MEASUREMENT_REQUEST_STATUSES)[number];
/** Waiting on someone: the client (open) or the studio (submitted); one a client and garment at a time. */
export const PENDING_REQUEST_STATUSES = ['open', 'submitted'] as const satisfies readonly MeasurementRequestStatus[];

export const SELF_MEASUREMENT_FLAGS = ['implausible', 'far-from-previous'] as const;
export type SelfMeasurementFlag = (typeof SELF_MEASUREMENT_FLAGS)[number];

/** A built-in garment the client can be asked for: 'other' has no list of its own. */
const askableGarments = GARMENT_TYPES.filter((g) => g !== 'other') as Exclude<(typeof GARMENT_TYPES)[number], 'other'>[];

/**
 * POST /clients/{id}/measurement-requests: a built-in garment (`garmentType`) or one of the
 * studio's templates (`templateId`), exactly one; the unit the client is asked to measure in.
 */
export const createMeasurementRequestBodySchema = z
  .strictObject({
    garmentType: z.enum(askableGarments, { error: 'Select a garment with measurements' }).optional(),
    templateId: z.string().max(64).optional(),
    unit: z.enum(MEASUREMENT_UNITS, { error: 'Select inches or cm' }),
  })
  .superRefine((body, ctx) => {
    if (body.garmentType === undefined && !body.templateId)
      ctx.addIssue({ code: 'custom', path: ['garmentType'], message: 'Select a garment' });
    if (body.garmentType !== undefined && body.templateId)
      ctx.addIssue({ code: 'custom', path: ['templateId'], message: 'Select a built-in garment or one of your own, not both' });
  });
export type CreateMeasurementRequestBody = z.input<typeof createMeasurementRequestBodySchema>;

/**
 * POST /measurement-requests/{id}/approve. `submittedAt` is the sending the studio looked at: when
 * the client has sent again since, the approval is refused (409) rather than approving unseen values.
 */
export const approveMeasurementRequestBodySchema = z.strictObject({
  submittedAt: answeredInstant('Send the time the values were sent, as the request gave it').optional(),
});
export type ApproveMeasurementRequestBody = z.input<typeof approveMeasurementRequestBodySchema>;

export const measurementRequestSchema = recordIdsSchema.extend({
  clientId: z.string(),
  /** `other` for a studio template. */
  garmentType: garmentTypeSchema,
  /** The template asked for; null for a built-in garment, or once the template is deleted. */
  templateId: z.string().nullable(),
  /** The built-in label ('Dress') or the template's name when asked ('Agbada'). */
  garmentName: z.string(),
  unit: measurementUnitSchema,
  status: z.enum(MEASUREMENT_REQUEST_STATUSES),
  /** The list as asked, copied from the garment then: a later change of the template changes nothing here. */
  fields: z.array(z.object({ name: z.string(), hint: z.string() })),
  /** What the client sent, in `unit`, in the order asked; empty until sent. */
  values: z.array(
    z.object({
      name: z.string(),
      size: z.number(),
      /** Why the value deserves a second look, as computed when sent; null when it looks right. */
      flag: z.enum(SELF_MEASUREMENT_FLAGS).nullable(),
      /** The client's latest recorded value of that name (any garment, any unit), or null. */
      previous: z.object({ size: z.number(), unit: answeredUnitSchema, date: z.string() }).nullable(),
    }),
  ),
  /** The client's words with what they sent, or "". */
  clientNote: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The record an approval made; null before, or once that record is deleted. */
  measurementId: z.string().nullable(),
});
export type MeasurementRequest = z.infer<typeof measurementRequestSchema>;
