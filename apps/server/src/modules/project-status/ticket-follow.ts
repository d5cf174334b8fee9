import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, ticketGarments, tickets } from '../../db/schema/index.js';

/**
 * A ticket follows its garments (decision 151): once every garment's project is completed it is
 * ready (and when), and a garment's stage undone makes it open again. A collected ticket stays
 * collected. An effect of any move of a project's status (project-status/events.ts, decision 180); a
 * project of no ticket changes nothing.
 */
export async function ticketFollowsGarments(tx: Db, projectId: string): Promise<void> {
  const [link] = await tx
    .select({ ticketId: ticketGarments.ticketId })
    .from(ticketGarments)
    .where(eq(ticketGarments.projectId, projectId))
    .limit(1);
  if (!link) return;
  await ticketFollows(tx, link.ticketId);
}

/** The ticket's status from its garments' projects, written when it moved. */
export async function ticketFollows(tx: Db, ticketId: string): Promise<void> {
  const [ticket] = await tx
    .select({ status: tickets.status })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), ne(tickets.status, 'collected')))
    .for('update');
  if (!ticket) return;
  const garments = await tx
    .select({ status: projects.status })
    .from(ticketGarments)
    .innerJoin(projects, eq(projects.id, ticketGarments.projectId))
    .where(eq(ticketGarments.ticketId, ticketId));
  // A garment cancelled is not waited for (decision 181); at least one must be finished to hand back.
  const done =
    garments.every((g) => g.status === 'completed' || g.status === 'cancelled') && garments.some((g) => g.status === 'completed');
  if (done && ticket.status === 'open')
    await tx.update(tickets).set({ status: 'ready', readyAt: new Date() }).where(eq(tickets.id, ticketId));
  if (!done && ticket.status === 'ready') await tx.update(tickets).set({ status: 'open', readyAt: null }).where(eq(tickets.id, ticketId));
}
