import { timingSafeEqual } from 'node:crypto';
import { API } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { appointmentTypes, bookings } from '../../db/schema/index.js';
import { handle, withMessage, type RouteExtras } from '../../lib/declared-routes.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { said } from '../../lib/said.js';
import type { Billing } from '../subscriptions/billing-setup.js';
import { portalHeaders } from '../portal/guard.js';
import { liveLinkOfClient, portalPageUrl } from '../portal/links.js';
import { slotsFor } from './availability.js';
import { sandboxOf, startCheckout } from './checkout.js';
import { createBooking, hashBookingKey } from './create.js';
import { boundBookingNetwork, boundBookingStudio } from './limits.js';
import { presentPublicBooking } from './presenter.js';
import { bookableType, openStudio, readPage } from './public-page.js';

const routes = API.book;

/** Constant-time comparison of the key's hash with the stored one. */
function keyMatches(stored: string, key: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(hashBookingKey(key), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The public booking page's calls (decision 156): no session, kept out of search engines and caches
 * like the portal's, bounded per network before the body is read and per studio once it is found.
 */
export async function publicBookingRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing) {
  await app.register(async (book) => {
    portalHeaders(book);
    const extras: RouteExtras = { preValidation: boundBookingNetwork(ctx) };

    handle(
      book,
      ctx,
      routes.page,
      async ({ params }) => {
        const studio = await openStudio(ctx.db, params.slug);
        await boundBookingStudio(ctx, studio.workspaceId, 'read');
        return { page: await readPage(ctx, studio, new Date()) };
      },
      extras,
    );

    handle(
      book,
      ctx,
      routes.slots,
      async ({ params, query }) => {
        const studio = await openStudio(ctx.db, params.slug);
        await boundBookingStudio(ctx, studio.workspaceId, 'read');
        const type = await bookableType(ctx.db, studio.workspaceId, query.typeId ?? '');
        const slots = await slotsFor(ctx.db, studio, type, {
          ...(query.from ? { from: query.from } : {}),
          days: query.days ?? 7,
          ...(query.memberId ? { memberId: query.memberId } : {}),
          now: new Date(),
        });
        return { slots, timeZone: studio.zone };
      },
      extras,
    );

    handle(
      book,
      ctx,
      routes.create,
      async ({ params, body, req }) => {
        const now = new Date();
        const studio = await openStudio(ctx.db, params.slug);
        const made = await createBooking(ctx, { studio, input: body, ip: req.ip, now });
        const type = await bookableType(ctx.db, studio.workspaceId, body.typeId);
        if (made.confirmed) {
          // The portal's address is answered only to the person whose client record this booking made.
          const link =
            made.confirmed.clientCreated && made.row.clientId ? await liveLinkOfClient(ctx.db, ctx.totpKey, made.row.clientId) : null;
          const portalUrl = link ? portalPageUrl(ctx.config.appUrl, link.token) : null;
          const booking = presentPublicBooking(made.row, { typeName: type.name, now, checkoutUrl: null, portalUrl });
          return withMessage({ booking, key: made.key }, 'bookingCreated');
        }
        const checkoutUrl = await startCheckout(ctx, billing, { studio, row: made.row, type, now });
        const booking = presentPublicBooking(made.row, { typeName: type.name, now, checkoutUrl, portalUrl: null });
        return withMessage({ booking, key: made.key }, 'bookingHeld');
      },
      extras,
    );

    handle(
      book,
      ctx,
      routes.get,
      async ({ params, query }) => {
        const studio = await openStudio(ctx.db, params.slug);
        await boundBookingStudio(ctx, studio.workspaceId, 'read');
        if (!isUuid(params.id)) throw notFound(said('bookings.bookingNotFound'));
        const [row] = await ctx.db
          .select({ booking: bookings, typeName: appointmentTypes.name })
          .from(bookings)
          .leftJoin(appointmentTypes, eq(appointmentTypes.id, bookings.appointmentTypeId))
          .where(and(eq(bookings.id, params.id), eq(bookings.workspaceId, studio.workspaceId)))
          .limit(1);
        if (!row || !query.key || !keyMatches(row.booking.keyHash, query.key)) throw notFound(said('bookings.bookingNotFound'));
        const sandbox = sandboxOf(billing);
        const checkoutUrl = sandbox && row.booking.checkoutId ? sandbox.checkoutUrl(row.booking.checkoutId) : null;
        const booking = presentPublicBooking(row.booking, { typeName: row.typeName ?? '', now: new Date(), checkoutUrl, portalUrl: null });
        return { booking };
      },
      extras,
    );
  });
}
