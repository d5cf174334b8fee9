import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import {
  createPayEntryBodySchema,
  createPayRateBodySchema,
  payEntryListQuerySchema,
  payEntrySchema,
  payPeriodQuerySchema,
  payRateListQuerySchema,
  payRateSchema,
  paySummarySchema,
  updatePayRateBodySchema,
} from '../pay.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  payLoaded: 'Pay loaded',
  payEntriesLoaded: 'Pay history loaded',
  payEntryRecorded: 'Recorded in the pay ledger',
  payRatesLoaded: 'Piece rates loaded',
  payRateAdded: 'Piece rate added',
  payRateUpdated: 'Piece rate updated',
  payRateDeleted: 'Piece rate deleted',
} satisfies RouteMessages;

const payErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe(
    'Not your role, or another member’s pay asked by staff (FORBIDDEN), or the studio is not on Enterprise (FEATURE_NOT_AVAILABLE)',
  ),
};
const memberParams = z.object({ memberId: z.string().max(200) });
const rate = z.object({ payRate: payRateSchema });

/**
 * Piece-rate pay (decision 154): what each member earned by the stages they finished, what they
 * were paid and what they are owed. Owners and managers see everyone's; staff their own.
 */
export const payRoutes = routeGroup(messages, {
  summary: defineRoute({
    method: 'GET',
    path: '/team/pay',
    resource: 'pay',
    access: 'pay.read',
    query: payPeriodQuerySchema,
    description:
      'Each member’s pieces, earnings, payouts and adjustments between `from` and `to` (days in the studio’s zone, this month by default), ' +
      'and what is owed to date. Staff get their own line only.',
    success: { status: 200, data: paySummarySchema },
    message: 'payLoaded',
    errors: payErrors,
  }),
  entries: defineRoute({
    method: 'GET',
    path: '/team/pay/:memberId/entries',
    resource: 'pay',
    access: 'pay.read',
    params: memberParams,
    query: payEntryListQuerySchema,
    description: 'The member’s ledger, newest first. Staff read their own; another member’s is 403.',
    success: { status: 200, data: pageOf('entries', payEntrySchema) },
    message: 'payEntriesLoaded',
    errors: payErrors,
  }),
  record: defineRoute({
    method: 'POST',
    path: '/team/pay/:memberId/entries',
    resource: 'pay',
    access: 'pay.manage',
    feature: 'team',
    params: memberParams,
    body: createPayEntryBodySchema,
    description:
      'A payout (a positive amount, taken off what is owed; more than is owed leaves an advance) or an adjustment (signed, with its reason in `note`).',
    success: { status: 201, data: z.object({ entry: payEntrySchema }) },
    message: 'payEntryRecorded',
    errors: payErrors,
  }),
  statement: defineRoute({
    method: 'GET',
    path: '/team/pay/:memberId/statement.pdf',
    resource: 'pay',
    access: 'pay.read',
    params: memberParams,
    query: payPeriodQuerySchema,
    description: 'The member’s statement for the period as a PDF, in the studio’s brand and language.',
    success: { status: 200, file: 'application/pdf' },
    errors: { ...payErrors, 429: errorEnvelopeSchema.describe('Too many statements in a short time (RATE_LIMITED)') },
  }),
  rates: defineRoute({
    method: 'GET',
    path: '/team/pay-rates',
    resource: 'pay-rates',
    access: 'pay.read',
    query: payRateListQuerySchema,
    success: { status: 200, data: pageOf('payRates', payRateSchema) },
    message: 'payRatesLoaded',
    errors: payErrors,
  }),
  createRate: defineRoute({
    method: 'POST',
    path: '/team/pay-rates',
    resource: 'pay-rates',
    access: 'pay.manage',
    feature: 'team',
    body: createPayRateBodySchema,
    description: 'One rate per stage and garment type: a pair the studio already has (whatever the case and accents) is 422 on `stage`.',
    success: { status: 201, data: rate },
    message: 'payRateAdded',
    errors: { ...createErrorResponses, 403: payErrors[403] },
  }),
  updateRate: defineRoute({
    method: 'PATCH',
    path: '/team/pay-rates/:id',
    resource: 'pay-rates',
    access: 'pay.manage',
    feature: 'team',
    record: 'payRates',
    params: idParams,
    body: updatePayRateBodySchema,
    description: 'A new rate pays the stages done from now on; what was earned stays in the ledger.',
    success: { status: 200, data: rate },
    message: 'payRateUpdated',
    errors: payErrors,
  }),
  removeRate: defineRoute({
    method: 'DELETE',
    path: '/team/pay-rates/:id',
    resource: 'pay-rates',
    access: 'pay.manage',
    feature: 'team',
    record: 'payRates',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'payRateDeleted',
    errors: payErrors,
  }),
});
