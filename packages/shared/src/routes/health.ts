import { z } from 'zod';
import { defineRoute } from './define.js';

/** Whether the server and its database answer: for load balancers and uptime checks, no session. */
export const healthRoutes = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    resource: 'health',
    access: 'public',
    success: { status: 200, data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    message: 'healthy',
    errors: {},
  }),
};
