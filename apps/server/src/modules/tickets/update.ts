import type { updateTicketBodySchema } from '@atelier/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoices, projects, ticketGarments, tickets, type UserRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import { can, type Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import { studioTax } from '../tax/line-rates.js';
import { replaceInvoiceItems } from '../invoices/write.js';
import { invoiceIssued } from '../invoices/kept.js';
import { owedCents } from '../invoices/queries.js';
import { ticketFollows } from '../project-status/ticket-follow.js';
import { addGarment, changeGarment, workStarted, type GarmentPlace } from './garments.js';
import { invoiceItemsOf, planGarments, type PlannedGarment } from './lines.js';
import type { TicketRecord } from './read.js';
import { ticketGarmentCode } from '../../lib/studio-sequence.js';

export type UpdateTicketInput = z.output<typeof updateTicketBodySchema>;

const locked = (message: Said) => new AppError('TICKET_LOCKED', message);
const dueDateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The garments as sent replace the ticket's (decision 151): one with its id is kept and changed,
 * one without is added after the others (its code never reuses a removed one's place while it
 * lives), one left out is removed unless its work started (409). Answers the garments in place
 * order with their codes, for the invoice's items.
 */
async function replaceGarments(tx: Db, actor: Actor, before: TicketRecord, place: GarmentPlace, planned: readonly PlannedGarment[]) {
  const byProject = new Map(before.garments.map((g) => [g.project.id, g]));
  const keptIds = new Set(planned.map((g) => g.id).filter((id) => id !== undefined));
  const removed = before.garments.filter((g) => !keptIds.has(g.project.id));
  for (const g of removed) {
    if (await workStarted(tx, g.project.id)) throw locked(said('tickets.workStarted', { garment: g.project.code }));
  }
  if (removed.length > 0) {
    await tx.delete(projects).where(
      and(
        eq(projects.workspaceId, actor.workspaceId),
        inArray(
          projects.id,
          removed.map((g) => g.project.id),
        ),
      ),
    );
    for (const g of removed)
      await recordActivity(tx, actor, { entityType: 'project', entityId: g.project.id, action: 'deleted', subject: g.project.name });
  }
  let next = Math.max(0, ...before.garments.map((g) => g.position)) + 1;
  const out: { code: string; position: number; lines: PlannedGarment['lines'] }[] = [];
  for (const garment of planned) {
    const kept = garment.id === undefined ? undefined : byProject.get(garment.id);
    if (kept) {
      await changeGarment(tx, actor, place, { garmentId: kept.id, projectId: kept.project.id }, garment);
      out.push({ code: kept.project.code, position: kept.position, lines: garment.lines });
    } else {
      const position = next++;
      await addGarment(tx, actor, place, garment, position);
      out.push({ code: ticketGarmentCode(place.ticketCode, position), position, lines: garment.lines });
    }
  }
  return out.sort((a, b) => a.position - b.position);
}

/**
 * The invoice's items follow the lines while it can still change: not once paid, never under what
 * was paid. An issued invoice is kept (decision 163): lines that would change its items are refused,
 * naming the credit note; lines that leave them as they are change nothing on it.
 */
async function invoiceFollowsLines(tx: Db, invoiceId: string, garments: readonly { code: string; lines: PlannedGarment['lines'] }[]) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) return;
  if (invoice.status === 'paid') throw locked(said('tickets.invoicePaid'));
  const lines = invoiceItemsOf(garments);
  if (invoice.issuedAt) {
    const kept = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position));
    const same =
      kept.length === lines.length &&
      lines.every((i, k) => {
        const was = kept[k];
        return was?.description === i.description && was.quantityHundredths === i.quantityHundredths && was.rateCents === i.rateCents;
      });
    if (same) return;
    throw invoiceIssued(invoice, 'the ticket’s services cannot change it');
  }
  // The invoice keeps how it was made (decision 162): its prices typed with or without tax, its rounding, its discount.
  const { items, totals } = taxedAtDefault(await studioTax(tx, invoice.workspaceId), lines, {
    discountCents: invoice.discountCents,
    pricesIncludeTax: invoice.pricesIncludeTax,
    rounding: invoice.rounding === 'line' ? 'line' : 'total',
  });
  if (totals.totalCents < invoice.amountPaidCents)
    throw locked(said('tickets.totalBelowPaid', { paid: { cents: invoice.amountPaidCents, currency: invoice.currency } }));
  await tx.update(invoices).set(totals).where(eq(invoices.id, invoiceId));
  await replaceInvoiceItems(tx, invoiceId, items);
}

/** Handing the garments back: refused while the ticket's invoice is owed (a role that sees no money is told without the figure). */
async function requireSettled(tx: Db, actor: Actor, invoiceId: string | null) {
  if (!invoiceId) return;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) return;
  const owed = owedCents(invoice);
  if (owed <= 0) return;
  throw new AppError(
    'TICKET_BALANCE_DUE',
    can(actor, 'invoices.read')
      ? said('tickets.balanceDue', { balance: { cents: owed, currency: invoice.currency } })
      : said('tickets.balanceDueUntold'),
  );
}

/** PATCH /tickets/:id in one transaction, under the ticket's row lock. */
export async function updateTicket(
  db: Db,
  actor: Actor,
  opts: { id: string; input: UpdateTicketInput; before: TicketRecord; owner: UserRow },
) {
  const { id, input, before, owner } = opts;
  // A garment kept must be one of this ticket's, before its lines are read.
  for (const [i, g] of (input.garments ?? []).entries()) {
    if (g.id !== undefined && !before.garments.some((b) => b.project.id === g.id))
      throw fieldError(`garments.${i}.id`, said('tickets.garmentNotFound'), 'NOT_FOUND');
  }
  const planned = input.garments
    ? await planGarments(db, actor, input.garments, new Map(before.garments.map((g) => [g.project.id, g.lines])))
    : undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), eq(tickets.workspaceId, actor.workspaceId)))
      .for('update');
    if (!row) throw notFound(said('tickets.notFound'));
    if (row.status === 'collected' && (planned || input.pickupDate || input.collected)) throw locked(said('tickets.collected'));
    const pickupDate = input.pickupDate ?? row.pickupDate;
    const place = {
      ticketId: id,
      ticketCode: row.code,
      clientId: row.clientId,
      dueDate: dueDateOf(pickupDate),
      language: userSettings(owner).language,
    };
    if (planned) {
      const garments = await replaceGarments(tx, actor, before, place, planned);
      if (row.invoiceId) await invoiceFollowsLines(tx, row.invoiceId, garments);
    }
    if (input.pickupDate && input.pickupDate !== row.pickupDate) {
      const garments = tx.select({ id: ticketGarments.projectId }).from(ticketGarments).where(eq(ticketGarments.ticketId, id));
      await tx.update(projects).set({ dueDate: place.dueDate }).where(inArray(projects.id, garments));
      // An issued invoice keeps the due date it was issued with (decision 163).
      if (row.invoiceId)
        await tx
          .update(invoices)
          .set({ dueDate: pickupDate })
          .where(and(eq(invoices.id, row.invoiceId), isNull(invoices.issuedAt)));
    }
    if (input.collected) await requireSettled(tx, actor, row.invoiceId);
    await tx
      .update(tickets)
      .set({
        pickupDate,
        ...(input.notes === undefined ? {} : { notes: input.notes }),
        ...(input.collected ? { status: 'collected' as const, collectedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(tickets.id, id));
    if (planned) await ticketFollows(tx, id);
    const action = input.collected ? 'status-changed' : 'updated';
    await recordActivity(tx, actor, {
      entityType: 'ticket',
      entityId: id,
      action,
      subject: row.code,
      detail: input.collected ? 'Collected' : '',
    });
  });
}
