import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  healthy: 'Healthy',
} satisfies RouteMessages;

/** Whether the server and its database answer: for load balancers and uptime checks, no session. */
export const healthRoutes = routeGroup(messages, {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    resource: 'health',
    access: 'public',
    success: { status: 200, data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    message: 'healthy',
    errors: {},
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/health/ready',
    resource: 'health',
    access: 'public',
    success: { status: 200, data: z.object({ status: z.literal('ready'), checks: z.array(z.string()) }) },
    message: 'healthy',
    errors: {
      503: errorEnvelopeSchema.describe('A dependency is not answering (SERVICE_UNAVAILABLE); `errors` names each one, by name only'),
    },
    description:
      'Readiness, for a load balancer choosing where to send requests: 200 once the database ' +
      '(and every other dependency the server was started with, such as Redis) answers within 2 ' +
      's, else 503. GET /health stays the liveness answer.',
  }),
});
