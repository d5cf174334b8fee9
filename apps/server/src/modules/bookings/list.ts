import type { bookingListQuerySchema } from '@atelier/shared';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { appointmentTypes, bookings, clientGroups, clients } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { liveBooking } from './availability.js';
import type { BookingRecord } from './presenter.js';

export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/**
 * Upcoming bookings soonest first: the keyset pages newest first (decision 069), so they are
 * ordered by their start mirrored about a far date. Past and cancelled ones read latest first.
 */
const MIRROR = sql`(timestamptz '2400-01-01T00:00:00Z' - (${bookings.startTime} - timestamptz '1970-01-01T00:00:00Z'))`;

export async function listBookings(
  ctx: AppContext,
  opts: { actor: Actor; query: BookingListQuery; now: Date },
): Promise<ListRead<BookingRecord>> {
  const { actor, query, now } = opts;
  requirePermission(actor, 'bookings.read');
  const view = query.view ?? 'upcoming';
  const { limit, cursor, ...filters } = query;
  const where: SQL | undefined =
    view === 'upcoming'
      ? and(liveBooking(now), gte(bookings.endTime, now))
      : view === 'past'
        ? and(eq(bookings.status, 'confirmed'), lt(bookings.endTime, now))
        : or(inArray(bookings.status, ['cancelled', 'expired']), and(eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, now)));
  const at = view === 'upcoming' ? MIRROR : bookings.startTime;
  return readList({
    key: ctx.pageKey,
    scope: { list: 'bookings', workspaceId: actor.workspaceId, filters: { ...filters, view } },
    page: { limit, cursor },
    order: { at, id: bookings.id },
    read: async (after, take) => {
      const rows = await ctx.db
        .select({
          booking: bookings,
          typeName: appointmentTypes.name,
          clientName: clients.name,
          groupName: clientGroups.name,
          at: positionText(at),
        })
        .from(bookings)
        .leftJoin(appointmentTypes, eq(appointmentTypes.id, bookings.appointmentTypeId))
        .leftJoin(clients, eq(clients.id, bookings.clientId))
        .leftJoin(clientGroups, eq(clientGroups.id, bookings.groupId))
        .where(and(eq(bookings.workspaceId, actor.workspaceId), where, after))
        .orderBy(sql`${at} desc`, sql`${bookings.id} desc`)
        .limit(take);
      return rows.map((r) => ({
        row: { ...r.booking, typeName: r.typeName, clientName: r.clientName, groupName: r.groupName },
        at: r.at,
        id: r.booking.id,
      }));
    },
  });
}
