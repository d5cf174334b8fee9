import { z } from 'zod';
import { activityEntrySchema } from '../activity.js';
import { dashboardStatsSchema } from '../analytics.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { defineRoute } from './define.js';
import { errorResponses } from './errors.js';

/** The dashboard's figures: `data` is the stats themselves (decision 034). */
export const dashboardRoutes = {
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
};
