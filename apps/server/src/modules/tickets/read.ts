import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  clients,
  invoices,
  projects,
  ticketGarments,
  ticketLines,
  tickets,
  type ProjectStageRow,
  type TicketGarmentRow,
  type TicketLineRow,
  type TicketRow,
} from '../../db/schema/index.js';
import { stagesByProject } from '../stages/store.js';

/** A garment as a ticket shows it: its place, its project's code, name, notes and status, its stages and lines. */
export type GarmentRecord = TicketGarmentRow & {
  project: { id: string; code: string; name: string; description: string | null; status: string };
  stages: ProjectStageRow[];
  lines: TicketLineRow[];
};
/** A ticket with everything its answer shows, read in a few queries for a whole page. */
export type TicketRecord = TicketRow & {
  client: { id: string; name: string; phone: string | null };
  garments: GarmentRecord[];
  invoice: { totalCents: number; amountPaidCents: number; creditedCents: number; deductedCents: number; currency: string } | null;
};

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/** The tickets' clients, garments (with projects, stages and lines) and invoices: one query each for the batch. */
export async function withDetails(db: Db, workspaceId: string, rows: readonly TicketRow[]): Promise<TicketRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const clientRows = await db
    .select({ id: clients.id, name: clients.name, phone: clients.phone })
    .from(clients)
    .where(inArray(clients.id, [...new Set(rows.map((r) => r.clientId))]));
  const garmentRows = await db
    .select({
      garment: ticketGarments,
      project: { id: projects.id, code: projects.code, name: projects.name, description: projects.description, status: projects.status },
    })
    .from(ticketGarments)
    .innerJoin(projects, eq(projects.id, ticketGarments.projectId))
    .where(inArray(ticketGarments.ticketId, ids))
    .orderBy(asc(ticketGarments.ticketId), asc(ticketGarments.position));
  const garmentIds = garmentRows.map((g) => g.garment.id);
  const lineRows =
    garmentIds.length === 0
      ? []
      : await db.select().from(ticketLines).where(inArray(ticketLines.garmentId, garmentIds)).orderBy(asc(ticketLines.position));
  const stages = await stagesByProject(
    db,
    workspaceId,
    garmentRows.map((g) => g.project.id),
  );
  const invoiceIds = rows.map((r) => r.invoiceId).filter((id): id is string => id !== null);
  const invoiceRows =
    invoiceIds.length === 0
      ? []
      : await db
          .select({
            id: invoices.id,
            totalCents: invoices.totalCents,
            amountPaidCents: invoices.amountPaidCents,
            creditedCents: invoices.creditedCents,
            deductedCents: invoices.deductedCents,
            currency: invoices.currency,
          })
          .from(invoices)
          .where(and(eq(invoices.workspaceId, workspaceId), inArray(invoices.id, invoiceIds)));
  const clientById = new Map(clientRows.map((c) => [c.id, c]));
  const invoiceById = new Map(invoiceRows.map((i) => [i.id, i]));
  const linesByGarment = groupBy(lineRows, (l) => l.garmentId);
  const garmentsByTicket = groupBy(garmentRows, (g) => g.garment.ticketId);
  return rows.map((row) => ({
    ...row,
    client: clientById.get(row.clientId) ?? { id: row.clientId, name: '', phone: null },
    garments: (garmentsByTicket.get(row.id) ?? []).map(({ garment, project }) => ({
      ...garment,
      project,
      stages: stages.get(project.id) ?? [],
      lines: linesByGarment.get(garment.id) ?? [],
    })),
    invoice: row.invoiceId ? (invoiceById.get(row.invoiceId) ?? null) : null,
  }));
}

/** One ticket of the studio with its details, or undefined. */
export async function readTicket(db: Db, workspaceId: string, id: string): Promise<TicketRecord | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.workspaceId, workspaceId)))
    .limit(1);
  if (!row) return undefined;
  const [record] = await withDetails(db, workspaceId, [row]);
  return record;
}
