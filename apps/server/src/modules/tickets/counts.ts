import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';

export type TicketCounts = { dueToday: number; overdue: number; readyWaiting: number };

/**
 * The dashboard's tickets (decision 151), over the tickets not collected on their index: due
 * today, overdue (their pick-up day, a day of the studio's zone, is before `today`) and ready.
 */
export async function ticketCounts(db: Db, workspaceId: string, today: string): Promise<TicketCounts> {
  const [row] = await db
    .select({
      dueToday: sql<number>`count(*) filter (where ${tickets.pickupDate} = ${today})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${tickets.pickupDate} < ${today})`.mapWith(Number),
      readyWaiting: sql<number>`count(*) filter (where ${tickets.status} = 'ready')`.mapWith(Number),
    })
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), sql`${tickets.status} <> 'collected'`));
  return row ?? { dueToday: 0, overdue: 0, readyWaiting: 0 };
}
