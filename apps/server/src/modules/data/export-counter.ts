import type { Service } from '@atelier/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payEntries, payRates, services, tickets, type PayEntryRow, type PayRateRow } from '../../db/schema/index.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { presentService } from '../services/presenter.js';
import { withDetails, type GarmentRecord, type TicketRecord } from '../tickets/read.js';
import { centsToDecimal } from './export-columns.js';

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

/** One row per service of the price list; the price empty for a role that does not see prices. */
const SERVICE_COLUMNS: readonly CsvColumn<Service>[] = [
  ['id', (s) => s.id],
  ['name', (s) => s.name],
  ['price', (s) => (s.price === null ? null : s.price.toFixed(2))],
  ['minutes', (s) => s.minutes],
  ['stage', (s) => s.stage],
  ['garmentType', (s) => s.garmentType],
  ['active', (s) => (s.active ? 'yes' : 'no')],
  ['createdAt', (s) => s.createdAt],
  ['updatedAt', (s) => s.updatedAt],
];

/** One row per ticket; its money is its invoice's (in invoices.csv), linked by `invoiceId`. */
const TICKET_COLUMNS: readonly CsvColumn<TicketRecord>[] = [
  ['id', (t) => t.id],
  ['code', (t) => t.code],
  ['status', (t) => t.status],
  ['clientId', (t) => t.clientId],
  ['client', (t) => t.client.name],
  ['pickupDate', (t) => t.pickupDate],
  ['garments', (t) => t.garments.length],
  ['invoiceId', (t) => t.invoiceId],
  ['readyAt', (t) => t.readyAt?.toISOString() ?? null],
  ['collectedAt', (t) => t.collectedAt?.toISOString() ?? null],
  ['notes', (t) => t.notes],
  ['createdAt', (t) => t.createdAt.toISOString()],
];

type ExportedLine = { ticket: TicketRecord; garment: GarmentRecord; line: GarmentRecord['lines'][number]; showPrice: boolean };

/** One row per line of work on a garment of a ticket, with the garment's code (its project). */
const TICKET_LINE_COLUMNS: readonly CsvColumn<ExportedLine>[] = [
  ['id', (r) => r.line.id],
  ['ticketId', (r) => r.ticket.id],
  ['ticket', (r) => r.ticket.code],
  ['garment', (r) => r.garment.project.code],
  ['garmentProjectId', (r) => r.garment.project.id],
  ['garmentDescription', (r) => r.garment.project.name],
  ['serviceId', (r) => r.line.serviceId],
  ['description', (r) => r.line.description],
  ['quantity', (r) => r.line.quantity],
  ['minutes', (r) => r.line.minutes],
  ['stage', (r) => r.line.stage],
  ['price', (r) => (r.showPrice ? money(r.line.priceCents) : null)],
  ['amount', (r) => (r.showPrice ? money(r.line.amountCents) : null)],
];

const PAY_RATE_COLUMNS: readonly CsvColumn<PayRateRow>[] = [
  ['id', (r) => r.id],
  ['stage', (r) => r.stage],
  ['garmentType', (r) => r.garmentType],
  ['rate', (r) => money(r.rateCents)],
  ['createdAt', (r) => r.createdAt.toISOString()],
];

/** The pay ledger, oldest first: Σ amount per member is what they are owed (decision 154). */
const PAY_ENTRY_COLUMNS: readonly CsvColumn<PayEntryRow>[] = [
  ['id', (e) => e.id],
  ['memberId', (e) => e.memberId],
  ['kind', (e) => e.kind],
  ['amount', (e) => money(e.amountCents)],
  ['projectId', (e) => e.projectId],
  ['project', (e) => e.projectName],
  ['stage', (e) => e.stageName],
  ['note', (e) => e.note],
  ['createdById', (e) => e.createdById],
  ['createdAt', (e) => e.createdAt.toISOString()],
];

/**
 * The counter and the workroom's pay (decisions 150, 151, 154): the price list, the tickets and
 * their lines, the piece rates and the pay ledger, whatever the plan (a downgraded studio's records
 * are still its own). Prices go to the roles that see them on the screens; the pay ledger whole
 * only to those who manage pay, as /team/pay shows it.
 */
export async function exportCounter(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'services.read');
  requirePermission(actor, 'tickets.read');
  const studio = actor.workspaceId;
  const showPrice = can(actor, 'services.write');
  const priceList = (
    await ctx.db.select().from(services).where(eq(services.workspaceId, studio)).orderBy(asc(services.createdAt), asc(services.id))
  ).map((row) => presentService(row, { showPrice }));
  const ticketRows = await ctx.db.select().from(tickets).where(eq(tickets.workspaceId, studio)).orderBy(asc(tickets.number));
  const counter = await withDetails(ctx.db, studio, ticketRows);
  const lines = counter.flatMap((ticket) =>
    ticket.garments.flatMap((garment) => garment.lines.map((line) => ({ ticket, garment, line, showPrice: can(actor, 'invoices.read') }))),
  );
  const managesPay = can(actor, 'pay.manage');
  const rates = managesPay
    ? await ctx.db.select().from(payRates).where(eq(payRates.workspaceId, studio)).orderBy(asc(payRates.createdAt))
    : [];
  const entries = managesPay
    ? await ctx.db
        .select()
        .from(payEntries)
        .where(eq(payEntries.workspaceId, studio))
        .orderBy(asc(payEntries.createdAt), asc(payEntries.id))
    : [];
  return {
    json: {
      services: priceList,
      tickets: counter.map((t) => ({
        ...Object.fromEntries(TICKET_COLUMNS.map(([name, value]) => [name, value(t)])),
        lines: lines
          .filter((l) => l.ticket === t)
          .map((l) => Object.fromEntries(TICKET_LINE_COLUMNS.map(([name, value]) => [name, value(l)]))),
      })),
      payRates: rates.map((r) => ({ id: r.id, stage: r.stage, garmentType: r.garmentType, rate: money(r.rateCents) })),
      payEntries: entries.map(({ workspaceId: _studio, amountCents, ...e }) => ({
        ...e,
        amount: money(amountCents),
        createdAt: e.createdAt.toISOString(),
      })),
    },
    servicesCsv: csvOf(SERVICE_COLUMNS, priceList),
    ticketsCsv: csvOf(TICKET_COLUMNS, counter),
    ticketLinesCsv: csvOf(TICKET_LINE_COLUMNS, lines),
    payRatesCsv: csvOf(PAY_RATE_COLUMNS, rates),
    payEntriesCsv: csvOf(PAY_ENTRY_COLUMNS, entries),
  };
}
