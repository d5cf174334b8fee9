import { TICKET_LIMITS, type ticketListQuerySchema } from '@atelier/shared';
import { and, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { tickets, type TicketRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { positionText, readList, type ListRead, type PageOrder } from '../../lib/pages.js';
import { clientNameMatches, foldedContains } from '../../lib/search.js';
import { withDetails, type TicketRecord } from './read.js';

/** The list's view, search and page, as the route reads them: the list owns what filtering means. */
export type TicketFilters = z.output<typeof ticketListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pick-up order as the pages' keyset (newest-first) reads it (decision 069): a time that falls
 * as the pick-up day and then the ticket's number rise, so the earliest day (the overdue ones)
 * comes first and a day's tickets in the order they were taken in.
 */
const pickupOrder = sql`(timestamptz '4000-01-01 00:00:00+00' - (${tickets.pickupDate} - date '2000-01-01') * interval '1 day' - ${tickets.number} * interval '1 microsecond')`;

function viewOf(filters: TicketFilters, now: Date): { where: SQL; order: PageOrder } {
  const byPickup = { at: pickupOrder, id: tickets.id };
  switch (filters.view ?? 'active') {
    case 'ready':
      return { where: eq(tickets.status, 'ready'), order: byPickup };
    case 'uncollected': {
      const before = new Date(now.getTime() - TICKET_LIMITS.uncollectedAfterDays * DAY_MS);
      return { where: and(eq(tickets.status, 'ready'), lte(tickets.readyAt, before)) as SQL, order: byPickup };
    }
    case 'collected':
      return {
        where: and(eq(tickets.status, 'collected'), isNotNull(tickets.collectedAt)) as SQL,
        order: { at: tickets.collectedAt, id: tickets.id },
      };
    default:
      return { where: inArray(tickets.status, ['open', 'ready']), order: byPickup };
  }
}

/** A page of the studio's tickets in the view's order, or the whole list as batches (decision 069). */
export function listTickets(
  ctx: AppContext,
  actor: Actor,
  filters: TicketFilters,
  now: Date,
): Promise<ListRead<TicketRecord>> | ListRead<TicketRecord> {
  const { limit, cursor, ...rest } = filters;
  const { where, order } = viewOf(filters, now);
  const conditions: SQL[] = [eq(tickets.workspaceId, actor.workspaceId), where];
  if (rest.search) {
    const match = or(foldedContains(tickets.code, rest.search), clientNameMatches(tickets.clientId, actor.workspaceId, rest.search));
    if (match) conditions.push(match);
  }
  return readList({
    key: ctx.pageKey,
    scope: { list: 'tickets', workspaceId: actor.workspaceId, filters: rest },
    page: { limit, cursor },
    order,
    read: async (after, take) => {
      const rows = await ctx.db
        .select({ ticket: tickets, at: positionText(order.at) })
        .from(tickets)
        .where(and(...conditions, after))
        .orderBy(desc(order.at), desc(tickets.id))
        .limit(take);
      const records = await withDetails(
        ctx.db,
        actor.workspaceId,
        rows.map((r) => r.ticket as TicketRow),
      );
      return records.map((row, i) => ({ row, at: rows[i]!.at, id: row.id }));
    },
  });
}
