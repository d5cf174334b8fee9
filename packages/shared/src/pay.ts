import { z } from 'zod';
import { optionalText } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { garmentTypeSchema, type GarmentType } from './garments.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { pageQueryShape } from './pages.js';
import { calendarDate } from './dates.js';
import { type ProjectType } from './projects.js';
import { studioRoleSchema } from './team.js';
import { text } from './text.js';

/**
 * Piece-rate pay (decision 154): a rate per stage, per garment type where it differs, in the
 * studio's currency; a stage done earns its member the rate once, and every change of what the
 * studio owes its members is a line of an append-only ledger. Money is integer cents on the server
 * (decision 015) and currency units in the API.
 */
export const PAY_LIMITS = {
  /** A stage's name as the studio's workflows spell it (the price list's bound, decision 150). */
  stage: 80,
  note: 500,
  /** A statement or a period spans at most about ten years, as analytics' custom range. */
  periodMaxDays: 3660,
} as const;

/** What a line of the ledger records: a piece earned, a piece undone, a payout or a hand adjustment. */
export const PAY_ENTRY_KINDS = ['piece', 'piece-undone', 'payout', 'adjustment'] as const;
export type PayEntryKind = (typeof PAY_ENTRY_KINDS)[number];
/** What a person records by hand; pieces are written by the stages alone. */
export const MANUAL_PAY_KINDS = ['payout', 'adjustment'] as const;

/**
 * The garment a project's type is, in the price list's words (decision 150): a rate for 'dress'
 * pays a wedding dress's and an evening dress's stage alike.
 */
export const GARMENT_OF_PROJECT_TYPE: Record<ProjectType, GarmentType> = {
  'Wedding Dress': 'dress',
  'Evening Dress': 'dress',
  Suit: 'suit',
  Shirt: 'shirt',
  Pants: 'pants',
  Skirt: 'skirt',
  Blouse: 'blouse',
  Jacket: 'jacket',
};

/** An amount of money typed by a person: a number in currency units, at most 2 decimals. */
const money = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .min(-LIMITS.budgetMax, `${label} must be at least -${LIMITS.budgetMax}`)
    .max(LIMITS.budgetMax, `${label} must be at most ${LIMITS.budgetMax}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

const rateFields = {
  stage: text().trim().min(1, 'Stage is required').max(PAY_LIMITS.stage, `Stage must be at most ${PAY_LIMITS.stage} characters`),
  /** Null: every garment whose type has no rate of its own. */
  garmentType: garmentTypeSchema.nullish(),
  rate: money('Rate').refine((v) => v >= 0, 'Rate cannot be negative'),
};

export const createPayRateBodySchema = z.strictObject(rateFields);
export type CreatePayRateBody = z.input<typeof createPayRateBodySchema>;
export const updatePayRateBodySchema = z.strictObject({
  stage: rateFields.stage.optional(),
  garmentType: rateFields.garmentType,
  rate: rateFields.rate.optional(),
});
export type UpdatePayRateBody = z.input<typeof updatePayRateBodySchema>;

export const payRateSchema = recordIdsSchema.extend({
  stage: z.string(),
  garmentType: garmentTypeSchema.nullable(),
  rate: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayRate = z.infer<typeof payRateSchema>;

export const payRateListQuerySchema = z.object({ ...pageQueryShape });

/** A payout (a positive amount paid to the member) or an adjustment (signed, with its reason). */
export const createPayEntryBodySchema = z
  .strictObject({
    kind: z.enum(MANUAL_PAY_KINDS, { error: 'Select payout or adjustment' }),
    amount: money('Amount').refine((v) => v !== 0, 'Amount cannot be zero'),
    note: optionalText(PAY_LIMITS.note, 'Note'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'payout' && body.amount < 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A payout is a positive amount' });
    if (body.kind === 'adjustment' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why in a note: an adjustment needs its reason' });
  });
export type CreatePayEntryBody = z.input<typeof createPayEntryBodySchema>;

const day = calendarDate();

/** `from` and `to`, inclusive days in the studio's zone; either left out is this month's first day or today. */
export const payPeriodShape = { from: day.optional(), to: day.optional() };

function checkPeriod(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from === undefined || q.to === undefined) return;
  const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date cannot be before the start date' });
  else if (span >= PAY_LIMITS.periodMaxDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A period can span at most ${PAY_LIMITS.periodMaxDays} days` });
}

export const payPeriodQuerySchema = z.object(payPeriodShape).superRefine(checkPeriod);
export const payEntryListQuerySchema = z.object({ ...pageQueryShape, ...payPeriodShape }).superRefine(checkPeriod);

export const payPersonSchema = z.object({
  /** The member's user id. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for someone who has left the studio and still has lines in its ledger. */
  role: studioRoleSchema.nullable(),
});

/** One member's pay: the period's pieces, earnings, payouts and adjustments, and what is owed now. */
export const payMemberSchema = z.object({
  member: payPersonSchema,
  pieces: z.number().int(),
  earned: z.number(),
  paid: z.number(),
  adjusted: z.number(),
  /** Every line of the ledger to date: negative when the member was paid ahead (an advance). */
  due: z.number(),
});
export type PayMember = z.infer<typeof payMemberSchema>;

export const paySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  members: z.array(payMemberSchema),
});
export type PaySummary = z.infer<typeof paySummarySchema>;

export const payEntrySchema = recordIdsSchema.extend({
  kind: z.enum(PAY_ENTRY_KINDS),
  /** Signed: what the line adds to what the studio owes the member. */
  amount: z.number(),
  /** The stage and the garment as they were named when the line was written. */
  stage: z.string(),
  projectName: z.string(),
  projectId: z.string().nullable(),
  note: z.string(),
  /** Who wrote it (a payout's recorder, the member who marked the stage done). */
  byName: z.string(),
  createdAt: z.string(),
});
export type PayEntry = z.infer<typeof payEntrySchema>;
