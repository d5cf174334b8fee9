import { z } from 'zod';
import { activityEntrySchema } from '../activity.js';
import { dashboardStatsSchema } from '../analytics.js';
import { firstStepsSchema } from '../first-steps.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  dashboardLoaded: 'Dashboard data loaded',
  activityLoaded: 'Activity loaded',
  firstStepsLoaded: 'First steps loaded',
  firstStepsHidden: 'First steps hidden',
  // The web's toast for a refresh the user asked for (Refresh, Retry, Fetch Data).
  dashboardRefreshed: 'Dashboard data refreshed!',
} satisfies RouteMessages;

/** The dashboard's figures: `data` is the stats themselves (decision 034). */
export const dashboardRoutes = routeGroup(messages, {
  stats: defineRoute({
    method: 'GET',
    path: '/dashboard/stats',
    resource: 'dashboard',
    access: 'dashboard.read',
    success: { status: 200, data: dashboardStatsSchema },
    message: 'dashboardLoaded',
    errors: { 401: errorResponses[401] },
  }),
  /** The studio's whole activity log, newest first, a page at a time (decision 069); the dashboard shows the latest ten. */
  activity: defineRoute({
    method: 'GET',
    path: '/activity',
    resource: 'dashboard',
    access: 'dashboard.read',
    query: z.object(pageQueryShape),
    success: { status: 200, data: pageOf('activity', activityEntrySchema) },
    message: 'activityLoaded',
    errors: errorResponses,
  }),
  /**
   * A new studio's first steps (decision 211): the steps the caller may take, each done or not, read
   * from the studio itself (never ticked by hand), and whether the checklist was hidden.
   */
  firstSteps: defineRoute({
    method: 'GET',
    path: '/dashboard/first-steps',
    resource: 'dashboard',
    access: 'studio.write',
    success: { status: 200, data: firstStepsSchema },
    message: 'firstStepsLoaded',
    errors: errorResponses,
  }),
  /** Hides the checklist for the whole studio, once and for good (decision 211). */
  dismissFirstSteps: defineRoute({
    method: 'POST',
    path: '/dashboard/first-steps/dismiss',
    resource: 'dashboard',
    access: 'studio.write',
    success: { status: 200, data: firstStepsSchema },
    message: 'firstStepsHidden',
    errors: errorResponses,
  }),
});
