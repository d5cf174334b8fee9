import { addDaysToDay, TICKET_LIMITS, weekdayOfDay, type PickupSuggestion, type TicketSettings } from '@atelier/shared';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ticketGarments, ticketLines, tickets, ticketSettings } from '../../db/schema/index.js';

/*
 * The counter's capacity (decision 151): the weekdays the workroom works and the standard minutes
 * it can promise a day. The suggested pick-up day is the first open day from tomorrow whose
 * promised minutes leave room for the new work.
 */

/** A studio that set nothing: Monday to Saturday, eight hours a day. */
export const DEFAULT_TICKET_SETTINGS: TicketSettings = { openDays: [1, 2, 3, 4, 5, 6], dailyCapacityMinutes: 480 };
/** How many days from tomorrow the form's hint shows. */
const DAYS_SHOWN = 14;

export async function settingsOf(db: Db, workspaceId: string): Promise<TicketSettings> {
  const [row] = await db.select().from(ticketSettings).where(eq(ticketSettings.workspaceId, workspaceId)).limit(1);
  return row
    ? { openDays: [...row.openDays].sort((a, b) => a - b), dailyCapacityMinutes: row.dailyCapacityMinutes }
    : DEFAULT_TICKET_SETTINGS;
}

/** ISO weekday, 1 Monday … 7 Sunday. */
const isoWeekday = (day: string) => weekdayOfDay(day) || 7;

/** Σ minutes × quantity of the tickets not collected, per pick-up day in [from, to]. */
export async function promisedByDay(db: Db, workspaceId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      day: tickets.pickupDate,
      minutes: sql<number>`coalesce(sum(${ticketLines.minutes} * ${ticketLines.quantity}), 0)`.mapWith(Number),
    })
    .from(tickets)
    .innerJoin(ticketGarments, eq(ticketGarments.ticketId, tickets.id))
    .innerJoin(ticketLines, eq(ticketLines.garmentId, ticketGarments.id))
    .where(
      and(
        eq(tickets.workspaceId, workspaceId),
        ne(tickets.status, 'collected'),
        gte(tickets.pickupDate, from),
        lte(tickets.pickupDate, to),
      ),
    )
    .groupBy(tickets.pickupDate);
  return new Map(rows.map((r) => [r.day, r.minutes]));
}

/**
 * The first open day from `tomorrow` whose promised minutes plus `minutes` fit the capacity; if
 * none does within the horizon, the open day with the least promised (the earliest of them).
 */
export function suggestDay(opts: {
  tomorrow: string;
  settings: TicketSettings;
  promised: ReadonlyMap<string, number>;
  minutes: number;
}): PickupSuggestion {
  const { tomorrow, settings, promised, minutes } = opts;
  const open = new Set(settings.openDays);
  const dayAt = (i: number) => {
    const date = addDaysToDay(tomorrow, i);
    return {
      date,
      open: open.has(isoWeekday(date)),
      promisedMinutes: promised.get(date) ?? 0,
      capacityMinutes: settings.dailyCapacityMinutes,
    };
  };
  const all = Array.from({ length: TICKET_LIMITS.suggestionHorizonDays }, (_, i) => dayAt(i));
  const openDays = all.filter((d) => d.open);
  const fits = openDays.find((d) => d.promisedMinutes + minutes <= d.capacityMinutes);
  const least = openDays.reduce<(typeof openDays)[number] | undefined>(
    (best, d) => (!best || d.promisedMinutes < best.promisedMinutes ? d : best),
    undefined,
  );
  return { date: (fits ?? least ?? all[0]!).date, days: all.slice(0, DAYS_SHOWN) };
}

/** The suggestion for a studio from `tomorrow` (its zone's), reading what is promised over the horizon. */
export async function suggestPickup(db: Db, workspaceId: string, tomorrow: string, minutes: number): Promise<PickupSuggestion> {
  const settings = await settingsOf(db, workspaceId);
  const last = addDaysToDay(tomorrow, TICKET_LIMITS.suggestionHorizonDays - 1);
  const promised = await promisedByDay(db, workspaceId, tomorrow, last);
  return suggestDay({ tomorrow, settings, promised, minutes });
}

/** Saves the studio's capacity; the fields left out keep their values. */
export async function saveSettings(db: Db, workspaceId: string, input: Partial<TicketSettings>): Promise<TicketSettings> {
  const next = { ...(await settingsOf(db, workspaceId)), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
  await db
    .insert(ticketSettings)
    .values({ workspaceId, openDays: next.openDays, dailyCapacityMinutes: next.dailyCapacityMinutes })
    .onConflictDoUpdate({
      target: ticketSettings.workspaceId,
      set: { openDays: next.openDays, dailyCapacityMinutes: next.dailyCapacityMinutes, updatedAt: new Date() },
    });
  return settingsOf(db, workspaceId);
}
