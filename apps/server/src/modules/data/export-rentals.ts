import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rentalPieces, rentals, type RentalPieceRow, type RentalRow } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { centsToDecimal } from './export-columns.js';

/** One row per rental (decision 222): its client, days, state and the late fee agreed. */
const RENTAL_COLUMNS: readonly CsvColumn<RentalRow>[] = [
  ['id', (r) => r.id],
  ['clientId', (r) => r.clientId],
  ['groupId', (r) => r.groupId],
  ['pickupDate', (r) => r.pickupDate],
  ['returnDate', (r) => r.returnDate],
  ['state', (r) => r.state],
  ['lateFeePerDay', (r) => centsToDecimal(r.lateFeePerDayCents)],
  ['lateFeeCap', (r) => centsToDecimal(r.lateFeeCapCents)],
  ['note', (r) => r.note],
  // Its return and the deposit's settlement (decision 223), empty until it is back.
  ['returnedOn', (r) => r.returnedOn],
  ['lateDays', (r) => r.lateDays],
  ['lateFee', (r) => (r.lateFeeCents === null ? null : centsToDecimal(r.lateFeeCents))],
  ['damage', (r) => (r.damageCents === null ? null : centsToDecimal(r.damageCents))],
  ['refund', (r) => (r.refundCents === null ? null : centsToDecimal(r.refundCents))],
  ['owed', (r) => (r.owedCents === null ? null : centsToDecimal(r.owedCents))],
  // The invoice and the agreement it opened (decision 226), exported with their own files.
  ['invoiceId', (r) => r.invoiceId],
  ['contractId', (r) => r.contractId],
  // How the deposit was taken, and the invoice of what its return kept (decision 227).
  ['depositMethod', (r) => r.depositMethod],
  ['depositTakenOn', (r) => r.depositTakenOn],
  ['chargesInvoiceId', (r) => r.chargesInvoiceId],
  ['createdAt', (r) => r.createdAt.toISOString()],
];

/** One row per piece on a rental: its price and deposit as rented, and the days it is held (the last one excluded). */
const LINE_COLUMNS: readonly CsvColumn<RentalPieceRow>[] = [
  ['rentalId', (l) => l.rentalId],
  ['pieceId', (l) => l.pieceId],
  ['wearerId', (l) => l.wearerId],
  ['price', (l) => centsToDecimal(l.priceCents)],
  ['deposit', (l) => centsToDecimal(l.depositCents)],
  ['cleaningDays', (l) => l.bufferDays],
  ['heldFrom', (l) => l.heldFrom],
  ['heldUntil', (l) => l.heldUntil],
  ['held', (l) => (l.held ? 'yes' : 'no')],
  ['checkedOutAt', (l) => l.checkedOutAt?.toISOString() ?? null],
  ['returnedAt', (l) => l.returnedAt?.toISOString() ?? null],
  ['returnCondition', (l) => l.returnCondition],
  ['returnNote', (l) => l.returnNote],
  ['damage', (l) => centsToDecimal(l.damageCents)],
];

const rowsOf = <T>(columns: readonly CsvColumn<T>[], items: T[]) =>
  items.map((item) => Object.fromEntries(columns.map(([name, value]) => [name, value(item)])));

/** The studio's rentals and their pieces, for a role that reads them on its screens. */
export async function exportRentals(ctx: AppContext, actor: Actor) {
  const mine = actor.workspaceId;
  const readable = can(actor, 'rentals.read');
  const rented = readable
    ? await ctx.db.select().from(rentals).where(eq(rentals.workspaceId, mine)).orderBy(asc(rentals.createdAt), asc(rentals.id))
    : [];
  const lines = readable
    ? await ctx.db
        .select()
        .from(rentalPieces)
        .where(eq(rentalPieces.workspaceId, mine))
        .orderBy(asc(rentalPieces.createdAt), asc(rentalPieces.id))
    : [];
  return {
    json: { rentals: rowsOf(RENTAL_COLUMNS, rented), rentalPieces: rowsOf(LINE_COLUMNS, lines) },
    rentalsCsv: csvOf(RENTAL_COLUMNS, rented),
    rentalPiecesCsv: csvOf(LINE_COLUMNS, lines),
  };
}
