import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { networkOf } from '../../lib/network.js';
import type { Limit } from '../../lib/rate-limiter.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { calendarFeedService } from './feed.js';

/** Calendar apps poll every 15 minutes to a day; an office of subscriptions shares one address. */
export const FEED_LIMIT: Limit = { max: 120, windowMs: 60_000 };

/**
 * GET /calendar/feed/{token}.ics (decision 032): public, because a phone's calendar cannot sign in;
 * the 256-bit token in the address is the key (its path is redacted from the logs).
 */
export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext) {
  const feed = calendarFeedService(ctx);
  // Plain route: the answer is a file, not an envelope (like the invoice PDF).
  app.get<{ Params: { file: string } }>(
    '/calendar/feed/:file',
    {
      schema: {
        tags: ['calendar'],
        description:
          'The account’s events as iCalendar (times in UTC, an alarm 24 hours before each). Subscribe to the address shown by GET /calendar/feed.',
        params: z.object({ file: z.string().max(200) }),
        response: { 404: errorResponses[404] },
      },
    },
    async (req, reply) => {
      ctx.limiter.consume(`calendar-feed:${networkOf(req.ip)}`, FEED_LIMIT);
      const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
      const text = await feed.ics({ token });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="atelier.ics"').send(text);
    },
  );
}
