import { z } from 'zod';
import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsStatsSchema,
  revenueGoalsBodySchema,
  revenueGoalsSchema,
} from '../analytics.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  analyticsLoaded: 'Analytics data for {period} loaded successfully!',
  goalsLoaded: 'Revenue goals loaded',
  goalsSaved: 'Revenue goals saved',
} satisfies RouteMessages;

/** Analytics are not on the Free plan, and a custom range or a CSV only on Enterprise. */
const analyticsErrors = {
  401: errorResponses[401],
  422: errorResponses[422],
  403: errorEnvelopeSchema.describe(
    'Analytics are not on the plan, or a custom range or CSV is not (FEATURE_NOT_AVAILABLE); or the role may not (FORBIDDEN)',
  ),
};

const goals = z.object({ goals: revenueGoalsSchema });

/** Revenue, clients and projects over a period, and the studio's revenue targets (decision 034). */
export const analyticsRoutes = routeGroup(messages, {
  /** The message names the period ('Last 6 Months', or the custom range's days). */
  stats: defineRoute({
    method: 'GET',
    path: '/analytics/stats',
    resource: 'analytics',
    access: 'analytics.read',
    feature: 'analytics',
    query: analyticsQuerySchema,
    success: { status: 200, data: analyticsStatsSchema },
    message: 'analyticsLoaded',
    errors: analyticsErrors,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/analytics/export',
    resource: 'analytics',
    access: 'analytics.read',
    feature: 'analytics',
    description: 'One table of the analytics page as CSV (Enterprise: advanced analytics).',
    query: analyticsExportQuerySchema,
    success: { status: 200, file: 'text/csv', schema: z.string().describe('The CSV file (text/csv)'), produces: true },
    errors: analyticsErrors,
  }),
  goals: defineRoute({
    method: 'GET',
    path: '/analytics/goals',
    resource: 'analytics',
    access: 'analytics.read',
    feature: 'analytics',
    success: { status: 200, data: goals },
    message: 'goalsLoaded',
    errors: analyticsErrors,
  }),
  /** The targets are the owners' call: members read the figures but do not set them. */
  saveGoals: defineRoute({
    method: 'PUT',
    path: '/analytics/goals',
    resource: 'analytics',
    access: 'analytics.write',
    feature: 'analytics',
    body: revenueGoalsBodySchema,
    success: { status: 200, data: goals },
    message: 'goalsSaved',
    errors: analyticsErrors,
  }),
});
