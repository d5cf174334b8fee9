import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { networkOf } from '../../lib/network.js';
import type { Limit } from '../../lib/rate-limiter.js';
import { calendarFeedService } from './feed.js';

/** Calendar apps poll every 15 minutes to a day; an office of subscriptions shares one address. */
const FEED_LIMIT: Limit = { max: 120, windowMs: 60_000 };

/**
 * GET /calendar/feed/{token}.ics (decision 032): public, because a phone's calendar cannot sign in;
 * the 256-bit token in the address is the key (its path is redacted from the logs). The answer is
 * a file, not an envelope (like the invoice PDF).
 */
export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext) {
  const feed = calendarFeedService(ctx);
  handle(app, ctx, API.calendar.feedFile, async ({ params, req, reply }) => {
    await ctx.limiter.consume(`calendar-feed:${networkOf(req.ip)}`, FEED_LIMIT);
    const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
    const text = await feed.ics({ token });
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="atelier.ics"').send(text);
  });
}
