import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { appointmentTypes, bookings, type AppointmentTypeRow, type BookingRow } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { centsToDecimal } from './export-columns.js';

/** What a client can book online (decision 156). */
const TYPE_COLUMNS: readonly CsvColumn<AppointmentTypeRow>[] = [
  ['id', (r) => r.id],
  ['name', (r) => r.name],
  ['durationMinutes', (r) => r.durationMinutes],
  ['bufferAfterMinutes', (r) => r.bufferAfterMinutes],
  ['price', (r) => centsToDecimal(r.priceCents)],
  ['deposit', (r) => centsToDecimal(r.depositCents)],
  ['eventType', (r) => r.eventType],
  ['memberIds', (r) => r.memberIds.join(' ')],
  ['active', (r) => (r.active ? 'yes' : 'no')],
  ['createdAt', (r) => r.createdAt.toISOString()],
];

type ExportedBooking = BookingRow & { showMoney: boolean };

/** One row per online booking, its client and event by id; never its key's hash nor the network it came from. */
const BOOKING_COLUMNS: readonly CsvColumn<ExportedBooking>[] = [
  ['id', (b) => b.id],
  ['status', (b) => b.status],
  ['appointmentTypeId', (b) => b.appointmentTypeId],
  ['memberId', (b) => b.memberId],
  ['clientId', (b) => b.clientId],
  ['eventId', (b) => b.eventId],
  ['groupId', (b) => b.groupId],
  ['start', (b) => b.startTime.toISOString()],
  ['end', (b) => b.endTime.toISOString()],
  ['name', (b) => b.name],
  ['email', (b) => b.email],
  ['phone', (b) => b.phone],
  ['note', (b) => b.note],
  ['language', (b) => b.language],
  ['deposit', (b) => (b.showMoney ? centsToDecimal(b.depositCents) : null)],
  ['depositInvoiceId', (b) => (b.showMoney ? b.depositInvoiceId : null)],
  ['termsAcceptedAt', (b) => b.termsAcceptedAt.toISOString()],
  ['createdAt', (b) => b.createdAt.toISOString()],
];

/** The booking page's types and its bookings (decision 156), for a role that reads bookings; deposits for one that sees money. */
export async function exportBookings(ctx: AppContext, actor: Actor) {
  const reads = can(actor, 'bookings.read');
  const studio = actor.workspaceId;
  const types = reads
    ? await ctx.db.select().from(appointmentTypes).where(eq(appointmentTypes.workspaceId, studio)).orderBy(asc(appointmentTypes.position))
    : [];
  const showMoney = can(actor, 'invoices.read');
  const rows = reads
    ? (await ctx.db.select().from(bookings).where(eq(bookings.workspaceId, studio)).orderBy(asc(bookings.startTime), asc(bookings.id))).map(
        (b) => ({ ...b, showMoney }),
      )
    : [];
  return {
    json: {
      appointmentTypes: types.map((r) => Object.fromEntries(TYPE_COLUMNS.map(([name, value]) => [name, value(r)]))),
      bookings: rows.map((r) => Object.fromEntries(BOOKING_COLUMNS.map(([name, value]) => [name, value(r)]))),
    },
    appointmentTypesCsv: csvOf(TYPE_COLUMNS, types),
    bookingsCsv: csvOf(BOOKING_COLUMNS, rows),
  };
}
