import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { networkOf } from '../../lib/network.js';
import { said } from '../../lib/said.js';
import { boundWindows, type Bound } from '../../lib/studio-limits.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How much the public booking page may be asked (decision 156), per network and per studio, apart
 * from the studio's own daily cap of bookings. Reads are the page and its slots; a booking writes a
 * client, an event and a mail, so it is bounded tighter. RATE_LIMIT_FACTOR scales them.
 */
export const BOOK_RATE_LIMITS = {
  readPerNetwork: {
    limits: [{ max: 120, windowMs: MINUTE }],
    message: said('bookings.tooManyFromNetwork'),
  },
  readPerStudio: {
    limits: [{ max: 1200, windowMs: MINUTE }],
    message: said('bookings.pageBusy'),
  },
  createPerNetwork: {
    limits: [
      { max: 5, windowMs: 10 * MINUTE },
      { max: 20, windowMs: DAY },
    ],
    message: said('bookings.tooManyBookingsFromNetwork'),
  },
  createPerStudio: {
    limits: [
      { max: 60, windowMs: HOUR },
      { max: 400, windowMs: DAY },
    ],
    message: said('bookings.studioBusy'),
  },
} satisfies Record<string, Bound>;

type Use = 'read' | 'create';

/** Per network, before the body is read: rubbish and guesses are counted as much as real use. */
export function boundBookingNetwork(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const use: Use = req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'create';
    await boundWindows(ctx.limiter, `book:${use}:network`, networkOf(req.ip), BOOK_RATE_LIMITS[`${use}PerNetwork`]);
  };
}

/** Per studio, once its page is found: one page's crowd never holds another studio's. */
export async function boundBookingStudio(ctx: AppContext, workspaceId: string, use: Use): Promise<void> {
  await boundWindows(ctx.limiter, `book:${use}:studio`, workspaceId, BOOK_RATE_LIMITS[`${use}PerStudio`]);
}
