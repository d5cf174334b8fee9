import { addDaysToDay, dayInZone, type CalendarEvent, type Language } from '@atelier/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, tickets } from '../../db/schema/index.js';
import { withIds } from '../../lib/ids.js';
import type { Range } from './queries.js';

/** An alteration ticket's pick-up day (decision 151), with its client. */
export type PickupRecord = {
  ticket: { id: string; code: string; notes: string | null; status: string; createdAt: Date; updatedAt: Date };
  client: { id: string; name: string };
  day: string;
};

/**
 * The tickets whose pick-up day (a day of the studio's zone) falls in the range, derived on every
 * read as project deadlines are (decision 032), so they move when the day does.
 */
export async function loadPickups(
  db: Db,
  opts: { workspaceId: string; range: Range; zone: string; clientId?: string },
): Promise<PickupRecord[]> {
  const first = dayInZone(opts.range.start, opts.zone);
  const last = dayInZone(new Date(opts.range.end.getTime() - 1), opts.zone);
  const conditions = [eq(tickets.workspaceId, opts.workspaceId), gte(tickets.pickupDate, first), lte(tickets.pickupDate, last)];
  if (opts.clientId) conditions.push(eq(tickets.clientId, opts.clientId));
  const rows = await db
    .select({
      ticket: {
        id: tickets.id,
        code: tickets.code,
        notes: tickets.notes,
        status: tickets.status,
        createdAt: tickets.createdAt,
        updatedAt: tickets.updatedAt,
      },
      client: { id: clients.id, name: clients.name },
      day: tickets.pickupDate,
    })
    .from(tickets)
    .innerJoin(clients, eq(clients.id, tickets.clientId))
    .where(and(...conditions))
    .orderBy(asc(tickets.pickupDate), asc(tickets.number));
  return rows;
}

/** A pick-up's title in the reader's language (decision 202); every language of LANGUAGES has one. */
const PICKUP_TITLE: Record<Language, (code: string) => string> = {
  en: (code) => `Pick-up ${code}`,
  fr: (code) => `Retrait ${code}`,
  es: (code) => `Recogida ${code}`,
  pt: (code) => `Entrega ${code}`,
  de: (code) => `Abholung ${code}`,
  it: (code) => `Ritiro ${code}`,
};

/** A pick-up as a read-only, whole-day delivery: 'Pick-up A-0427' ('Retrait A-0427'), completed once collected. */
export function presentPickup({ ticket, client, day }: PickupRecord, language: Language): CalendarEvent {
  const id = `ticket-${ticket.id}`;
  return {
    _id: id,
    id,
    clientId: { ...withIds(client), name: client.name },
    clientName: client.name,
    title: PICKUP_TITLE[language](ticket.code),
    description: ticket.notes ?? '',
    type: 'delivery',
    startTime: `${day}T00:00:00.000Z`,
    endTime: `${addDaysToDay(day, 1)}T00:00:00.000Z`,
    location: '',
    status: ticket.status === 'collected' ? 'completed' : 'scheduled',
    remindClient: false,
    assigneeId: null,
    source: 'ticket',
    projectId: null,
    allDay: true,
    clientResponse: null,
    clientResponseNote: '',
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}
